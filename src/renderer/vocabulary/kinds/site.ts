import { defineKind } from '../define.ts';

const entry = {
  key: {
    type: 'string',
    pattern: '^[a-z][A-Za-z0-9]*$',
    description: "The entry's name (data-menu on the page, and what shortcuts name).",
  },
  label: { $ref: '#/$defs/textKey' },
  roles: { $ref: '#/$defs/roles' },
  features: { $ref: '#/$defs/features' },
};

export default defineKind({
  name: 'site',
  doc: "The site itself (one file, screens/site/site.json): its layouts, its routes and the screen each shows, the sidebar, the home shortcuts, the profile dropdown and the header's inbox.",
  spec: {
    type: 'object',
    required: ['layouts', 'routes', 'sidebar'],
    additionalProperties: false,
    properties: {
      layouts: {
        type: 'array',
        minItems: 1,
        items: {
          title: 'SiteLayout',
          type: 'object',
          required: ['name', 'path', 'title', 'index'],
          additionalProperties: false,
          properties: {
            name: {
              type: 'string',
              enum: ['box', 'main'],
              description:
                'box: the boxed authentication area (logo, box, version); main: the signed-in area (header, sidebar, breadcrumb, footer), behind the sign-in guard.',
            },
            path: { $ref: '#/$defs/route', description: 'Where the layout starts (/auth, /account); its routes are under it.' },
            title: { $ref: '#/$defs/textKey', description: "The layout's title in the breadcrumb and the page's title." },
            index: { $ref: '#/$defs/route', description: "Where the layout's own path goes (/account goes to /account/home)." },
          },
        },
      },
      fallback: { $ref: '#/$defs/route', description: 'Where any other address goes (spec 000 §2: /auth).' },
      landing: {
        type: 'array',
        items: {
          title: 'SiteLanding',
          type: 'object',
          required: ['roles', 'to'],
          additionalProperties: false,
          properties: {
            roles: { $ref: '#/$defs/roles' },
            to: { $ref: '#/$defs/route' },
          },
        },
        description:
          "Where a sign-in lands: the first entry whose roles the user holds (the bank's operators to the back office); otherwise the first signed-in layout's index.",
      },
      routes: {
        type: 'array',
        minItems: 1,
        items: {
          title: 'SiteRoute',
          type: 'object',
          required: ['path', 'layout', 'title', 'screen'],
          additionalProperties: false,
          properties: {
            path: { $ref: '#/$defs/route' },
            layout: { type: 'string', enum: ['box', 'main'] },
            title: { $ref: '#/$defs/textKey', description: "The route's title (breadcrumb, page title; spec 000 §2)." },
            screen: { $ref: '#/$defs/screenId', description: 'The screen the route shows.' },
            roles: {
              $ref: '#/$defs/roles',
              description: "spec 000 §6: only a user holding one of them enters; the others are sent to the layout's index.",
            },
            features: { $ref: '#/$defs/features', description: "Only with every flag on; otherwise to the layout's index." },
            machines: {
              type: 'array',
              items: { $ref: '#/$defs/machine' },
              uniqueItems: true,
              description: "Machines the route gives its screens (the card page's cardLifecycle).",
            },
          },
        },
      },
      sidebar: {
        type: 'array',
        items: {
          title: 'SidebarEntry',
          type: 'object',
          required: ['key', 'label'],
          additionalProperties: false,
          description: 'A link to a route (shown only when the route exists and lets the user in), or a group holding links.',
          properties: {
            ...entry,
            to: { $ref: '#/$defs/route' },
            children: {
              type: 'array',
              minItems: 1,
              items: {
                title: 'SidebarLink',
                type: 'object',
                required: ['key', 'label', 'to'],
                additionalProperties: false,
                properties: { ...entry, to: { $ref: '#/$defs/route' } },
              },
            },
          },
        },
      },
      shortcuts: {
        type: 'array',
        items: { type: 'string' },
        uniqueItems: true,
        description: 'The sidebar entries (by key) the home page offers as shortcuts, under the same rules as the sidebar.',
      },
      profileMenu: {
        type: 'array',
        items: {
          title: 'ProfileMenuItem',
          type: 'object',
          required: ['key', 'label'],
          additionalProperties: false,
          description: 'An item of the profile dropdown: a route to go to, or steps to run (a dialog, a sign-out).',
          properties: {
            ...entry,
            to: { $ref: '#/$defs/route' },
            steps: { $ref: '#/$defs/steps' },
            exit: { type: 'boolean', description: 'Drawn as the way out, apart from the others.' },
          },
        },
      },
      header: {
        title: 'SiteHeader',
        type: 'object',
        additionalProperties: false,
        description: "What the signed-in header shows beside the brand, the inbox and the profile menu.",
        properties: {
          account: {
            title: 'SiteHeaderAccount',
            type: 'object',
            required: ['roles'],
            additionalProperties: false,
            description:
              "The account's balance (with the eye toggle), branch and number: shown, and the balance asked for, only to a user holding one of the roles (a bank's operator has no account of their own).",
            properties: { roles: { $ref: '#/$defs/roles' } },
          },
        },
      },
      inbox: {
        title: 'SiteInbox',
        type: 'object',
        required: ['screen', 'unread'],
        additionalProperties: false,
        description:
          "The header's message inbox: the screen its panel shows, and the call whose field counts the unread messages.",
        properties: {
          screen: { $ref: '#/$defs/screenId' },
          unread: {
            type: 'object',
            required: ['data', 'field'],
            additionalProperties: false,
            properties: { data: { $ref: '#/$defs/dataSource' }, field: { $ref: '#/$defs/fieldPath' } },
          },
        },
      },
    },
  },
  view: () => import('../../site/SiteMapView.tsx').then((module) => module.SiteMapView),
});
