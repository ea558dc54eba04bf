// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { Breadcrumb } from '../../../src/shell/layouts/Breadcrumb.tsx';
import { setupI18n, text } from '../renderer/support/i18n.ts';

/**
 * spec 001 §2's breadcrumb under the site's routes: the first page's trail comes with its first
 * render (arriving after it pushed the page down), and after a navigation it is refreshed about
 * 100 ms later.
 */
beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const trail = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

test('the first page shows its trail at once; a navigation changes it 100 ms later', async () => {
  vi.useFakeTimers();
  const router = createMemoryRouter([{ path: '*', element: <Breadcrumb /> }], { initialEntries: ['/account/home'] });
  render(<RouterProvider router={router} />);
  expect(trail()).toEqual([text('routes.account'), text('routes.home')]);
  expect(screen.getByRole('link', { name: text('routes.account') }).getAttribute('href')).toBe('/account');
  expect(screen.getByText(text('routes.home')).getAttribute('aria-current')).toBe('page');

  await act(() => router.navigate('/account/transactions/extract'));
  expect(trail()).toEqual([text('routes.account'), text('routes.home')]);
  await act(() => vi.advanceTimersByTimeAsync(100));
  expect(trail()).toEqual([text('routes.account'), text('routes.extract')]);
});
