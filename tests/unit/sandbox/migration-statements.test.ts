import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { splitStatements } from '../../../src/sandbox/db/migrate.ts';

const MIGRATIONS = new URL('../../../src/sandbox/migrations/', import.meta.url);

describe('the statements of a migration', () => {
  test('end at the semicolons outside quoted text and dollar-quoted bodies', () => {
    const script = [
      '-- a comment; with a semicolon',
      "create function f() returns text language plpgsql as $$ begin return 'a;b'; end $$;",
      "insert into t values ('x;y');",
      'create function g() returns int language sql as $body$ select 1; $body$;',
      'select 2',
    ].join('\n');
    expect(splitStatements(script)).toEqual([
      "create function f() returns text language plpgsql as $$ begin return 'a;b'; end $$",
      "insert into t values ('x;y')",
      'create function g() returns int language sql as $body$ select 1; $body$',
      'select 2',
    ]);
  });

  test('of every migration without a function are those its semicolons end', () => {
    for (const name of readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql'))) {
      const script = readFileSync(new URL(name, MIGRATIONS), 'utf8');
      if (script.includes('$$')) continue;
      const naive = script
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean);
      expect(splitStatements(script), name).toEqual(naive);
    }
  });

  test('keep each function of the approval statement whole', () => {
    const script = readFileSync(new URL('013_approval_statement.sql', MIGRATIONS), 'utf8');
    const statements = splitStatements(script);
    expect(statements).toHaveLength(2);
    expect(statements.every((statement) => statement.startsWith('create function') && statement.endsWith('$$'))).toBe(true);
  });
});
