import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../formats/icons.tsx';

export interface GridToolbarProps {
  search: boolean;
  refresh: boolean;
  onSearch(text: string): void;
  onRefresh(): void;
  busy: boolean;
  children?: ReactNode;
}

/** spec 001 §2: the search box with its button, the filters, and the refresh button. */
export function GridToolbar({ search, refresh, onSearch, onRefresh, busy, children }: GridToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const searchId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="grid-toolbar">
      {children}
      {search && (
        <form className="grid-search" role="search" onSubmit={submit}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('grid.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className="input"
            value={text}
            placeholder={t('grid.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button-secondary">
            <Icon name="search" />
            {t('grid.search')}
          </button>
        </form>
      )}
      {refresh && (
        <button type="button" className="button button-secondary" onClick={onRefresh} disabled={busy}>
          <Icon name="refresh" spinning={busy} />
          {t('grid.refresh')}
        </button>
      )}
    </div>
  );
}
