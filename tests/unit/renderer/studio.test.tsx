// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screenIds } from 'virtual:balcao-screens';
import * as lookups from '../../../src/api/lookups.ts';
import { StudioPage } from '../../../src/renderer/studio/StudioPage.tsx';
import { loadScreen } from '../../../src/renderer/screens/screen-store.ts';
import { setupI18n, text } from './support/i18n.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);
vi.spyOn(lookups, 'getLookup').mockRejectedValue(new Error('no session in the studio'));

async function openStudio(screenId?: string) {
  await setupI18n();
  if (screenId) await loadScreen(screenId);
  render(
    <MemoryRouter initialEntries={[`/studio${screenId ? `/${screenId}` : ''}`]}>
      <Routes>
        <Route path="/studio/:screenId?" element={<StudioPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('studio', () => {
  test('lists every screen file', async () => {
    await openStudio();
    const list = screen.getByRole('navigation', { name: 'Telas' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(screenIds);
    expect(screenIds).toEqual(expect.arrayContaining(['address-form', 'cards', 'statement', 'change-password', 'profile']));
  });

  /** A title as the heading shows it: a value the preview has fills its placeholder, one it lacks leaves it out. */
  const titlePattern = (title: string) =>
    new RegExp(
      `^${title
        .split(/\s*\{\{\w+\}\}\s*/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );

  test.each(screenIds)('%s renders with sample data from its schemas, its JSON beside it', async (screenId) => {
    await openStudio(screenId);
    const module = await loadScreen(screenId);
    const preview = screen.getByTestId('studio-screen');
    await waitFor(() =>
      expect(within(preview).getAllByRole('heading', { name: titlePattern(text(module.screen.title)) }).length).toBeGreaterThan(
        0,
      ),
    );
    expect(within(preview).queryByRole('alert')).toBeNull();
    expect(JSON.parse(screen.getByTestId('studio-json').textContent ?? '')).toMatchObject({
      id: screenId,
      kind: module.screen.kind,
    });
  });

  test('a grid shows sample rows, their actions following the sample statuses', async () => {
    await openStudio('cards');
    const preview = screen.getByTestId('studio-screen');
    await waitFor(() => expect(within(preview).getAllByRole('row').length).toBeGreaterThan(2));
    expect(within(preview).getAllByRole('button', { name: 'Bloquear' }).length).toBeGreaterThan(0);
    expect(within(preview).getAllByRole('button', { name: 'Desbloquear' }).length).toBeGreaterThan(0);
  });
});
