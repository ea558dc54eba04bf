import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Runs a grid row's action by its name: a button of the row, or, when the row's actions did not fit
 * the table, an item of its "Mais ações" menu.
 */
export async function clickRowAction(row: Locator, name: string): Promise<void> {
  await expect(row.locator('[data-action]').filter({ hasText: name }).first()).toBeAttached();
  const button = row.getByRole('button', { name, exact: true });
  if (await button.isVisible()) return button.click();
  await row.getByRole('button', { name: 'Mais ações' }).click();
  await row.getByRole('menuitem', { name, exact: true }).click();
}

/** A row's actions in their order, the buttons and then the items of its "Mais ações" menu, open or not. */
export const rowActions = (row: Locator): Locator => row.locator('[data-action]');
