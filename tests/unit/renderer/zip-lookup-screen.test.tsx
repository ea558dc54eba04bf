// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { ZipCodeAnswer } from '../../../src/generated/schemas.ts';
import { renderForm, testHost } from './support/render-screen.tsx';
import { text } from './support/i18n.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

/**
 * The zip lookup machine driven through the address form, as a person types: a zip code not
 * found, the service down, a zip code found, and after each a new zip code looked up again. The
 * box shows the machine's state (data-zip-lookup) and the message a person reads.
 */
const PAULISTA: ZipCodeAnswer = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

test('not found, service down and found, each followed by another zip code that is looked up again', async () => {
  const user = userEvent.setup();
  const zipCode = vi.fn(async (zip: string): Promise<ZipCodeAnswer> => {
    if (zip === '99999999') return { erro: true };
    if (zip === '88888888') throw new Error('the zip code service is down');
    return PAULISTA;
  });
  await renderForm('address-form', { host: testHost({ services: { zipCode } }) });
  const zip = field('CEP');
  const box = zip.closest('[data-zip-lookup]') as HTMLElement;
  const status = () => within(box).queryByRole('status')?.textContent ?? '';
  const typeZip = async (digits: string) => {
    await user.clear(zip);
    await user.type(zip, digits);
  };

  await typeZip('99999999');
  await waitFor(() => expect(box).toHaveAttribute('data-zip-lookup', 'notFound'));
  expect(status()).toBe(text('form.zipCode.notFound'));
  expect(field('Logradouro')).toHaveValue('');

  await typeZip('88888888');
  await waitFor(() => expect(box).toHaveAttribute('data-zip-lookup', 'failed'));
  expect(status()).toBe(text('form.zipCode.failed'));
  expect(field('Logradouro')).toHaveValue('');

  await typeZip('01310100');
  await waitFor(() => expect(box).toHaveAttribute('data-zip-lookup', 'found'));
  expect(field('Logradouro')).toHaveValue('Avenida Paulista');
  expect(status()).not.toBe(text('form.zipCode.failed'));

  await typeZip('99999999');
  await waitFor(() => expect(box).toHaveAttribute('data-zip-lookup', 'notFound'));
  expect(zipCode.mock.calls.map(([called]) => called)).toEqual(['99999999', '88888888', '01310100', '99999999']);
  expect(box).not.toHaveAttribute('aria-busy', 'true');
});
