import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageNumbers, paginationWindow } from '../../domain/pagination.ts';

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => globalThis.innerWidth ?? 1024);
  useEffect(() => {
    const listener = () => setWidth(globalThis.innerWidth);
    globalThis.addEventListener?.('resize', listener);
    return () => globalThis.removeEventListener?.('resize', listener);
  }, []);
  return width;
}

/** spec 001 §2: first, previous, page numbers (3, 5 or 9 by the window's width, spec 001 §9), next, last. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  const numbers = pageNumbers(page, totalPages, paginationWindow(useWindowWidth()));
  const go = (target: number) => () => onPage(Math.min(Math.max(1, target), totalPages));
  const first = page <= 1;
  const last = page >= totalPages;
  return (
    <nav className="pagination" aria-label={t('grid.pagination')}>
      <button type="button" className="page-button" onClick={go(1)} disabled={first} aria-label={t('grid.firstPage')}>
        «
      </button>
      <button type="button" className="page-button" onClick={go(page - 1)} disabled={first} aria-label={t('grid.previousPage')}>
        ‹
      </button>
      {numbers.map((number) => (
        <button
          key={number}
          type="button"
          className={`page-button${number === page ? ' page-button-current' : ''}`}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('grid.page', { page: number })}
          onClick={go(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className="page-button" onClick={go(page + 1)} disabled={last} aria-label={t('grid.nextPage')}>
        ›
      </button>
      <button type="button" className="page-button" onClick={go(totalPages)} disabled={last} aria-label={t('grid.lastPage')}>
        »
      </button>
    </nav>
  );
}
