import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useActionRunner } from '../actions/use-action-runner.ts';
import { formatValue } from '../formats/format-value.tsx';
import { valueAt } from '../host/bindings.ts';
import { canAccess, evaluateCondition } from '../host/conditions.ts';
import { useScreenHost } from '../host/screen-host.ts';
import { useScreenData } from '../host/use-screen-data.ts';
import { useScreenHeading } from '../screens/ScreenHeading.tsx';
import type { GridScreen, ScreenModule } from '../screens/types.ts';
import { ActionButton } from '../actions/ActionButton.tsx';
import type { ActionSpec } from '../screens/types.ts';
import { kindPart } from '../vocabulary/registry/kind-views.ts';
import type { GridExport } from './GridExport.tsx';
import type { GridFilters } from './GridFilters.tsx';
import { GridFooter } from './GridFooter.tsx';
import type { GridSummary } from './GridSummary.tsx';
import { GridToolbar } from './GridToolbar.tsx';
import { firstGridView, gridReadParams } from './grid-filters.ts';
import { SelectionMarker, useGridSelection } from './grid-selection.tsx';
import type { GridVisual } from './GridVisual.tsx';
import { GridRowActions, type InlineActions } from './GridRowActions.tsx';

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

/**
 * The rows a grid holds the place of while its first rows load: the size of two rows, not of one
 * "Carregando..." line, so the footer and the screens below do not move down when the rows come
 * (bench:web CLS on a phone, where a row is a card) nor far up when one row comes.
 */
const PLACEHOLDER_ROWS = 2;

/** spec 001 §2: under 412 px a row is a card of its own, its labels beside its values and its actions in full. */
const STACKED = '(max-width: 411.98px)';

/**
 * How many row actions stay buttons: all while the table fits its box; when it would scroll sideways,
 * one fewer at a time until it fits (or only the "more" menu is left). Measured again when the box's
 * width or the rows change; a stacked table (a phone) shows them all.
 */
