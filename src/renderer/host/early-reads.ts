import { askEarly } from '../../api/early-answers.ts';
import { storedUser } from '../../api/authentication.ts';
import { pageStarted } from '../../api/page-start.ts';
import { firstGridView, gridReadParams, initialFilterValues } from '../grid/grid-filters.ts';
import { screenFile, sectionsOf } from '../screens/screen-store.ts';
import type { ChartScreen, DataSource, GridScreen, ScreenModule } from '../screens/types.ts';
import { loadOperationWord } from '../vocabulary/registry/operation-loader.ts';
import { BINDING_SOURCES, bindsTo, lacksRequired, resolveParams } from './bindings.ts';
import { earlyReadKey } from './operation-calls.ts';
import { hostUserOf } from './screen-host.ts';

/** What a page's start knows nothing of: only "@account" (the stored session's user) is known. */
const UNKNOWN_BEFORE_RENDER = BINDING_SOURCES.filter((source) => source !== 'account');

/** A read a screen makes as it opens: its operation and parameters. */
export interface FirstRead {
  operation: string;
  params: Record<string, unknown>;
}

/**
 * A data source's read with `extra` (a grid's paging, the filters' first values), if it can be known
 * before the page renders: its parameters bound to nothing but the signed-in account ("@account"),
 * and none it requires left empty.
 */
function knownRead(source: DataSource, account: object, extra: Record<string, unknown>): FirstRead | undefined {
  if (UNKNOWN_BEFORE_RENDER.some((scope) => bindsTo(source.params, scope))) return undefined;
  const params = { ...resolveParams(source.params, { account }), ...extra };
  return lacksRequired(source.required, params) ? undefined : { operation: source.operation, params };
}

/**
 * The reads a screen makes as it opens that can be known before the page renders: a grid's, with
 * the page, page size and filters it starts with (src/renderer/grid/grid-filters.ts, which the grid
 * itself uses); a chart's and its totals', with its filters' first values (as ChartView asks them).
 */
export function firstReads(module: ScreenModule, account: object): FirstRead[] {
  const { screen } = module;
  if (screen.kind === 'grid') {
    const { spec } = screen as GridScreen;
    const read = knownRead(spec.data, account, gridReadParams(spec, firstGridView(spec)));
    return read ? [read] : [];
  }
  if (screen.kind === 'chart') {
    const { spec } = screen as ChartScreen;
    const filters = initialFilterValues(spec.filters);
    return [spec.data, spec.totals?.data].flatMap((source) => (source ? (knownRead(source, account, filters) ?? []) : []));
  }
  return [];
}

/**
 * Asks the bank, once the page's start has opened the stored session, for what the grids and charts
 * of a signed-in route's screen (and of the sections it opens with) show first: on a phone's link the
 * statement's rows were asked for only once the page had rendered, after the session's check had
 * answered, and came some 0.5 s after the balance (bench:web's waterfall of a returning visit); the
 * consolidations' days and totals 0.2 s after the session's answers. The screen's file is read alone,
 * not waiting for its view's code. The screen's query takes the answer (useOperationQuery,
 * src/renderer/host/operation-calls.ts) if it asks the same within 15 s with the same session
 * (src/api/early-answers.ts); without a stored session nothing is asked.
 */
export async function askFirstReads(screenId: string): Promise<void> {
  const started = pageStarted();
  if (!started) return;
  const [module] = await Promise.all([screenFile(screenId), started]);
  const user = storedUser();
  if (!user) return;
  const account = hostUserOf(user);
  const sections = await Promise.all(sectionsOf(module).map((id) => screenFile(id).catch(() => undefined)));
  for (const screen of [module, ...sections]) {
    if (!screen) continue;
    for (const read of firstReads(screen, account)) {
      // A screen's file brings the words it names (scripts/vite/screens-plugin.ts).
      const word =
        screen.operations?.find((candidate) => candidate.name === read.operation) ?? (await loadOperationWord(read.operation));
      // A word read afresh each time (fresh) keeps no answer to hand over.
      if (!word.fresh) askEarly(earlyReadKey(read.operation, read.params), () => word.run(read.params));
    }
  }
}
