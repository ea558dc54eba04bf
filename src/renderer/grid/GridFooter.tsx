import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Pagination } from './Pagination.tsx';

export interface GridFooterProps {
  page: number;
  pageSize: number;
  pageSizes: number[];
  total: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** spec 001 §2: the page-size selector, the count 'from à to de total' and the pagination. */
export function GridFooter({ page, pageSize, pageSizes, total, onPage, onPageSize }: GridFooterProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <footer className="grid-footer">
      <label htmlFor={sizeId} className="grid-page-size">
        {t('grid.pageSize')}
        <select id={sizeId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className="grid-count" aria-live="polite" data-testid="grid-count">
        {t('grid.count', { from, to, total })}
      </span>
      <Pagination page={page} totalPages={Math.max(1, Math.ceil(total / pageSize))} onPage={onPage} />
    </footer>
  );
}
