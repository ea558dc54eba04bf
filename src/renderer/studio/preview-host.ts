import i18next from 'i18next';
import type { LookupItem } from '../../generated/schemas.ts';
import { publishNotice } from '../../api/notices.ts';
import { getLookup } from '../../api/lookups.ts';
import { lookupZipCode } from '../../api/zip-code.ts';
import { cardActionsFor, type CardAction } from '../../machines/card-lifecycle.machine.ts';
import type { HostUser, MachineHandle, ScreenHost } from '../host/screen-host.ts';
import { sampleFor } from '../schema/sample-data.ts';
import type { SchemaNode } from '../schema/schema-paths.ts';
import type { DataSource, FeatureName, ScreenModule } from '../screens/types.ts';

const SAMPLE_ROWS = 7;

/** Lists for when the live one cannot be read (no session in the studio): two plain options. */
function sampleLookup(name: string): LookupItem[] {
  return [
    { key: `${name.toUpperCase()}_1`, value: i18next.t('studio.sampleOption', { number: 1 }) },
    { key: `${name.toUpperCase()}_2`, value: i18next.t('studio.sampleOption', { number: 2 }) },
  ];
}

function sampleData(source: DataSource, params: Record<string, unknown>, module: ScreenModule): unknown {
  const root = (module.schema ?? {}) as SchemaNode;
  if (module.screen.kind !== 'grid') return sampleFor(root, root);
  const rows = Array.from({ length: SAMPLE_ROWS }, (_, index) => sampleFor(root, root, index));
  if (module.screen.spec.paging === 'server') {
    const pageSize = Number(params.pageSize ?? 20);
    const pageNumber = Number(params.pageNumber ?? 1);
    return {
      items: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      currentPage: pageNumber,
      pageSize,
      totalCount: rows.length,
    };
  }
  return source.items ? { [source.items]: rows } : rows;
}

export interface PreviewOptions {
  roles: string[];
  features: Partial<Record<FeatureName, boolean>>;
  visible: boolean;
}

/**
 * The studio's host: every screen's data is sample data generated from its schemas, calls and
 * navigation are shown instead of made; lookup lists and the zip-code service stay live.
 */
export function createPreviewHost(options: PreviewOptions): ScreenHost {
  const user: HostUser = {
    accountId: '3f2504e0-4f89-41d3-9a0c-000000000001',
    name: 'Maria da Silva Souza',
    userName: 'maria',
    roles: options.roles,
  };
  const say = (message: string) => publishNotice({ kind: 'toast', level: 'info', title: i18next.t('studio.title'), message });
  // The card grid's actions follow the machine's graph for each sample status; events are shown, not sent.
  const cardCalls: Record<string, string> = { LOCK: 'lockCard', UNLOCK: 'unlockCard', ACCEPT: 'cancelCard' };
  let cardId: unknown = null;
  const cardLifecycle: MachineHandle = {
    can: (event, row) =>
      cardActionsFor(String((row as { status?: unknown } | null)?.status ?? '')).includes(event.type as CardAction),
    send: (event) => {
      if (event.id !== undefined) cardId = event.id;
      const operation = cardCalls[event.type];
      if (operation) say(i18next.t('studio.wouldCall', { operation, values: JSON.stringify({ id: cardId }) }));
      return true;
    },
  };
  // The registration flow is previewed at its first step, the person type; its events are shown, not sent.
  const registrationView = { state: 'personType', busy: false, data: {} };
  const registration: MachineHandle = {
    view: () => registrationView,
    watch: () => () => undefined,
    can: () => true,
    send: (event) => {
      say(i18next.t('studio.wouldCall', { operation: event.type, values: JSON.stringify(event) }));
      return false;
    },
  };
  return {
    mode: 'preview',
    user,
    features: options.features,
    visible: options.visible,
    machines: { cardLifecycle, registration },
    services: {
      lookup: (name) => getLookup(name),
      zipCode: (zipCode) => lookupZipCode(zipCode),
      sampleLookup,
    },
    fetchData: async (source, params, module) => sampleData(source, params, module),
    initialFormData: (module) => sampleFor((module.schema ?? {}) as SchemaNode, module.schema),
    call: async (operation, params, body) => {
      say(
        i18next.t('studio.wouldCall', {
          operation,
          values: JSON.stringify({ ...params, ...(body && typeof body === 'object' ? body : {}) }),
        }),
      );
    },
    navigate: (to) => say(i18next.t('studio.wouldNavigate', { to })),
  };
}
