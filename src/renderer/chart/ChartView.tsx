import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatValue } from '../formats/format-value.tsx';
import { valueAt } from '../host/bindings.ts';
import { canAccess } from '../host/conditions.ts';
import { useScreenHost } from '../host/screen-host.ts';
import { useScreenData } from '../host/use-screen-data.ts';
import { GridFilters } from '../grid/GridFilters.tsx';
import { initialFilterValues } from '../grid/grid-filters.ts';
import { useScreenHeading } from '../screens/ScreenHeading.tsx';
import type { ScreenModule } from '../screens/types.ts';
import type { ChartScreen } from '../../generated/screen-format.ts';
import { ChartPlot, type DrawnSeries } from './ChartPlot.tsx';
import './chart.css';

interface Answer {
  labels: string[];
  series: { key: string; data: number[] }[];
}

function answerOf(data: unknown): Answer {
  const labels = valueAt(data, 'labels');
  const series = valueAt(data, 'series');
  return {
    labels: Array.isArray(labels) ? labels.map(String) : [],
    series: Array.isArray(series) ? (series as Answer['series']) : [],
  };
}

/**
 * A chart screen: its filters, the totals of the range, the chart, and the same numbers as a table.
 * The table is always in the page for screen readers (the drawing is only an image to them); a
 * button shows it to everyone.
 */
export function ChartView({ module }: { module: ScreenModule }) {
  const screen = module.screen as ChartScreen;
  const spec = screen.spec;
  const { t } = useTranslation();
  const host = useScreenHost();
  const { heading, labelledBy } = useScreenHeading(screen);
  const tableId = useId();
  const [filters, setFilters] = useState(() => initialFilterValues(spec.filters));
  const [tableShown, setTableShown] = useState(false);
  const chart = useScreenData(spec.data, module, filters);
  const totals = useScreenData(spec.totals?.data, module, filters);
  const answer = useMemo(() => answerOf(chart.data), [chart.data]);
  const caption = t(spec.caption);

  const show = useCallback(
    (format: string | undefined, value: unknown) => {
      const shown = formatValue({ field: 'value', label: '', format: format as never }, { value }, t, host.visible);
      return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : String(value);
    },
    [t, host.visible],
  );
  const formatLabel = useCallback((label: string) => show(spec.labelFormat, label), [show, spec.labelFormat]);
  const formatNumber = useCallback((value: number) => show(spec.valueFormat, value), [show, spec.valueFormat]);
  const series = useMemo<DrawnSeries[]>(
    () =>
      spec.series.map((item) => ({
        label: t(item.label),
        type: item.type ?? 'bar',
        axis: item.axis ?? 'left',
        colour: item.colour ?? 'primary',
        data: answer.series.find((candidate) => candidate.key === item.key)?.data ?? [],
      })),
    [spec.series, answer, t],
  );
  const empty = answer.labels.length === 0;
  const totalsWaiting = totals.loading && !totals.data;

  return (
    <section className="screen chart-screen" aria-labelledby={labelledBy} aria-busy={chart.loading} data-screen={screen.id}>
      {heading}
      {spec.filters && spec.filters.length > 0 && (
        <div className="grid-toolbar">
          <GridFilters
            filters={spec.filters}
            values={filters}
            onChange={(values) => setFilters((now) => ({ ...now, ...values }))}
          />
        </div>
      )}
      {/* While the totals load, each keeps its line with a placeholder: the chart below does not move when they come. */}
      {spec.totals && (
        <dl className="detail-list chart-totals" aria-hidden={totalsWaiting || undefined}>
          {spec.totals.fields
            .filter((field) => canAccess(field, host))
            .map((field) => (
              <div key={field.field} className={`detail-item${field.emphasis ? ' detail-item-emphasis' : ''}`}>
                <dt>{t(field.label)}</dt>
                <dd data-testid={`total-${field.field}`}>
                  {totalsWaiting ? '…' : formatValue(field, totals.data, t, host.visible)}
                </dd>
              </div>
            ))}
        </dl>
      )}
      {empty ? (
        <p className="grid-empty">{chart.loading ? t('app.loading') : t(spec.emptyText ?? 'grid.empty')}</p>
      ) : (
        <figure className="chart-figure">
          <figcaption>{caption}</figcaption>
          <ChartPlot
            labels={answer.labels}
            series={series}
            caption={caption}
            formatLabel={formatLabel}
            formatValue={formatNumber}
          />
          <button
            type="button"
            className="button button-secondary button-small chart-table-toggle"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {t(tableShown ? 'chart.hideTable' : 'chart.showTable')}
          </button>
          <div id={tableId} className={tableShown ? 'table-wrap' : 'visually-hidden'}>
            <table className="grid-table chart-table">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('chart.label')}</th>
                  {series.map((item) => (
                    <th key={item.label} scope="col" className="align-end">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.labels.map((label, index) => (
                  <tr key={label}>
                    <th scope="row">{formatLabel(label)}</th>
                    {series.map((item) => (
                      <td key={item.label} className="align-end">
                        {formatNumber(item.data[index] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </section>
  );
}
