import { defineKind } from '../define.ts';

export default defineKind({
  name: 'grid',
  doc: 'A table of records: toolbar (filters, search, refresh, export, buttons), formatted columns, row actions and paging.',
  spec: {
    type: 'object',
    required: ['rowSchema', 'data', 'columns'],
    additionalProperties: false,
    properties: {
      rowSchema: {
        $ref: '#/$defs/schemaFile',
      },
      data: {
        $ref: '#/$defs/dataSource',
      },
      paging: {
        type: 'string',
        enum: ['server', 'client'],
        description:
          'server: the call takes pageNumber, pageSize and search and answers a page; client: the call answers every row.',
      },
      search: {
        type: 'boolean',
        description: 'A search box with its button.',
      },
      refresh: {
        type: 'boolean',
        description: 'A refresh button.',
      },
      pageSizes: {
        type: 'array',
        items: {
          type: 'integer',
          minimum: 1,
          maximum: 100,
        },
        minItems: 1,
      },
      pageSize: {
        type: 'integer',
        minimum: 1,
        maximum: 100,
      },
      columns: {
        type: 'array',
        minItems: 1,
        items: {
          $ref: '#/$defs/column',
        },
      },
      rowActions: {
        type: 'array',
        items: {
          $ref: '#/$defs/action',
        },
      },
      filters: {
        type: 'array',
        items: {
          $ref: '#/$defs/filter',
        },
      },
      actions: {
        type: 'array',
        items: {
          $ref: '#/$defs/action',
        },
        description: 'Toolbar buttons.',
      },
      export: {
        $ref: '#/$defs/gridExport',
      },
      selection: {
        $ref: '#/$defs/gridSelection',
      },
      summary: {
        $ref: '#/$defs/gridSummary',
      },
      emptyText: {
        $ref: '#/$defs/textKey',
      },
      missingText: {
        $ref: '#/$defs/textKey',
        description: "What the grid says when a parameter its data requires has no value (data's required).",
      },
    },
  },
  defs: {
    filter: {
      type: 'object',
      required: ['type', 'label'],
      additionalProperties: false,
      description: 'A toolbar filter: a select over a lookup list or fixed options, or a date range.',
      properties: {
        type: {
          type: 'string',
          enum: ['select', 'dateRange'],
        },
        label: {
          $ref: '#/$defs/textKey',
        },
        param: {
          type: 'string',
          pattern: '^[A-Za-z][A-Za-z0-9]*$',
          description: 'The parameter a select fills.',
        },
        startParam: {
          type: 'string',
          pattern: '^[A-Za-z][A-Za-z0-9]*$',
        },
        endParam: {
          type: 'string',
          pattern: '^[A-Za-z][A-Za-z0-9]*$',
        },
        placeholder: {
          $ref: '#/$defs/textKey',
        },
        lookup: {
          $ref: '#/$defs/lookupName',
        },
        options: {
          type: 'array',
          items: {
            type: 'object',
            required: ['value', 'label'],
            additionalProperties: false,
            properties: {
              value: {
                type: 'string',
              },
              label: {
                $ref: '#/$defs/textKey',
              },
            },
          },
        },
        lastDays: {
          type: 'integer',
          minimum: 1,
          description: 'A date range starts as the last N days through today.',
        },
        nextDays: {
          type: 'integer',
          minimum: 1,
          description: 'A date range starts as today and the next N - 1 days (what is still to come), instead of lastDays.',
        },
        maxToday: {
          type: 'boolean',
          description: 'No date after today can be chosen.',
        },
      },
    },
    gridSummary: {
      type: 'object',
      required: ['operation', 'label'],
      additionalProperties: false,
      description:
        'A bar above the table counting the records by status: the call answers items of {status, quantity, amount}; it loads with the grid and again on each reload.',
      properties: {
        operation: {
          $ref: '#/$defs/operation',
        },
        params: {
          $ref: '#/$defs/params',
        },
        label: {
          $ref: '#/$defs/textKey',
          description: "The bar's accessible name.",
        },
      },
    },
    gridSelection: {
      type: 'object',
      required: ['label'],
      additionalProperties: false,
      description:
        'A select marker on each row: one row is the selected one, shown above the table by a visual and sent to a machine.',
      properties: {
        label: {
          $ref: '#/$defs/textKey',
          description: "The marker's accessible text (the row's first column follows it).",
        },
        first: {
          type: 'boolean',
          description: 'The first row is selected when the rows load (spec 001 §4).',
        },
        visual: {
          type: 'string',
          enum: ['card'],
          description: 'How the selected row is drawn above the table: card, the card visual of spec 001 §2.',
        },
        machine: {
          $ref: '#/$defs/machine',
          description: 'A machine of the host told of each selection.',
        },
        event: {
          type: 'string',
          pattern: '^[A-Z][A-Z0-9_]*$',
          description: 'The event sent, carrying the row as param.',
        },
        param: {
          type: 'string',
          pattern: '^[A-Za-z][A-Za-z0-9]*$',
          description: "The event's field holding the row (row by default).",
        },
      },
      dependencies: {
        machine: ['event'],
        event: ['machine'],
      },
    },
    gridExport: {
      type: 'object',
      required: ['label', 'operation', 'types', 'fileName'],
      additionalProperties: false,
      description:
        "An Export dropdown in the toolbar: each file type calls the operation with the bound params, the grid's filters and search, and type; the answer is saved as fileName + today (yyyy-MM-dd) + the type's extension.",
      properties: {
        label: {
          $ref: '#/$defs/textKey',
        },
        operation: {
          $ref: '#/$defs/operation',
        },
        params: {
          $ref: '#/$defs/params',
        },
        types: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: {
            type: 'string',
            enum: ['CSV', 'PDF', 'JSON'],
          },
        },
        fileName: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]+$',
          description: "The start of the file's name; today's date and the extension follow.",
        },
      },
    },
  },
  view: () => import('../../grid/GridView.tsx').then((module) => module.GridView),
  parts: {
    filters: () => import('../../grid/GridFilters.tsx').then((module) => module.GridFilters),
    export: () => import('../../grid/GridExport.tsx').then((module) => module.GridExport),
    summary: () => import('../../grid/GridSummary.tsx').then((module) => module.GridSummary),
    'selection.visual': () => import('../../grid/GridVisual.tsx').then((module) => module.GridVisual),
  },
});
