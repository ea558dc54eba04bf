import { availableParallelism } from 'node:os';
import { describe, expect, test } from 'vitest';
import { readSandboxConfig } from '../../../src/sandbox/config.ts';

describe('the sandbox configuration', () => {
  test('demo and test modes start with the development key of the electronic password verifier', () => {
    expect(readSandboxConfig({}).electronicPasswordKey).toBe('balcao-dev-electronic-password-key');
    expect(readSandboxConfig({ SANDBOX_MODE: 'test' }).mode).toBe('test');
  });

  test('production refuses to start without a key of its own, or with a short one', () => {
    expect(() => readSandboxConfig({ SANDBOX_MODE: 'production' })).toThrow(/ELECTRONIC_PASSWORD_KEY must be set/);
    expect(() => readSandboxConfig({ SANDBOX_MODE: 'production', ELECTRONIC_PASSWORD_KEY: 'short' })).toThrow(/at least 32/);
    const key = 'f3a1c9e07b5d2468ace13579bdf02468';
    expect(readSandboxConfig({ SANDBOX_MODE: 'production', ELECTRONIC_PASSWORD_KEY: key }).electronicPasswordKey).toBe(key);
  });

  test('one process on the embedded database; on PostgreSQL one less than the cores, unless SANDBOX_WORKERS says', () => {
    const url = 'postgres://bank@127.0.0.1/bank';
    expect(readSandboxConfig({}).workers).toBe(1);
    expect(readSandboxConfig({ DATABASE_URL: url }).workers).toBe(Math.max(1, availableParallelism() - 1));
    expect(readSandboxConfig({ DATABASE_URL: url, SANDBOX_WORKERS: '3' }).workers).toBe(3);
    expect(() => readSandboxConfig({ SANDBOX_WORKERS: '2' })).toThrow(/needs DATABASE_URL/);
    expect(() => readSandboxConfig({ DATABASE_URL: url, SANDBOX_WORKERS: '0' })).toThrow(/whole number/);
    expect(() => readSandboxConfig({ DATABASE_URL: url, SANDBOX_WORKERS: 'many' })).toThrow(/whole number/);
  });

  test("the demo operators' passwords are seeded at the bank's scrypt cost, cheaper only in test mode, never below it in production", () => {
    const key = 'f3a1c9e07b5d2468ace13579bdf02468';
    expect(readSandboxConfig({}).seedPasswordCost).toBe(17);
    expect(readSandboxConfig({ SANDBOX_MODE: 'test' }).seedPasswordCost).toBe(12);
    expect(readSandboxConfig({ SEED_PASSWORD_COST: '14' }).seedPasswordCost).toBe(14);
    expect(() => readSandboxConfig({ SEED_PASSWORD_COST: '9' })).toThrow(
      /SEED_PASSWORD_COST must be a whole number from 10 to 20/,
    );
    expect(() => readSandboxConfig({ SEED_PASSWORD_COST: 'cheap' })).toThrow(/SEED_PASSWORD_COST must be a whole number/);
    expect(() =>
      readSandboxConfig({ SANDBOX_MODE: 'production', ELECTRONIC_PASSWORD_KEY: key, SEED_PASSWORD_COST: '12' }),
    ).toThrow(/at least 17 when SANDBOX_MODE is production/);
  });

  test('an unknown mode or a theme that is not a folder name is refused', () => {
    expect(() => readSandboxConfig({ SANDBOX_MODE: 'staging' })).toThrow(/SANDBOX_MODE must be/);
    expect(() => readSandboxConfig({ THEME: '../etc' })).toThrow(/THEME must name a folder/);
  });
});
