import { defineKind } from '../define.ts';

export default defineKind({
  name: 'chart',
  doc: 'A chart of daily series over a date range, with its totals and the same numbers as a table (for screen readers, and on demand); drawn as SVG in the theme colours, with no charting library.',
  spec: {
    type: 'object',
    required: ['data', 'series', 'caption'],
    additionalProperties: false,
    properties: {
      data: {
        $ref: '#/$defs/dataSource',
        description:
          'The call answering `labels` (one per point) and `series` (each with its `key` and `data`, one value per label).',
      },
      filters: {
        type: 'array',
        items: { $ref: '#/$defs/filter' },
        description: "Filters above the chart (a date range); their values go to the chart's call and to the totals' call.",
      },
      labelFormat: {
        $ref: '#/$defs/format',
        description: 'How a label shows, on the axis and in the table (date).',
      },
      valueFormat: {
        $ref: '#/$defs/format',
        description: 'How a value shows, in the tooltips and the table (money).',
      },
      series: {
        type: 'array',
        minItems: 1,
        items: {
          title: 'ChartSeries',
          type: 'object',
          required: ['key', 'label'],
          additionalProperties: false,
          properties: {
            key: { type: 'string', description: "The series' key in the answer (CREDIT)." },
            label: { $ref: '#/$defs/textKey' },
            type: { type: 'string', enum: ['bar', 'line'], description: 'Bars (default) or a line.' },
            axis: {
              type: 'string',
              enum: ['left', 'right'],
              description:
                'The value axis it is read on: left (default), or right for a series of another size (a balance beside daily sums).',
            },
            colour: {
              type: 'string',
              enum: ['primary', 'success', 'danger', 'warning', 'info', 'muted'],
              description: "The theme's colour it is drawn in.",
            },
          },
        },
      },
      caption: { $ref: '#/$defs/textKey', description: "What the chart shows: the figure's caption and the table's." },
      totals: {
        title: 'ChartTotals',
        type: 'object',
        required: ['data', 'fields'],
        additionalProperties: false,
        description:
          "Figures of the whole range above the chart, from a call given the same filters (the consolidation's totals).",
        properties: {
          data: { $ref: '#/$defs/dataSource' },
          fields: { type: 'array', minItems: 1, items: { $ref: '#/$defs/detailField' } },
        },
      },
      emptyText: { $ref: '#/$defs/textKey' },
    },
  },
  view: () => import('../../chart/ChartView.tsx').then((module) => module.ChartView),
});
