// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { renderScreen, testHost } from './support/render-screen.tsx';
import { errorKeys, field } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

const MARIA = { userName: 'maria', name: 'Maria da Silva Souza', email: 'maria@example.com', a2FEnable: false };

const host = (calls: unknown[][] = []) =>
  testHost({
    data: (operation) => (operation === 'profile' ? MARIA : undefined),
    call: async (...call) => {
      calls.push(call);
      return MARIA;
    },
  });

describe('profile block', () => {
  test('opens with the signed-in user, the user name read-only', async () => {
    await renderScreen('profile-form', { host: host() });
    await waitFor(() => expect(field('Nome')).toHaveValue('Maria da Silva Souza'));
    expect(field('Usuário')).toHaveValue('maria');
    expect(field('Usuário')).toHaveAttribute('readonly');
  });

  test('the name is required: emptying it shows profile.inputs.name.errors.required', async () => {
    const user = userEvent.setup();
    await renderScreen('profile-form', { host: host() });
    const name = await waitFor(() => field('Nome'));
    await user.clear(name);
    await user.tab();
    await waitFor(() => expect(errorKeys(name)).toEqual(['profile.inputs.name.errors.required']));
  });

  test('name and e-mail take at most 32 and 64 characters', async () => {
    await renderScreen('profile-form', { host: host() });
    await waitFor(() => expect(field('Nome')).toHaveAttribute('maxLength', '32'));
    expect(field('E-mail')).toHaveAttribute('maxLength', '64');
  });

  test('the phone is masked +00 00 00000-0000 and an incomplete one is refused', async () => {
    const user = userEvent.setup();
    await renderScreen('profile-form', { host: host() });
    const phone = await waitFor(() => field('Telefone'));
    await user.type(phone, '5511987654321000');
    expect(phone).toHaveValue('+55 11 98765-4321');
    await user.clear(phone);
    await user.type(phone, '551198765');
    await user.tab();
    await waitFor(() => expect(errorKeys(phone)).toEqual(['form.errors.phone']));
  });

  test('two-factor authentication is a switch', async () => {
    await renderScreen('profile-form', { host: host() });
    expect(await screen.findByRole('switch', { name: 'Autenticação em dois fatores' })).toBeInTheDocument();
  });

  test('Salvar saves the profile with what was typed, and says so', async () => {
    const user = userEvent.setup();
    const calls: unknown[][] = [];
    await renderScreen('profile-form', { host: host(calls) });
    const name = await waitFor(() => field('Nome'));
    await user.clear(name);
    await user.type(name, 'Maria Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]![0]).toBe('updateProfile');
    expect(calls[0]![2]).toMatchObject({ name: 'Maria Souza', email: 'maria@example.com', userName: 'maria' });
  });
});
