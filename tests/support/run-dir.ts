/**
 * A folder `npm test` (scripts/test.ts) makes for its whole run: the first stage that seeds the demo
 * bank leaves its PGlite image there, and the later stages open copies of it instead of seeding again
 * (tests/support/test-sandbox.ts). The run removes it at its end.
 */
export const RUN_DIR_ENV = 'BALCAO_TEST_RUN_DIR';
