import type { TFunction } from 'i18next';
import type { DialogApi } from '../dialogs/dialog-context.ts';
import type { BindingScope } from '../host/bindings.ts';
import type { CallOptions, ScreenHost } from '../host/screen-host.ts';
import type { OperationName } from '../screens/types.ts';

/** What a step may use while it runs. */
export interface ActionContext {
  host: ScreenHost;
  /** Runs an operation through the site's query cache (host/operation-calls.ts); it throws on failure. */
  call(operation: OperationName, params: Record<string, unknown>, body?: unknown, options?: CallOptions): Promise<unknown>;
  scope: BindingScope;
  t: TFunction;
  dialogs: DialogApi;
  navigate(to: string): void;
  /** Loads the screen's data again (a grid, a detail); settles once the new data is in. */
  reload(): Promise<void>;
  /** Closes the modal the screen is in, with a result for its opener. */
  close(result?: unknown): void;
  /**
   * Says something next to a field of the record the steps run on (a refusal beside the amount),
   * where the view has a place for it; absent when it has none.
   */
  say?(field: string, message: string): void;
  /** Runs more steps with the same context (an approve step's `disapproved` and `cancelled`). */
  run(steps: readonly unknown[], scope?: BindingScope): Promise<boolean>;
}

/**
 * What a step answers: false stops the steps after it (a refused confirm, a failed call); true goes
 * on; `{ result }` goes on with the answer the later steps read as @result.
 */
export type StepOutcome = boolean | { result: unknown };

/** A query string built from the values that are set. */
export function withQuery(path: string, query: Record<string, unknown>): string {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
