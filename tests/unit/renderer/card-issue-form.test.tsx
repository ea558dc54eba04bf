// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { renderForm } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

afterEach(cleanup);

const ACCOUNT_DRAFT = {
  additionalCard: false,
  accountId: '11111111-1111-4111-8111-111111111111',
  productId: 'cd000000-0000-4000-8000-000000000501',
  type: 'CREDIT',
  name: 'Maria da Silva Souza',
  displayName: 'MARIA DA SILVA SOUZA',
  taxId: '52998224725',
  birth: '1985-03-14',
  mother: 'Helena da Silva',
  address: {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1578',
    complement: 'Apto 42',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  invoiceClosingDay: 1,
  invoicePayDay: 11,
  hasBilling: false,
};

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('the issue-card form (spec 001 §4 and §5)', () => {
  test('with the additional-card switch off, the person and address fields are read-only', async () => {
    await renderForm('card-issue', { initialData: ACCOUNT_DRAFT });
    await waitFor(() => expect(input(/^CPF\/CNPJ/).readOnly).toBe(true));
    expect(input(/^Nome do titular/).readOnly).toBe(true);
    expect(input(/^Logradouro/).readOnly).toBe(true);
    expect(input(/^Nome no cartão/).readOnly).toBe(false);
  });

  test('turning it on clears the person and keeps the card type and the zip code; typing a name fills the display name', async () => {
    const user = userEvent.setup();
    const form = await renderForm('card-issue', { initialData: ACCOUNT_DRAFT });
    await user.click(screen.getByRole('switch', { name: 'Cartão adicional' }));
    await waitFor(() => expect(input(/^CPF\/CNPJ/).value).toBe(''));
    expect(input(/^CPF\/CNPJ/).readOnly).toBe(false);
    expect(input(/^Nome do titular/).value).toBe('');
    expect((screen.getByLabelText(/^Tipo do cartão/) as HTMLSelectElement).value).toBe('CREDIT');
    expect(input(/^CEP/).value).toBe('01310-100');
    expect(input(/^Logradouro/).value).toBe('');
    expect((screen.getByLabelText(/^Dia de fechamento/) as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText(/^Dia de pagamento/) as HTMLSelectElement).value).toBe('11');
    await user.type(input(/^Nome do titular/), 'Ana Paula');
    await waitFor(() => expect(input(/^Nome no cartão/).value).toBe('ANA PAULA'));
    expect(form.status().valid).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Cartão adicional' }));
    await waitFor(() => expect(input(/^CPF\/CNPJ/).value).toBe('529.982.247-25'));
    expect(input(/^Nome no cartão/).value).toBe('MARIA DA SILVA SOUZA');
  }, 20_000);

  test("a company's tax id hides the mother's name, and a person's shows it again with what was typed", async () => {
    const user = userEvent.setup();
    await renderForm('card-issue', { initialData: ACCOUNT_DRAFT });
    await user.click(screen.getByRole('switch', { name: 'Cartão adicional' }));
    await waitFor(() => expect(input(/^CPF\/CNPJ/).value).toBe(''));
    await user.type(input(/^Nome da mãe/), 'Helena');
    await user.type(input(/^CPF\/CNPJ/), '11222333000181');
    await waitFor(() => expect(screen.queryByLabelText(/^Nome da mãe/)).toBeNull());
    await user.clear(input(/^CPF\/CNPJ/));
    await user.type(input(/^CPF\/CNPJ/), '11144477735');
    await waitFor(() => expect(input(/^Nome da mãe/).value).toBe('Helena'));
  }, 20_000);
});
