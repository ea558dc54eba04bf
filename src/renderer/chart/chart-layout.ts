/**
 * Where each mark of a chart goes, in pixels, from its numbers and the size of its box: bars
 * grouped by label, lines through the middle of each label's band, each read on its axis (left or
 * right), the ticks of both axes, the labels of the x axis that fit. No DOM here: ChartPlot draws it.
 */

export interface PlottedSeries {
  type: 'bar' | 'line';
  axis: 'left' | 'right';
  data: number[];
}

export interface Scale {
  ticks: number[];
  min: number;
  max: number;
}

export interface Bar {
  series: number;
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  /** The plotting area inside the axes. */
  plot: { left: number; top: number; width: number; height: number };
  /** The width of one label's band on the x axis. */
  band: number;
  bars: Bar[];
  lines: { series: number; points: [number, number][] }[];
  left: { value: number; y: number }[];
  right: { value: number; y: number }[];
  /** The labels shown under the x axis: every one when they fit, else one in `step`. */
  xLabels: { index: number; x: number }[];
}

/** Steps of 1, 2 or 5 times a power of ten, about `count` of them, from at most `min` to at least `max`. */
export function niceScale(min: number, max: number, count = 5): Scale {
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (!Number.isFinite(low) || !Number.isFinite(high)) return { ticks: [0, 1], min: 0, max: 1 };
  if (low === high) {
    if (high === 0) high = 1;
    else if (high > 0) low = 0;
    else high = 0;
  }
  const rough = (high - low) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const step = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks: number[] = [];
  // toPrecision drops the float's tail (0.30000000000000004); + 0 turns -0 into 0.
  for (let tick = first; tick <= last; tick++) ticks.push(Number((tick * step).toPrecision(12)) + 0);
  return { ticks, min: ticks[0]!, max: ticks[ticks.length - 1]! };
}

/** Roughly the width of a text of `length` characters at the axis' font size (digits and separators). */
export const TEXT_WIDTH_PER_CHARACTER = 7;

export function layOutChart({
  width,
  height,
  count,
  series,
  tickText,
  labelText,
}: {
  width: number;
  height: number;
  /** How many labels (points) there are. */
  count: number;
  series: PlottedSeries[];
  /** How a tick's value reads (its width decides the axis' margin). */
  tickText(value: number): string;
  /** How the label at an index reads under the x axis. */
  labelText(index: number): string;
}): ChartLayout {
  // Bars grow from zero, so an axis with bars holds it; a line is read on its own range.
  const scaleOf = (axis: 'left' | 'right'): Scale | undefined => {
    const values = series.flatMap((item) => (item.axis === axis ? item.data.slice(0, count) : []));
    if (values.length === 0) return undefined;
    if (series.some((item) => item.axis === axis && item.type === 'bar')) values.push(0);
    return niceScale(Math.min(...values), Math.max(...values));
  };
  const left = scaleOf('left');
  const right = scaleOf('right');
  const scaleFor = (axis: 'left' | 'right') => (axis === 'right' ? right : left) ?? left ?? right ?? niceScale(0, 1);

  const margin = (scale: Scale | undefined) =>
    scale ? Math.max(...scale.ticks.map((tick) => tickText(tick).length)) * TEXT_WIDTH_PER_CHARACTER + 10 : 8;
  const plot = { left: margin(left), top: 8, width: 0, height: Math.max(1, height - 8 - 24) };
  plot.width = Math.max(1, width - plot.left - margin(right));
  const band = plot.width / Math.max(1, count);
  const yOf = (scale: Scale, value: number) =>
    plot.top + plot.height - ((value - scale.min) / (scale.max - scale.min || 1)) * plot.height;

  const barSeries = series.map((item, index) => ({ item, index })).filter(({ item }) => item.type === 'bar');
  const group = band * 0.8;
  const barWidth = barSeries.length > 0 ? group / barSeries.length : 0;
  const bars: Bar[] = [];
  for (let index = 0; index < count; index++)
    barSeries.forEach(({ item, index: seriesIndex }, position) => {
      const scale = scaleFor(item.axis);
      const value = item.data[index] ?? 0;
      const zero = yOf(scale, Math.min(Math.max(0, scale.min), scale.max));
      const top = yOf(scale, value);
      bars.push({
        series: seriesIndex,
        index,
        x: plot.left + index * band + (band - group) / 2 + position * barWidth,
        y: Math.min(zero, top),
        width: barWidth,
        height: Math.abs(zero - top),
      });
    });

  const lines = series.flatMap((item, seriesIndex) =>
    item.type === 'line'
      ? [
          {
            series: seriesIndex,
            points: item.data
              .slice(0, count)
              .map((value, index) => [plot.left + (index + 0.5) * band, yOf(scaleFor(item.axis), value)] as [number, number]),
          },
        ]
      : [],
  );

  const widest =
    Math.max(0, ...Array.from({ length: count }, (_, index) => labelText(index).length)) * TEXT_WIDTH_PER_CHARACTER + 12;
  const step = Math.max(1, Math.ceil(widest / band));
  const xLabels: ChartLayout['xLabels'] = [];
  for (let index = 0; index < count; index += step) xLabels.push({ index, x: plot.left + (index + 0.5) * band });

  return {
    plot,
    band,
    bars,
    lines,
    left: left ? left.ticks.map((value) => ({ value, y: yOf(left, value) })) : [],
    right: right ? right.ticks.map((value) => ({ value, y: yOf(right, value) })) : [],
    xLabels,
  };
}

/**
 * How wide the figures of a day show: the longest of its title and its series' lines (each after a
 * swatch three characters wide), at the estimated width of a character with a tenth to spare, and
 * the tooltip's padding.
 */
export function tooltipWidth(title: string, lines: readonly string[]): number {
  return Math.max(title.length, ...lines.map((line) => line.length + 3)) * TEXT_WIDTH_PER_CHARACTER * 1.1 + 28;
}

/**
 * Where the figures of the day at `index` show, `width` wide in a box `boxWidth` wide: beside the
 * day's band, on the right when they fit there, else on the left; when neither side has room (a
 * phone), across the box from its left edge.
 */
export function tooltipPlace(
  layout: Pick<ChartLayout, 'plot' | 'band'>,
  index: number,
  width: number,
  boxWidth: number,
): { side: 'right' | 'left' | 'across'; left: number } {
  const start = layout.plot.left + index * layout.band;
  const end = start + layout.band;
  if (end + width <= boxWidth) return { side: 'right', left: end };
  if (start - width >= 0) return { side: 'left', left: start };
  return { side: 'across', left: 0 };
}
