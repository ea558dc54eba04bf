import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only the parts drawn here, so the chart's chunk carries no other chart type.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface DrawnSeries {
  label: string;
  type: 'bar' | 'line';
  axis: 'left' | 'right';
  colour: string;
  data: number[];
}

/** The theme's colour of a series, read from the page's CSS variables (a brand's theme changes it). */
function themeColour(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(`--color-${name}`).trim() || '#5b6475';
}

/**
 * The chart itself (Chart.js on a canvas). The canvas is an image whose name is the caption; the
 * numbers are in the table beside it. Drawn without animation, so a reduced-motion reader sees no
 * movement and a test sees it drawn at once.
 */
export function ChartCanvas({
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
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const chart = new Chart(element, {
      type: 'bar',
      data: {
        labels: labels.map(formatLabel),
        datasets: series.map((item) => ({
          type: item.type,
          label: item.label,
          data: item.data,
          backgroundColor: themeColour(element, item.colour),
          borderColor: themeColour(element, item.colour),
          borderWidth: item.type === 'line' ? 2 : 0,
          pointRadius: item.type === 'line' ? 0 : undefined,
          order: item.type === 'line' ? 0 : 1,
          yAxisID: item.axis === 'right' ? 'right' : 'y',
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatValue(Number(item.raw))}` } },
        },
        scales: {
          x: { ticks: { autoSkip: true, maxRotation: 0 } },
          y: { ticks: { callback: (value) => formatValue(Number(value)) } },
          ...(series.some((item) => item.axis === 'right')
            ? {
                right: {
                  position: 'right' as const,
                  grid: { drawOnChartArea: false },
                  ticks: { callback: (value: string | number) => formatValue(Number(value)) },
                },
              }
            : {}),
        },
      },
    });
    element.dataset.drawn = 'true';
    return () => {
      delete element.dataset.drawn;
      chart.destroy();
    };
  }, [labels, series, formatLabel, formatValue]);
  return (
    <div className="chart-canvas">
      <canvas ref={canvas} role="img" aria-label={caption} />
    </div>
  );
}
