// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { renderForm, testHost } from './support/render-screen.tsx';
import { errorKeys, field } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

const DRAFT = {
  operationId: 'internetbank',
  merchantId: 'merchant-1',
  branchId: '22222222-2222-4222-8222-222222222222',
  productId: 'cccccccc-0000-4000-8000-000000000001',
  type: 'CARD',
  personType: 'N',
  nationality: 'BR',
  pep: false,
  phones: [],
  contacts: [],
  addresses: [],
};

const phones = () => screen.getByRole('group', { name: 'Telefones' });

/** A Brazilian phone row as the bank holds it. */
const phoneRow = (ddd: string, number: string, type = 'RESIDENTIAL') => ({ ddi: '055', ddd, number, type, isMain: true });
const CELLPHONE = phoneRow('011', '987654321', 'CELLPHONE');

describe('the large holder form (spec 001 §3, §4, §5)', () => {
  test('more than 11 characters of tax id make a company: its fields show and tax regime and legal nature are required', async () => {
    const user = userEvent.setup();
    await renderForm('card-holder-new', { initialData: DRAFT });
    expect(screen.queryByLabelText(/^Regime tributário/)).toBeNull();
    expect(field('Gênero').required).toBe(true);
    await user.type(field('CPF/CNPJ'), '11444777000161');
    await waitFor(() => expect(field('Regime tributário').required).toBe(true));
    expect(field('Natureza jurídica').required).toBe(true);
    expect(field('Nome fantasia')).toBeInTheDocument();
    expect(field('Inscrição')).toBeInTheDocument();
    expect(field('Tipo de pessoa')).toHaveValue('J');
    for (const label of [/^Gênero/, /^Nome da mãe/, /^Nome do pai/, /^Pessoa politicamente exposta/])
      expect(screen.queryByLabelText(label)).toBeNull();
  }, 20_000);

  test('a tax id of 12 or 13 digits is neither a CPF nor a CNPJ', async () => {
    const user = userEvent.setup();
    await renderForm('card-holder-new', { initialData: DRAFT });
    await user.type(field('CPF/CNPJ'), '114447770001');
    await user.tab();
    await waitFor(() => expect(errorKeys(field('CPF/CNPJ'))).toEqual(['messages.invalid_tax_id']));
  }, 20_000);

  test('"Adicionar telefone" adds "Telefone 1" and takes focus to its first field; removing it says so and goes back to the button', async () => {
    const user = userEvent.setup();
    await renderForm('card-holder-new', { initialData: DRAFT });
    await user.click(within(phones()).getByRole('button', { name: 'Adicionar telefone' }));
    const row = await within(phones()).findByRole('group', { name: 'Telefone 1' });
    await waitFor(() => expect(document.activeElement).toBe(within(row).getByLabelText(/^DDI/)));
    expect(within(row).getByLabelText(/^DDI/)).toHaveValue('055');
    await user.click(within(row).getByRole('button', { name: 'Remover telefone 1' }));
    await waitFor(() => expect(within(phones()).queryByRole('group', { name: 'Telefone 1' })).toBeNull());
    expect(document.activeElement).toBe(within(phones()).getByRole('button', { name: 'Adicionar telefone' }));
    expect(within(phones()).getByRole('status')).toHaveTextContent('Removido: Telefone 1.');
  }, 20_000);

  test('removing the first of two phones takes focus to the one that took its place', async () => {
    const user = userEvent.setup();
    await renderForm('card-holder-new', {
      initialData: {
        ...DRAFT,
        phones: [CELLPHONE, phoneRow('021', '33334444')],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remover telefone 1' }));
    const row = await within(phones()).findByRole('group', { name: 'Telefone 1' });
    await waitFor(() => expect(document.activeElement).toBe(within(row).getByLabelText(/^DDI/)));
    expect(within(row).getByLabelText(/^DDD/)).toHaveValue('021');
    expect(within(phones()).queryByRole('group', { name: 'Telefone 2' })).toBeNull();
  }, 20_000);

  test('a removed phone takes its errors with it, and the one after it keeps its own', async () => {
    const user = userEvent.setup();
    await renderForm('card-holder-new', {
      initialData: {
        ...DRAFT,
        phones: [CELLPHONE, phoneRow('', '33334444'), phoneRow('031', '22223333')],
      },
    });
    const row = (number: number) => within(phones()).getByRole('group', { name: `Telefone ${number}` });
    const dddOf = (number: number) => within(row(number)).getByLabelText(/^DDD/) as HTMLInputElement;
    // Telefone 2 came without a DDD and nobody has touched it yet; Telefone 1 loses its DDD and shows the error.
    expect(errorKeys(dddOf(2))).toEqual([]);
    await user.clear(dddOf(1));
    await user.tab();
    await waitFor(() => expect(errorKeys(dddOf(1))).toEqual(['messages.error_ddd']));
    await user.click(within(row(1)).getByRole('button', { name: 'Remover telefone 1' }));
    await waitFor(() => expect(within(phones()).queryByRole('group', { name: 'Telefone 3' })).toBeNull());
    // The phone that moved up to row 1 was never touched: the removed one's error does not pass to it.
    expect(dddOf(1)).toHaveValue('');
    expect(errorKeys(dddOf(1))).toEqual([]);
    await user.clear(dddOf(2));
    await waitFor(() => expect(errorKeys(dddOf(2))).toEqual(['messages.error_ddd']));
    await user.click(within(row(1)).getByRole('button', { name: 'Remover telefone 1' }));
    await waitFor(() => expect(within(phones()).queryByRole('group', { name: 'Telefone 2' })).toBeNull());
    // The phone whose DDD was just cleared is now row 1 and still shows its error.
    expect(within(row(1)).getByLabelText(/^Telefone/)).toHaveValue('2222-3333');
    expect(errorKeys(dddOf(1))).toEqual(['messages.error_ddd']);
  }, 20_000);

  test('filled as a person with a phone and an address, it sends the lists with what the bank filled', async () => {
    const user = userEvent.setup();
    const sent: { operation: string; body: unknown }[] = [];
    const host = testHost({
      services: { lookup: async (name) => (name === 'Genders' ? [{ key: 'F', value: 'Feminino' }] : []) },
      call: async (operation, _params, body) => {
        sent.push({ operation, body });
        return { id: 'holder-1' };
      },
    });
    const address = {
      type: 'RESIDENTIAL',
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    };
    const { status } = await renderForm('card-holder-new', {
      host,
      initialData: { ...DRAFT, phones: [CELLPHONE], addresses: [address] },
    });
    await user.type(field('CPF/CNPJ'), '11144477735');
    await user.type(field('Nome ou razão social'), 'Ana Paula Ribeiro');
    await user.type(field('Data de nascimento ou fundação'), '10/05/1990');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Gênero/ }), 'F');
    await waitFor(() => expect(status().valid).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Cadastrar portador' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      operation: 'createCardHolder',
      body: expect.objectContaining({
        operationId: 'internetbank',
        productId: DRAFT.productId,
        personType: 'N',
        taxId: '11144477735',
        name: 'Ana Paula Ribeiro',
        birth: '1990-05-10',
        gender: 'F',
        phones: [CELLPHONE],
        addresses: [address],
      }),
    });
  }, 20_000);
});
