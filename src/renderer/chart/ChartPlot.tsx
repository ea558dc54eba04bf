import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { layOutChart, tooltipPlace, tooltipWidth } from './chart-layout.ts';

export interface DrawnSeries {
  label: string;
  type: 'bar' | 'line';
  axis: 'left' | 'right';
  colour: string;
  data: number[];
}

/**
 * The chart itself, drawn as SVG in the theme's colours (a brand's theme changes them). The drawing
 * is an image whose name is the caption; the numbers are in the table beside it. Pointing at a day
 * (or touching it) shows that day's figures. Sized by its box (lower on a phone), redrawn when the box changes.
 */
export function ChartPlot({
  labels,
  series,
  caption,
  formatLabel,
  formatValue,
}: {
  labels: string[];
  series: DrawnSeries[];
  caption: string;
  formatLabel(label: string): string;
  formatValue(value: number): string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number }>();
  const [active, setActive] = useState<number>();

  // The box's size as the browser's own layout found it: asking for it here would force a layout of
  // the whole page in the middle of its first render.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measured = (width: number, height: number) =>
      setSize((now) => (now?.width === width && now.height === height ? now : { width, height }));
    if (typeof ResizeObserver === 'undefined') return void measured(element.clientWidth, element.clientHeight);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measured(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shownLabels = useMemo(() => labels.map(formatLabel), [labels, formatLabel]);
  const layout = useMemo(
    () =>
      size && size.width > 0 && size.height > 0
        ? layOutChart({
            width: size.width,
            height: size.height,
            count: labels.length,
            series,
            tickText: formatValue,
            labelText: (index) => shownLabels[index] ?? '',
          })
        : undefined,
    [size, labels.length, series, formatValue, shownLabels],
  );

  const point = (event: PointerEvent<SVGSVGElement>) => {
    if (!layout) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left - layout.plot.left;
    const index = Math.floor(x / layout.band);
    setActive(index >= 0 && index < labels.length ? index : undefined);
  };
  const shown = layout && active !== undefined && active < labels.length ? active : undefined;
  const bottom = layout ? layout.plot.top + layout.plot.height : 0;
  // The figures' box, about as wide as its longest line (a swatch, the series' name and its value), in
  // its font a tenth larger than the axes'.
  const place =
    layout && size && shown !== undefined
      ? tooltipPlace(
          layout,
          shown,
          tooltipWidth(
            shownLabels[shown] ?? '',
            series.map((item) => `${item.label}: ${formatValue(item.data[shown] ?? 0)}`),
          ),
          size.width,
        )
      : undefined;

  return (
    <div className="chart-plot">
      <div className="chart-box" ref={box}>
        <svg
          role="img"
          aria-label={caption}
          width={size?.width ?? 0}
          height={size?.height ?? 0}
          data-drawn={layout ? 'true' : undefined}
          onPointerMove={point}
          onPointerDown={point}
          // A finger lifted leaves the chart: the day it touched stays shown until another is touched.
          onPointerLeave={(event) => event.pointerType !== 'touch' && setActive(undefined)}
        >
          {layout && (
            <>
              <g className="chart-grid" aria-hidden="true">
                {layout.left.map((tick) => (
                  <line
                    key={tick.value}
                    x1={layout.plot.left}
                    x2={layout.plot.left + layout.plot.width}
                    y1={tick.y}
                    y2={tick.y}
                  />
                ))}
              </g>
              <g className="chart-ticks chart-ticks-left">
                {layout.left.map((tick) => (
                  <text key={tick.value} x={layout.plot.left - 6} y={tick.y} dy="0.35em">
                    {formatValue(tick.value)}
                  </text>
                ))}
              </g>
              <g className="chart-ticks chart-ticks-right">
                {layout.right.map((tick) => (
                  <text key={tick.value} x={layout.plot.left + layout.plot.width + 6} y={tick.y} dy="0.35em">
                    {formatValue(tick.value)}
                  </text>
                ))}
              </g>
              <g className="chart-ticks chart-ticks-x">
                {layout.xLabels.map((label) => (
                  <text key={label.index} x={label.x} y={bottom + 16}>
                    {shownLabels[label.index]}
                  </text>
                ))}
              </g>
              {shown !== undefined && (
                <rect
                  className="chart-active"
                  x={layout.plot.left + shown * layout.band}
                  y={layout.plot.top}
                  width={layout.band}
                  height={layout.plot.height}
                />
              )}
              {series.map((item, index) =>
                item.type === 'bar' ? (
                  <g key={item.label} className={`chart-bars chart-colour-${item.colour}`} data-series={item.label}>
                    {layout.bars
                      .filter((bar) => bar.series === index)
                      .map((bar) => (
                        <rect key={bar.index} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
                      ))}
                  </g>
                ) : null,
              )}
              {layout.lines.map((line) => (
                <polyline
                  key={line.series}
                  className={`chart-line chart-colour-${series[line.series]!.colour}`}
                  data-series={series[line.series]!.label}
                  points={line.points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
                />
              ))}
              <line
                className="chart-axis"
                x1={layout.plot.left}
                x2={layout.plot.left + layout.plot.width}
                y1={bottom}
                y2={bottom}
              />
            </>
          )}
        </svg>
        {place && shown !== undefined && (
          <div className="chart-tooltip" aria-hidden="true" data-side={place.side} style={{ left: place.left }}>
            <strong>{shownLabels[shown]}</strong>
            {series.map((item) => (
              <span key={item.label}>
                <i className={`chart-swatch chart-colour-${item.colour}`} />
                {item.label}: {formatValue(item.data[shown] ?? 0)}
              </span>
            ))}
          </div>
        )}
      </div>
      <ul className="chart-legend">
        {series.map((item) => (
          <li key={item.label}>
            <i className={`chart-swatch chart-swatch-${item.type} chart-colour-${item.colour}`} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
