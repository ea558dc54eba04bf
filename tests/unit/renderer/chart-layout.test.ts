import { describe, expect, test } from 'vitest';
import {
  layOutChart,
  niceScale,
  TEXT_WIDTH_PER_CHARACTER,
  tooltipPlace,
  tooltipWidth,
} from '../../../src/renderer/chart/chart-layout.ts';

describe('niceScale', () => {
  test('steps of 1, 2 or 5 times a power of ten, covering the range', () => {
    expect(niceScale(0, 1999.9).ticks).toEqual([0, 500, 1000, 1500, 2000]);
    expect(niceScale(0, 87).ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceScale(8300.1, 10_000).ticks).toEqual([8000, 8500, 9000, 9500, 10_000]);
    expect(niceScale(-529.4, 1250.5).ticks).toEqual([-1000, -500, 0, 500, 1000, 1500]);
  });

  test('decimal steps read as written, with no float tail and no negative zero', () => {
    expect(niceScale(0, 0.9).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(Object.is(niceScale(-0.3, 0).ticks.at(-1), 0)).toBe(true);
  });

  test('a flat series still has a range: from zero to it, or to one when it is zero', () => {
    expect(niceScale(0, 0)).toEqual({ ticks: [0, 0.2, 0.4, 0.6, 0.8, 1], min: 0, max: 1 });
    expect(niceScale(300, 300)).toMatchObject({ min: 0, max: 300 });
    expect(niceScale(-40, -40)).toMatchObject({ min: -40, max: 0 });
    expect(niceScale(Number.NaN, 5)).toEqual({ ticks: [0, 1], min: 0, max: 1 });
  });
});

describe('layOutChart', () => {
  const money = (value: number) => `R$ ${value.toFixed(2)}`;
  const days = ['23/11/2026', '24/11/2026', '25/11/2026', '26/11/2026'];
  const series = [
    { type: 'bar' as const, axis: 'left' as const, data: [1250.5, 300, 0, 80] },
    { type: 'bar' as const, axis: 'left' as const, data: [80, 1999.9, 10, 0] },
    { type: 'line' as const, axis: 'right' as const, data: [10_000, 8300.1, 8290.1, 8210.1] },
  ];
  const layout = (width: number, count = days.length) =>
    layOutChart({ width, height: 300, count, series, tickText: money, labelText: (index) => days[index % days.length]! });

  test('bars stand on zero, side by side within their day, and as tall as their value on the left axis', () => {
    const { plot, bars, band, left } = layout(640);
    expect(bars).toHaveLength(8);
    const zero = left.find((tick) => tick.value === 0)!.y;
    const top = left.at(-1)!;
    expect(zero).toBeCloseTo(plot.top + plot.height);
    for (const bar of bars) {
      expect(bar.y + bar.height).toBeCloseTo(zero);
      expect(bar.height).toBeCloseTo((series[bar.series]!.data[bar.index]! / top.value) * plot.height);
      expect(bar.x).toBeGreaterThanOrEqual(plot.left + bar.index * band);
      expect(bar.x + bar.width).toBeLessThanOrEqual(plot.left + (bar.index + 1) * band + 1e-9);
    }
    const [credit, debit] = [
      bars.find((bar) => bar.index === 1 && bar.series === 0)!,
      bars.find((bar) => bar.index === 1 && bar.series === 1)!,
    ];
    expect(debit.x).toBeCloseTo(credit.x + credit.width);
  });

  test("the line goes through each day's middle, read on the right axis's own range", () => {
    const { lines, right, plot, band } = layout(640);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.series).toBe(2);
    expect(lines[0]!.points.map(([x]) => x)).toEqual([0, 1, 2, 3].map((index) => plot.left + (index + 0.5) * band));
    const [low, high] = [right[0]!, right.at(-1)!];
    expect(low.value).toBeLessThanOrEqual(8210.1);
    expect(low.value).toBeGreaterThan(0);
    const yOf = (value: number) => low.y + ((value - low.value) / (high.value - low.value)) * (high.y - low.y);
    expect(lines[0]!.points.map(([, y]) => y)).toEqual(series[2]!.data.map((value) => expect.closeTo(yOf(value), 6)));
  });

  test('each axis keeps room for its widest tick, and the plot takes the rest of the box', () => {
    const { plot, left, right } = layout(640);
    const room = (ticks: { value: number }[]) =>
      Math.max(...ticks.map((tick) => money(tick.value).length)) * TEXT_WIDTH_PER_CHARACTER;
    expect(plot.left).toBeGreaterThan(room(left));
    expect(640 - plot.left - plot.width).toBeGreaterThan(room(right));
    expect(plot.top + plot.height).toBeLessThan(300);
  });

  test('on a narrow box the day labels thin out so that none overlaps the next', () => {
    const wide = layout(3600, 30);
    expect(wide.xLabels).toHaveLength(30);
    const narrow = layout(360, 30);
    expect(narrow.xLabels.length).toBeLessThan(8);
    expect(narrow.xLabels[0]!.index).toBe(0);
    const gaps = narrow.xLabels.slice(1).map((label, index) => label.x - narrow.xLabels[index]!.x);
    for (const gap of gaps) expect(gap).toBeGreaterThan('23/11/2026'.length * TEXT_WIDTH_PER_CHARACTER);
  });

  test('a chart with only a line on the left draws no right axis and does not force zero in', () => {
    const only = layOutChart({
      width: 400,
      height: 200,
      count: 2,
      series: [{ type: 'line', axis: 'left', data: [500, 520] }],
      tickText: String,
      labelText: String,
    });
    expect(only.right).toEqual([]);
    expect(only.bars).toEqual([]);
    expect(only.left[0]!.value).toBeGreaterThan(0);
  });
});

describe('tooltipPlace', () => {
  const layout = { plot: { left: 90, top: 8, width: 500, height: 260 }, band: 50 };

  test("beside the day's band: on its right when the figures fit there, else on its left", () => {
    expect(tooltipPlace(layout, 0, 240, 680)).toEqual({ side: 'right', left: 140 });
    expect(tooltipPlace(layout, 8, 240, 680)).toEqual({ side: 'left', left: 490 });
  });

  test('across the box when neither side has room, as on a phone', () => {
    const phone = { plot: { left: 90, top: 8, width: 140, height: 200 }, band: 140 / 30 };
    expect(tooltipPlace(phone, 15, 260, 320)).toEqual({ side: 'across', left: 0 });
  });
});

describe('tooltipWidth', () => {
  test('the longest of the title and the lines, each line after its swatch, with the padding', () => {
    const char = TEXT_WIDTH_PER_CHARACTER * 1.1;
    expect(tooltipWidth('02/03', ['Entradas: R$ 1,00'])).toBeCloseTo(20 * char + 28);
    expect(tooltipWidth('Segunda-feira, 02/03/2026', ['A: 1'])).toBeCloseTo(25 * char + 28);
    expect(tooltipWidth('', [])).toBe(28);
  });
});
