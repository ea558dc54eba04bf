import { buildSiteIfStale } from '../../../scripts/lib/site-build.ts';

/** The end-to-end tests run against the built site, as `npm start` serves it. */
export default async function globalSetup(): Promise<void> {
  await buildSiteIfStale();
}
