// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { LazyRoute, routeCode } from '../../../src/shell/route-code.tsx';
import { setupI18n, text } from '../renderer/support/i18n.ts';

/**
 * A route's code as the site loads it: on demand and once, at once when it is already here, and
 * after a failed load (a dropped connection, a new version deployed) a way to try again.
 */
beforeAll(setupI18n);
afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

test('code not yet here shows nothing until it comes, then the route; it is asked for once', async () => {
  const code = deferred<React.ReactNode>();
  let calls = 0;
  const route = routeCode(() => {
    calls += 1;
    return code.promise;
  });
  const { container } = render(<LazyRoute code={route} />);
  expect(container.textContent).toBe('');
  await act(async () => code.resolve(<h1>Extrato</h1>));
  expect(screen.getByRole('heading', { name: 'Extrato' })).toBeTruthy();
  render(<LazyRoute code={route} />);
  expect(screen.getAllByRole('heading', { name: 'Extrato' })).toHaveLength(2);
  expect(calls).toBe(1);
});

test('code loaded beforehand renders in the first pass, with no empty frame', async () => {
  const route = routeCode(() => Promise.resolve(<h1>Início</h1>));
  await route.load();
  render(<LazyRoute code={route} />);
  expect(screen.getByRole('heading', { name: 'Início' })).toBeTruthy();
});

test('a failed load says so, and trying again loads the route', async () => {
  const answers = [deferred<React.ReactNode>(), deferred<React.ReactNode>()];
  let calls = 0;
  const route = routeCode(() => answers[calls++]!.promise);
  render(<LazyRoute code={route} />);
  await act(async () => answers[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
  expect(screen.getByRole('alert').textContent).toContain(text('app.pageLoadFailed'));
  fireEvent.click(screen.getByRole('button', { name: text('app.pageLoadRetry') }));
  await act(async () => answers[1]!.resolve(<h1>Pix</h1>));
  expect(screen.getByRole('heading', { name: 'Pix' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(calls).toBe(2);
});
