// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { renderForm } from './support/render-screen.tsx';
import { errorKeys, field } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

describe('user block', () => {
  test('the name is required (errors.users.name) and needs three characters (errors.users.minlength)', async () => {
    const user = userEvent.setup();
    await renderForm('user-form');
    const name = field('Nome');
    await user.click(name);
    await user.tab();
    await waitFor(() => expect(errorKeys(name)).toEqual(['errors.users.name']));
    await user.type(name, 'Al');
    await user.tab();
    await waitFor(() => expect(errorKeys(name)).toEqual(['errors.users.minlength']));
    expect(screen.getByText('O nome deve ter ao menos 3 caracteres.')).toBeInTheDocument();
  });

  test('the user name is required (errors.userName) and takes letters, digits and @ . ! # $ % & * = + - _ only', async () => {
    const user = userEvent.setup();
    await renderForm('user-form');
    const userName = field('Usuário');
    await user.click(userName);
    await user.tab();
    await waitFor(() => expect(errorKeys(userName)).toEqual(['errors.userName']));
    await user.type(userName, 'maria souza');
    await user.tab();
    await waitFor(() => expect(errorKeys(userName)).toEqual(['form.errors.userName']));
    await user.clear(userName);
    await user.type(userName, 'maria.souza_01@!#$%&*=+-');
    await user.tab();
    await waitFor(() => expect(errorKeys(userName)).toEqual([]));
  });

  test('the e-mail takes letters, digits, @ and dots only', async () => {
    const user = userEvent.setup();
    await renderForm('user-form');
    await user.type(field('E-mail'), 'maria+banco@example.com');
    await user.tab();
    await waitFor(() => expect(errorKeys(field('E-mail'))).toEqual(['form.errors.emailCharacters']));
  });

  test('the password takes letters, digits and @ ! # $ % & only', async () => {
    const user = userEvent.setup();
    await renderForm('user-form');
    await user.type(field('Senha'), 'senha 123');
    await user.tab();
    await waitFor(() => expect(errorKeys(field('Senha'))).toEqual(['form.errors.passwordCharacters']));
  });

  test.each([
    ['Nome', 32],
    ['Usuário', 64],
    ['E-mail', 64],
    ['Senha', 16],
    ['Confirmação da senha', 16],
  ])('%s takes at most %i characters', async (label, limit) => {
    await renderForm('user-form');
    expect(field(label)).toHaveAttribute('maxLength', String(limit));
  });

  test('the phone is masked +00 00 0000-0000 or +00 00 00000-0000 (17 characters at most)', async () => {
    const user = userEvent.setup();
    await renderForm('user-form');
    const phone = field('Telefone');
    await user.type(phone, '551133334444');
    expect(phone).toHaveValue('+55 11 3333-4444');
    await user.clear(phone);
    await user.type(phone, '55119876543219');
    expect(phone).toHaveValue('+55 11 98765-4321');
    expect(phone.value).toHaveLength(17);
  });

  test('a different confirmation says "Necessário que os valores sejam iguais."', async () => {
    const user = userEvent.setup();
    await renderForm('user-form');
    await user.type(field('Senha'), 'Abc@123');
    await user.type(field('Confirmação da senha'), 'Abc@124');
    await user.tab();
    await waitFor(() => expect(errorKeys(field('Confirmação da senha'))).toEqual(['messages.password_mismatch']));
    expect(screen.getByText('Necessário que os valores sejam iguais.')).toBeInTheDocument();
  });

  test('the profile comes from the list in the screen file', async () => {
    await renderForm('user-form');
    expect(
      within(field('Perfil'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione', 'Administrador', 'Operador', 'Consulta']);
  });

  test('the password shows and hides with its toggle', async () => {
    const user = userEvent.setup();
    await renderForm('user-form');
    const password = field('Senha');
    expect(password).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Mostrar senha' });
    await user.click(toggle!);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('change password and two-factor are switches the keyboard toggles', async () => {
    const user = userEvent.setup();
    const { status } = await renderForm('user-form');
    const twoFactor = screen.getByRole('switch', { name: 'Autenticação em dois fatores' }) as HTMLInputElement;
    expect(twoFactor.checked).toBe(false);
    twoFactor.focus();
    await user.keyboard(' ');
    expect(twoFactor.checked).toBe(true);
    expect(screen.getByRole('switch', { name: 'Alterar senha no próximo acesso' })).toBeInTheDocument();
    expect(status()).toBeDefined();
  });
});
