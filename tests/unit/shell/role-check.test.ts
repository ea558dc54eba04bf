import { expect, test } from 'vitest';
import { hasAnyRole } from '../../../src/shell/RoleCheck.tsx';

test('an empty or absent role list lets everyone in (spec 000 §6)', () => {
  expect(hasAnyRole([], [])).toBe(true);
  expect(hasAnyRole([], undefined)).toBe(true);
});

test('a role list lets in a user who holds at least one of its roles, and nobody else', () => {
  expect(hasAnyRole(['ACCOUNT_HOLDER'], ['ACCOUNT_ADMIN', 'ACCOUNT_HOLDER'])).toBe(true);
  expect(hasAnyRole(['ACCOUNT_HOLDER'], ['ACCOUNT_ADMIN'])).toBe(false);
  expect(hasAnyRole([], ['ACCOUNT_ADMIN'])).toBe(false);
});
