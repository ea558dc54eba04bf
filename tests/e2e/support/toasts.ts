import { expect, type Page } from '@playwright/test';

/**
 * Closes the toast that says `text` with its × button, as a person does: a toast stays 20 s in the
 * page's bottom-right corner (spec 000 §9), over the buttons a page or dialog has there, and a click
 * on one of them waits until then.
 */
export async function closeToast(page: Page, text: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await expect(toast).toHaveCount(0);
}
