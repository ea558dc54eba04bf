import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

/** A route's code, loaded on first need and kept: what the route renders once it is here. */
export interface RouteCode {
  /** Starts loading (once; again after a failure) and answers the route's element. */
  load(): Promise<ReactNode>;
  /** The element once loaded, for a render in the same pass as the navigation. */
  loaded(): ReactNode | undefined;
}

export function routeCode(loader: () => Promise<ReactNode>): RouteCode {
  let pending: Promise<ReactNode> | undefined;
  let element: ReactNode | undefined;
  return {
    load() {
      pending ??= loader().then(
        (loadedElement) => (element = loadedElement),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => element,
  };
}

/**
 * A route whose code loads on demand. Code already here (the address's own, started before the
 * first render, and every area's, preloaded once the first screen is up: src/shell/routes.tsx)
 * renders at once; otherwise `pending` shows (nothing by default) until it comes, and a failed load
 * says so with a way to try again. No Suspense: its reveal waits on a timer the end-to-end tests'
 * paused clocks hold.
 */
export function LazyRoute({ code, pending = null }: { code: RouteCode; pending?: ReactNode }) {
  const { t } = useTranslation();
  const [, setLoadedCount] = useState(0);
  const [failed, setFailed] = useState(false);
  const element = code.loaded();
  useEffect(() => {
    if (element !== undefined || failed) return;
    let current = true;
    code.load().then(
      () => current && setLoadedCount((count) => count + 1),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [code, element, failed]);
  if (element !== undefined) return element;
  if (!failed) return pending;
  return (
    <div className="notice notice-error" role="alert">
      <p>{t('app.pageLoadFailed')}</p>
      <button type="button" className="button button-primary" onClick={() => setFailed(false)}>
        {t('app.pageLoadRetry')}
      </button>
    </div>
  );
}
