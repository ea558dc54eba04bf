// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ZipCodeAnswer } from '../../../src/generated/schemas.ts';
import { renderForm, testHost } from './support/render-screen.tsx';
import { text } from './support/i18n.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

const PAULISTA: ZipCodeAnswer = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const errorKeys = (input: HTMLElement) =>
  [...document.getElementById(input.getAttribute('aria-describedby')!)!.querySelectorAll('[data-error-key]')].map((node) =>
    node.getAttribute('data-error-key'),
  );

describe('address block', () => {
  test.each([
    ['CEP', 'messages.error_zipcode'],
    ['Logradouro', 'messages.error_street'],
    ['Número', 'messages.required_number'],
    ['Bairro', 'messages.error_neighborhood'],
    ['Cidade', 'messages.error_city'],
    ['Estado', 'messages.error_state'],
    ['Tipo de endereço', 'messages.error_address_type'],
  ])('%s is required: leaving it empty shows %s', async (label, key) => {
    const user = userEvent.setup();
    await renderForm('address-form');
    const input = field(label);
    expect(errorKeys(input)).toEqual([]);
    await user.click(input);
    await user.tab();
    await waitFor(() => expect(errorKeys(input)).toEqual([key]));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(text(key))).toBeInTheDocument();
  });

  test('the country is Brazil by default and required: emptying it shows messages.error_country once touched', async () => {
    const user = userEvent.setup();
    await renderForm('address-form');
    const country = field('País');
    expect(country).toHaveValue('BR');
    expect(within(country).getByRole('option', { name: 'Brasil' })).toBeInTheDocument();
    await user.selectOptions(country, '');
    expect(errorKeys(country)).toEqual([]);
    await user.tab();
    await waitFor(() => expect(errorKeys(country)).toEqual(['messages.error_country']));
  });

  test('a select shows its error only once touched, not while it is merely changed', async () => {
    const user = userEvent.setup();
    const { status } = await renderForm('address-form');
    const type = field('Tipo de endereço');
    await user.selectOptions(type, 'COMMERCIAL');
    await user.selectOptions(type, '');
    await waitFor(() => expect(status().errors.map((error) => error.field)).toContain('type'));
    expect(errorKeys(type)).toEqual([]);
  });

  test.each([
    ['Logradouro', 128],
    ['Número', 16],
    ['Complemento', 32],
    ['Bairro', 64],
    ['Cidade', 64],
    ['Estado', 2],
  ])('%s takes at most %i characters', async (label, limit) => {
    await renderForm('address-form');
    expect(field(label)).toHaveAttribute('maxLength', String(limit));
  });

  test('longer values than the limits are refused with form.errors.maxLength and the limit', async () => {
    const user = userEvent.setup();
    const { status } = await renderForm('address-form', {
      initialData: { street: 'x'.repeat(129), complement: 'y'.repeat(33), country: 'BR' },
    });
    await waitFor(() =>
      expect(status().errors).toEqual(
        expect.arrayContaining([
          { field: 'street', key: 'form.errors.maxLength' },
          { field: 'complement', key: 'form.errors.maxLength' },
        ]),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(screen.getByText(text('form.errors.maxLength', { limit: 128 }))).toBeInTheDocument());
  });

  test('the zip code is masked 00000-000 and kept as its eight digits', async () => {
    const user = userEvent.setup();
    const { status } = await renderForm('address-form');
    const zip = field('CEP');
    await user.type(zip, '0131a0100999');
    expect(zip).toHaveValue('01310-100');
    await waitFor(() => expect(status().errors.some((error) => error.field === 'zipCode')).toBe(false));
  });

  test('the state is written in capitals', async () => {
    const user = userEvent.setup();
    await renderForm('address-form');
    await user.type(field('Estado'), 'sp');
    expect(field('Estado')).toHaveValue('SP');
  });

  test('a found zip code fills street, complement, neighbourhood, city and state, and sets Brazil', async () => {
    const user = userEvent.setup();
    const zipCode = vi.fn(async () => PAULISTA);
    await renderForm('address-form', { host: testHost({ services: { zipCode } }) });
    await user.selectOptions(field('País'), '');
    await user.type(field('CEP'), '01310100');
    await waitFor(() => expect(field('Logradouro')).toHaveValue('Avenida Paulista'));
    expect(zipCode).toHaveBeenCalledExactlyOnceWith('01310100');
    expect(field('Complemento')).toHaveValue('de 612 a 1510 - lado par');
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado')).toHaveValue('SP');
    expect(field('País')).toHaveValue('BR');
  });

  test('the lookup starts only at eight characters and never twice for the same zip code', async () => {
    const user = userEvent.setup();
    const zipCode = vi.fn(async () => PAULISTA);
    await renderForm('address-form', { host: testHost({ services: { zipCode } }) });
    const zip = field('CEP');
    await user.type(zip, '0131010');
    expect(zipCode).not.toHaveBeenCalled();
    await user.type(zip, '0');
    await waitFor(() => expect(zipCode).toHaveBeenCalledTimes(1));
    await user.type(zip, '{Backspace}0');
    await waitFor(() => expect(field('Logradouro')).toHaveValue('Avenida Paulista'));
    expect(zipCode).toHaveBeenCalledTimes(1);
  });

  test('while the lookup runs a loading indicator shows; an unknown zip code fills nothing and says so', async () => {
    const user = userEvent.setup();
    let answer: (value: ZipCodeAnswer) => void = () => undefined;
    const zipCode = vi.fn(() => new Promise<ZipCodeAnswer>((resolve) => (answer = resolve)));
    await renderForm('address-form', { host: testHost({ services: { zipCode } }) });
    await user.type(field('Logradouro'), 'Rua do Cliente');
    await user.type(field('CEP'), '99999999');
    const box = field('CEP').closest('[data-zip-lookup]')!;
    await waitFor(() => expect(box).toHaveAttribute('data-zip-lookup', 'lookingUp'));
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(within(box as HTMLElement).getByRole('status')).toHaveTextContent(text('form.zipCode.lookingUp'));
    await act(async () => answer({ erro: true }));
    await waitFor(() => expect(box).toHaveAttribute('data-zip-lookup', 'notFound'));
    expect(within(box as HTMLElement).getByRole('status')).toHaveTextContent(text('form.zipCode.notFound'));
    expect(field('Logradouro')).toHaveValue('Rua do Cliente');
    expect(field('Bairro')).toHaveValue('');
  });

  test('labels name their inputs and errors are announced through aria-describedby in a live region', async () => {
    await renderForm('address-form');
    const zip = field('CEP');
    const errors = document.getElementById(zip.getAttribute('aria-describedby')!)!;
    expect(errors).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('CEP', { selector: 'label' })).toHaveAttribute('for', zip.id);
  });
});