function useInlineActions(wrap: RefObject<HTMLDivElement | null>, most: number, rowsKey: string): InlineActions {
  const [width, setWidth] = useState(0);
  const [measured, setMeasured] = useState<{ key: string; inline: InlineActions }>({ key: '', inline: null });
  useLayoutEffect(() => {
    const box = wrap.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry!.contentRect.width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [wrap]);
  // A new width or new rows start again from all the actions as buttons.
  const key = `${width}|${most}|${rowsKey}`;
  const inline = measured.key === key ? measured.inline : null;
  useLayoutEffect(() => {
    const box = wrap.current;
    if (!box || most < 2 || window.matchMedia?.(STACKED).matches) return;
    if (box.scrollWidth <= box.clientWidth + 1) return;
    const current = inline ?? most;
    if (current > 0) setMeasured({ key, inline: current - 1 });
  });
  return inline;
}

function rowsOf(data: unknown, path: string | undefined): unknown[] {
  const rows = path ? valueAt(data, path) : Array.isArray(data) ? data : valueAt(data, 'items');
  return Array.isArray(rows) ? rows : [];
}

/**
 * A grid screen: the toolbar (filters, search, refresh, buttons), the table with its formatted
 * columns and row actions (each shown only where its condition holds), and the footer with the page
 * size, the count and the pagination. Server paging sends pageNumber, pageSize and search; client
 * paging pages and searches the rows it got.
 */
export function GridView({ module }: { module: ScreenModule }) {
  const screen = module.screen as GridScreen;
  const spec = screen.spec;
  const { t } = useTranslation();
  const host = useScreenHost();
  const { heading, labelledBy } = useScreenHeading(screen);
  const selectionName = useId();
  const server = spec.paging === 'server';
  const [first] = useState(() => firstGridView(spec));
  const [page, setPage] = useState(first.page);
  const [pageSize, setPageSize] = useState(first.pageSize);
  const [search, setSearch] = useState(first.search);
  const [filters, setFilters] = useState(first.filters);
  const extra = useMemo(() => gridReadParams(spec, { page, pageSize, search, filters }), [spec, page, pageSize, search, filters]);
  const { data, loading, missing, reload } = useScreenData(spec.data, module, extra);
  const run = useActionRunner(async () => reload());

  const columns = spec.columns.filter((column) => canAccess(column, host));
  const rowActions = (spec.rowActions ?? []).filter((action) => canAccess(action, host));
  const toolbarActions = (spec.actions ?? []).filter((action) => canAccess(action, host));
  const all = rowsOf(data, spec.data.items);
  const searched =
    server || !search
      ? all
      : all.filter((row) =>
          columns.some((column) =>
            String(valueAt(row, column.field) ?? '')
              .toLowerCase()
              .includes(search.toLowerCase()),
          ),
        );
  const total = server ? Number(valueAt(data, 'totalCount') ?? all.length) : searched.length;
  const rows = server ? all : searched.slice((page - 1) * pageSize, page * pageSize);
  const selection = useGridSelection(spec.selection, rows);
  const waiting = loading && rows.length === 0;
  const wrap = useRef<HTMLDivElement>(null);
  const rowsKey = useMemo(() => `${page}/${pageSize}/${search}/${JSON.stringify(filters)}`, [page, pageSize, search, filters]);
  const inline = useInlineActions(wrap, rowActions.length, `${rowsKey}/${loading ? 'loading' : rows.length}`);
  // What a row's steps said next to one of its fields (a refusal beside the amount), until the next action runs.
  const [said, setSaid] = useState<{ row: unknown; field: string; message: string } | null>(null);
  const saidId = useId();
  const runRowAction = (action: ActionSpec, row: unknown) => {
    setSaid(null);
    return run(action.steps, { row }, (field, message) => setSaid({ row, field, message }));
  };
  // The parts its spec names come with the view (kinds/grid.ts): a grid without filters loads no date picker.
  const Filters = kindPart<typeof GridFilters>('grid', 'filters');
  const Export = kindPart<typeof GridExport>('grid', 'export');
  const Summary = kindPart<typeof GridSummary>('grid', 'summary');
  const Visual = kindPart<typeof GridVisual>('grid', 'selection.visual');
  const changeFilters = useCallback((values: Record<string, unknown>) => {
    setFilters((current) => ({ ...current, ...values }));
    setPage(1);
  }, []);

  return (
    <section className="screen grid-screen" aria-labelledby={labelledBy} aria-busy={loading} data-screen={screen.id}>
      {heading}
      <GridToolbar
        search={spec.search === true}
        refresh={spec.refresh === true}
        busy={loading}
        onRefresh={reload}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      >
        {spec.export && Export && <Export spec={spec.export} filters={search ? { ...filters, search } : filters} />}
        {spec.filters && Filters && <Filters filters={spec.filters} values={filters} onChange={changeFilters} />}
        {toolbarActions.map((action) => (
          <ActionButton key={action.id} action={action} onRun={() => void run(action.steps, { filters })} />
        ))}
      </GridToolbar>
      {spec.summary && Summary && <Summary spec={spec.summary} rows={data} refreshOn={spec.data.refreshOn} />}
      {spec.selection?.visual && Visual && <Visual visual={spec.selection.visual} row={selection.selected} />}
      {waiting && (
        <p role="status" className="visually-hidden">
          {t('app.loading')}
        </p>
      )}
      <div className="table-wrap" ref={wrap}>
        <table className="grid-table">
          <thead>
            <tr>
              {spec.selection && (
                <th scope="col">
                  <span className="visually-hidden">{t(spec.selection.label)}</span>
                </th>
              )}
              {columns.map((column) => (
                <th key={column.field} scope="col" className={column.align ? `align-${column.align}` : undefined}>
                  {t(column.label)}
                </th>
              ))}
              {rowActions.length > 0 && (
                <th scope="col">
                  <span className="visually-hidden">{t('grid.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {waiting &&
              Array.from({ length: Math.min(pageSize, PLACEHOLDER_ROWS) }, (_, index) => (
                <tr key={`placeholder-${index}`} className="grid-placeholder" aria-hidden="true">
                  {spec.selection && <td className="grid-select" />}
                  {columns.map((column) => (
                    <td
                      key={column.field}
                      data-label={t(column.label)}
                      className={column.align ? `align-${column.align}` : undefined}
                    >
                      …
                    </td>
                  ))}
                  {rowActions.length > 0 && <td className="grid-actions-cell">…</td>}
                </tr>
              ))}
            {rows.length === 0 && !waiting && (
              <tr>
                <td colSpan={columns.length + (rowActions.length > 0 ? 1 : 0) + (spec.selection ? 1 : 0)} className="grid-empty">
                  {missing ? t(spec.missingText ?? spec.emptyText ?? 'grid.empty') : t(spec.emptyText ?? 'grid.empty')}
                </td>
              </tr>
            )}
            {rows.map((row, index) => (
              <tr
                key={String(valueAt(row, 'id') ?? index)}
                className={spec.selection && row === selection.selected ? 'row-selected' : undefined}
              >
                {spec.selection && (
                  <td className="grid-select">
                    <SelectionMarker
                      name={selectionName}
                      label={`${t(spec.selection.label)} ${String(valueAt(row, columns[0]?.field ?? 'id') ?? index + 1)}`}
                      checked={row === selection.selected}
                      onSelect={() => selection.select(row)}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td
                    key={column.field}
                    data-label={t(column.label)}
                    className={column.align ? `align-${column.align}` : column.format === 'money' ? 'align-end' : undefined}
                  >
                    {formatValue(column, row, t, host.visible)}
                    {said !== null && said.row === row && said.field === column.field && (
                      <span id={saidId} role="alert" className="field-said" data-testid="field-said">
                        {said.message}
                      </span>
                    )}
                  </td>
                ))}
                {rowActions.length > 0 && (
                  <td className="grid-actions-cell">
                    {said !== null && said.row === row && !columns.some((column) => column.field === said.field) && (
                      <span id={saidId} role="alert" className="field-said" data-testid="field-said">
                        {said.message}
                      </span>
                    )}
                    <GridRowActions
                      actions={rowActions.filter((action) => evaluateCondition(action.when, row, host))}
                      inline={inline}
                      describedBy={said?.row === row ? saidId : undefined}
                      onRun={(action) => runRowAction(action, row)}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <GridFooter
        page={page}
        pageSize={pageSize}
        pageSizes={spec.pageSizes ?? DEFAULT_PAGE_SIZES}
        total={total}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </section>
  );
}
