import { askEarly } from '../../api/early-answers.ts';
import { storedUser } from '../../api/authentication.ts';
import { pageStarted } from '../../api/page-start.ts';
import { firstGridView, gridReadParams } from '../grid/grid-filters.ts';
import { screenFile, sectionsOf } from '../screens/screen-store.ts';
import type { GridScreen, ScreenModule } from '../screens/types.ts';
import { loadOperationWord } from '../vocabulary/registry/operation-loader.ts';
import { BINDING_SOURCES, bindsTo, resolveParams } from './bindings.ts';
import { earlyReadKey } from './operation-calls.ts';
import { hostUserOf } from './screen-host.ts';

/** What a page's start knows nothing of: only "@account" (the stored session's user) is known. */
const UNKNOWN_BEFORE_RENDER = BINDING_SOURCES.filter((source) => source !== 'account');

/**
 * The read a grid makes as it opens, if it can be known before the page renders: its data source's
 * parameters bound to nothing but the signed-in account ("@account"), with the page, page size and
 * filters the grid starts with (src/renderer/grid/grid-filters.ts, which the grid itself uses).
 */
export function firstGridRead(
  module: ScreenModule,
  account: object,
): { operation: string; params: Record<string, unknown> } | undefined {
  if (module.screen.kind !== 'grid') return undefined;
  const { spec } = module.screen as GridScreen;
  const source = spec.data;
  if (UNKNOWN_BEFORE_RENDER.some((scope) => bindsTo(source.params, scope))) return undefined;
  const params = { ...resolveParams(source.params, { account }), ...gridReadParams(spec, firstGridView(spec)) };
  if ((source.required ?? []).some((name) => params[name] === undefined || params[name] === null || params[name] === ''))
    return undefined;
  return { operation: source.operation, params };
}

/**
 * Asks the bank, once the page's start has opened the stored session, for the rows the grids of a
 * signed-in route's screen (and of the sections it opens with) show first: on a phone's link the
 * statement's rows were asked for only once the page had rendered, after the session's check had
 * answered, and came some 0.5 s after the balance (bench:web's waterfall of a returning visit). The
 * screen's file is read alone, not waiting for its view's code. The grid's query takes the answer
 * (useOperationQuery, src/renderer/host/operation-calls.ts) if it asks for the same rows within 15 s
 * with the same session (src/api/early-answers.ts); without a stored session nothing is asked.
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
    const read = screen && firstGridRead(screen, account);
    if (!read) continue;
    // A screen's file brings the words it names (scripts/vite/screens-plugin.ts).
    const word =
      screen.operations?.find((candidate) => candidate.name === read.operation) ?? (await loadOperationWord(read.operation));
    // A word read afresh each time (fresh) keeps no answer to hand over.
    if (!word.fresh) askEarly(earlyReadKey(read.operation, read.params), () => word.run(read.params));
  }
}
