import { assertPostgresSuitesExist } from './backends.ts';
import { prepareSeededBank } from './test-sandbox.ts';

/** vitest's global setup of the integration project: the demo bank is seeded once for the run. */
export default async function setup(): Promise<() => Promise<void>> {
  assertPostgresSuitesExist();
  return prepareSeededBank(process.env.TEST_DATABASE_URL);
}
