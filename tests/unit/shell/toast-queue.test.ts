import { expect, test } from 'vitest';
import { addToasts, toastsFor } from '../../../src/shell/toasts/toast-queue.ts';

test('each error item of a server answer becomes an error toast titled with its code', () => {
  const toasts = toastsFor({
    kind: 'error',
    items: [
      { message: 'Saldo insuficiente.', errorCode: 'LD10001' },
      { message: 'Outro.', errorCode: 'X1' },
    ],
  });
  expect(toasts).toEqual([
    { level: 'error', title: 'LD10001', message: 'Saldo insuficiente.' },
    { level: 'error', title: 'X1', message: 'Outro.' },
  ]);
});

test('a toast already showing is not shown twice', () => {
  const once = addToasts([], [{ level: 'error', title: 'AU10001', message: 'Operador ou senha inválidos.' }]);
  const twice = addToasts(once, [{ level: 'error', title: 'AU10001', message: 'Operador ou senha inválidos.' }]);
  expect(twice).toBe(once);
  const other = addToasts(once, [{ level: 'info', title: 'Info', message: 'Copiado' }]);
  expect(other).toHaveLength(2);
  expect(new Set(other.map((toast) => toast.id)).size).toBe(2);
});
