// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderForm, testHost } from './support/render-screen.tsx';
import { errorKeys } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

const block = (title: string) => screen.getByRole('group', { name: title });
const inBlock = (title: string, label: string) =>
  within(block(title)).getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;

describe('a form made of blocks (legal representative)', () => {
  test('the person block shows only the optional fields the host form lists (mother, PEP)', async () => {
    await renderForm('legal-representative-form');
    const person = block('Dados pessoais');
    expect(within(person).getByLabelText(/^Nome da mãe/)).toBeInTheDocument();
    expect(within(person).getByRole('checkbox', { name: 'Pessoa politicamente exposta' })).toBeInTheDocument();
    for (const hidden of ['Nome do pai', 'Nome no cartão', 'NIS/PIS', 'Título de eleitor'])
      expect(within(person).queryByLabelText(new RegExp(`^${hidden}`))).toBeNull();
  });

  test('each block reports valid or its errors up to the form', async () => {
    const user = userEvent.setup();
    const { status } = await renderForm('legal-representative-form');
    // The status follows the form's first values (its defaults) once they are painted.
    await waitFor(() => expect(Object.values(status().blocks).every((each) => !each.valid)).toBe(true));
    expect(status().valid).toBe(false);
    expect(status().blocks.contact!.errors).toEqual(
      expect.arrayContaining([
        { field: 'contact.email', key: 'messages.contact.email' },
        { field: 'contact.type', key: 'messages.contact.type' },
      ]),
    );
    await user.type(inBlock('Contato', 'E-mail'), 'rep@example.com');
    await user.selectOptions(inBlock('Contato', 'Tipo de contato'), 'COMMERCIAL');
    await waitFor(() => expect(status().blocks.contact).toEqual({ valid: true, errors: [] }));
    expect(block('Contato')).toHaveAttribute('data-valid', 'true');
    expect(block('Endereço')).toHaveAttribute('data-valid', 'false');
    expect(status().valid).toBe(false);
  });

  test('the CPF is masked and checked: a wrong check digit shows messages.cpfNotValid', async () => {
    const user = userEvent.setup();
    await renderForm('legal-representative-form');
    const cpf = screen.getByLabelText(/^CPF/) as HTMLInputElement;
    await user.type(cpf, '52998224726');
    expect(cpf).toHaveValue('529.982.247-26');
    await user.tab();
    await waitFor(() => expect(errorKeys(cpf)).toEqual(['messages.cpfNotValid']));
    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    await user.tab();
    await waitFor(() => expect(errorKeys(cpf)).toEqual([]));
  });

  test('the address block inside the form looks its zip code up and fills its own fields', async () => {
    const user = userEvent.setup();
    const zipCode = vi.fn(async () => ({
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    }));
    const { status } = await renderForm('legal-representative-form', { host: testHost({ services: { zipCode } }) });
    await user.type(inBlock('Endereço', 'CEP'), '01001000');
    await waitFor(() => expect(inBlock('Endereço', 'Logradouro')).toHaveValue('Praça da Sé'));
    expect(inBlock('Endereço', 'Cidade')).toHaveValue('São Paulo');
    await waitFor(() =>
      expect(status().blocks.address!.errors.map((error) => error.field)).toEqual(['address.type', 'address.number']),
    );
  });
});
