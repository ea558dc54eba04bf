import { buildSiteIfStale } from '../../../scripts/lib/site-build.ts';
import { prepareSeededBank } from '../../support/test-sandbox.ts';

/**
 * The end-to-end tests run against the built site, as `npm start` serves it (`npm test` builds it in
 * a step of its own; a run of Playwright alone builds it here when stale), and the demo bank is seeded
 * once: every spec file's sandbox opens a copy of it. Answers the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildSiteIfStale();
  return prepareSeededBank();
}
