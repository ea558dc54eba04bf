// @vitest-environment jsdom
import { cleanup, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { renderForm } from './support/render-screen.tsx';
import { errorKeys, field } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

describe('phone block', () => {
  test.each([
    ['DDD', 'messages.error_ddd'],
    ['Telefone', 'messages.error_number'],
    ['Tipo de telefone', 'messages.error_phone_type'],
  ])('%s is required: leaving it empty shows %s', async (label, key) => {
    const user = userEvent.setup();
    await renderForm('phone-form');
    await user.click(field(label));
    await user.tab();
    await waitFor(() => expect(errorKeys(field(label))).toEqual([key]));
  });

  test('the DDD takes three digits and nothing else', async () => {
    const user = userEvent.setup();
    const { status } = await renderForm('phone-form');
    await user.type(field('DDD'), '0a1189');
    expect(field('DDD')).toHaveValue('011');
    await waitFor(() => expect(status().errors.some((error) => error.field === 'ddd')).toBe(false));
  });

  test('a nine-digit number is masked X XXXX-XXXX, eleven characters at most', async () => {
    const user = userEvent.setup();
    await renderForm('phone-form');
    await user.type(field('Telefone'), '9876543219999');
    expect(field('Telefone')).toHaveValue('9 8765-4321');
    expect(field('Telefone').value).toHaveLength(11);
  });

  test('an eight-digit number is masked XXXX-XXXX', async () => {
    const user = userEvent.setup();
    await renderForm('phone-form');
    await user.type(field('Telefone'), '87654321');
    expect(field('Telefone')).toHaveValue('8765-4321');
  });

  test('a number shorter than eight digits is refused with form.errors.phoneNumber', async () => {
    const user = userEvent.setup();
    await renderForm('phone-form');
    await user.type(field('Telefone'), '8765');
    await user.tab();
    await waitFor(() => expect(errorKeys(field('Telefone'))).toEqual(['form.errors.phoneNumber']));
  });

  test('the country code is 055 and cannot be cleared', async () => {
    await renderForm('phone-form');
    const ddi = field('DDI');
    expect(ddi).toHaveValue('055');
    expect(within(ddi).queryByRole('option', { name: 'Selecione' })).toBeNull();
  });
});
