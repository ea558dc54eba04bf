// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { renderForm } from './support/render-screen.tsx';
import { errorKeys, field } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

describe('natural-person block', () => {
  test('the name is required: its error shows once it is changed (dirty) and emptied', async () => {
    const user = userEvent.setup();
    await renderForm('natural-person-form');
    const name = field('Nome');
    await user.type(name, 'M');
    await user.clear(name);
    await user.tab();
    await waitFor(() => expect(errorKeys(name)).toEqual(['messages.error_name_bucket']));
  });

  test('the birth date is required, its error shown only once the field was touched', async () => {
    const user = userEvent.setup();
    const { status } = await renderForm('natural-person-form');
    const birth = field('Data de nascimento');
    await user.type(field('Nome'), 'Maria');
    await user.tab();
    await waitFor(() => expect(status().errors.some((error) => error.field === 'birth')).toBe(true));
    expect(errorKeys(birth)).toEqual([]);
    await user.click(birth);
    await user.tab();
    await waitFor(() => expect(errorKeys(birth)).toEqual(['messages.error_birth_date']));
  });

  test.each([
    ['Gênero', 'messages.error_gender'],
    ['Nacionalidade', 'messages.error_nationality'],
  ])('%s is required: once touched an empty one shows %s', async (label, key) => {
    const user = userEvent.setup();
    await renderForm('natural-person-form', { initialData: { nationality: '' } });
    await user.click(field(label));
    await user.tab();
    await waitFor(() => expect(errorKeys(field(label))).toEqual([key]));
  });

  test.each([
    ['Nome', 128],
    ['Nome da mãe', 128],
    ['Nome do pai', 128],
    ['Nome no cartão', 32],
    ['NIS/PIS', 16],
    ['Título de eleitor', 12],
  ])('%s takes at most %i characters', async (label, limit) => {
    await renderForm('natural-person-form');
    expect(field(label)).toHaveAttribute('maxLength', String(limit));
  });

  test('the name on the card is written in capitals; the voter id takes digits only', async () => {
    const user = userEvent.setup();
    await renderForm('natural-person-form');
    await user.type(field('Nome no cartão'), 'maria s souza');
    expect(field('Nome no cartão')).toHaveValue('MARIA S SOUZA');
    await user.type(field('Título de eleitor'), '12ab34');
    expect(field('Título de eleitor')).toHaveValue('1234');
  });

  test('PEP is a checkbox, off by default', async () => {
    await renderForm('natural-person-form');
    expect((screen.getByRole('checkbox', { name: 'Pessoa politicamente exposta' }) as HTMLInputElement).checked).toBe(false);
  });

  test('the block alone shows every optional field', async () => {
    await renderForm('natural-person-form');
    for (const label of ['Nome da mãe', 'Nome do pai', 'Nome no cartão', 'NIS/PIS', 'Título de eleitor'])
      expect(field(label)).toBeInTheDocument();
  });
});
