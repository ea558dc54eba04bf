import { expect, test } from './support/fixtures.ts';

/** The address block as the studio shows it: the zip code goes to the sandbox's table of real zip codes. */
test('typing a real zip code fills street, complement, neighbourhood, city and state, and sets Brazil', async ({ page }) => {
  await page.goto('/studio/address-form');
  const form = page.getByTestId('studio-screen');
  const zipCode = form.getByRole('textbox', { name: 'CEP', exact: true });
  await expect(zipCode).toHaveValue('01310-100');
  const lookup = page.waitForResponse((response) => response.url().endsWith('/ws/01001000/json/'));
  await zipCode.fill('');
  await form.getByRole('combobox', { name: 'País', exact: true }).selectOption('');
  await zipCode.pressSequentially('01001000');
  expect((await lookup).status()).toBe(200);
  await expect(form.getByRole('textbox', { name: 'Logradouro', exact: true })).toHaveValue('Praça da Sé');
  await expect(form.getByRole('textbox', { name: 'Complemento', exact: true })).toHaveValue('lado ímpar');
  await expect(form.getByRole('textbox', { name: 'Bairro', exact: true })).toHaveValue('Sé');
  await expect(form.getByRole('textbox', { name: 'Cidade', exact: true })).toHaveValue('São Paulo');
  await expect(form.getByRole('textbox', { name: 'Estado', exact: true })).toHaveValue('SP');
  await expect(form.getByRole('combobox', { name: 'País', exact: true })).toHaveValue('BR');
  await expect(zipCode).toHaveValue('01001-000');
});

test('an unknown zip code fills nothing and says so', async ({ page }) => {
  await page.goto('/studio/address-form');
  const form = page.getByTestId('studio-screen');
  const street = form.getByRole('textbox', { name: 'Logradouro', exact: true });
  await expect(street).toHaveValue('Avenida Paulista');
  const zipCode = form.getByRole('textbox', { name: 'CEP', exact: true });
  await zipCode.fill('');
  await zipCode.pressSequentially('99999999');
  await expect(form.getByText('CEP não encontrado. Preencha o endereço.')).toBeVisible();
  await expect(street).toHaveValue('Avenida Paulista');
});

test('required fields left empty show their messages once touched', async ({ page }) => {
  await page.goto('/studio/address-form');
  const form = page.getByTestId('studio-screen');
  const street = form.getByRole('textbox', { name: 'Logradouro', exact: true });
  await street.fill('');
  await street.blur();
  await expect(form.getByText('Informe o logradouro.')).toBeVisible();
  await expect(street).toHaveAttribute('aria-invalid', 'true');
});
