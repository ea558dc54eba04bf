import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBindingScope } from '../actions/use-action-runner.ts';
import { resolveParams, valueAt } from '../host/bindings.ts';
import { createLiveHost, type LiveHostOptions } from '../host/live-host.ts';
import { useOperationQuery } from '../host/operation-calls.ts';
import { ScreenProviders } from '../ScreenRoot.tsx';
import { ScreenView } from '../ScreenView.tsx';
import { operations } from 'virtual:balcao-site-operations';
import { registerOperationWords } from '../vocabulary/registry/operation-loader.ts';
import { BellIcon } from './BellIcon.tsx';
import type { SiteInbox as SiteInboxSpec } from './site-manifest.ts';

// The words the manifest names for the inbox come with it (scripts/vite/screens-plugin.ts).
registerOperationWords(operations);

function Inbox({ spec }: { spec: SiteInboxSpec }) {
  const { t } = useTranslation();
  const scope = useBindingScope();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const source = spec.unread.data;
  const params = useMemo(() => resolveParams(source.params, scope), [source.params, scope]);
  const unread = useOperationQuery({ operation: source.operation, params, refreshOn: source.refreshOn });
  const count = Number(valueAt(unread.data, spec.unread.field) ?? 0);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      // A dialog opened from the panel (a confirmation) is not outside it.
      if ((target as Element).closest?.('.modal-backdrop')) return;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div className="message-inbox">
      <button
        ref={button}
        type="button"
        className="icon-button inbox-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('inbox.button', { count })}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {count > 0 && (
          <span className="badge" data-testid="inbox-unread" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={t('inbox.title')}
          tabIndex={-1}
          className="inbox-panel"
          onKeyDown={onPanelKeyDown}
        >
          <ScreenView id={spec.screen} />
        </div>
      )}
    </div>
  );
}

/**
 * spec 001 §2 and §4: the header's inbox, as the manifest declares it: the unread count from its call
 * (refreshed by the hub events it names, and by the inbox's own changes), and the panel showing the
 * inbox screen.
 */
export function SiteInbox({ options, spec }: { options: LiveHostOptions; spec: SiteInboxSpec }) {
  const host = useMemo(() => createLiveHost(options), [options]);
  return (
    <ScreenProviders host={host}>
      <Inbox spec={spec} />
    </ScreenProviders>
  );
}
