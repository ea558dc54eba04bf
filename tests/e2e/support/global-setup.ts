import { rmSync } from 'node:fs';
import { buildSiteIfStale } from '../../../scripts/lib/site-build.ts';
import { prepareSeededBank } from '../../support/test-sandbox.ts';
import { BROWSER_WALKS_DIR } from '../../model/harness/report-files.ts';

/**
 * The end-to-end tests run against the built site, as `npm start` serves it (`npm test` builds it in
 * a step of its own; a run of Playwright alone builds it here when stale), and the demo bank is seeded
 * once: every spec file's sandbox opens a copy of it. The model report's walks in Chromium are those
 * of this run (tests/e2e/support/model-walk.ts). Answers the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(BROWSER_WALKS_DIR, { recursive: true, force: true });
  await buildSiteIfStale();
  return prepareSeededBank();
}
