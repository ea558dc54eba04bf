// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { subscribeNotices, type Notice } from '../../../src/api/notices.ts';
import { renderForm, renderScreen, testHost } from './support/render-screen.tsx';
import { errorKeys, field } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

const LABELS = ['Senha atual', 'Nova senha', 'Confirme a nova senha'];

describe('change password', () => {
  test.each(LABELS)('%s is required', async (label) => {
    const user = userEvent.setup();
    await renderForm('change-password');
    await user.click(field(label));
    await user.tab();
    await waitFor(() => expect(errorKeys(field(label))).toEqual(['form.errors.required']));
  });

  test.each(LABELS)('%s takes six digits at most, and digits only', async (label) => {
    const user = userEvent.setup();
    await renderForm('change-password');
    const input = field(label);
    expect(input).toHaveAttribute('maxLength', '6');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1a2b3c4567');
    expect(input).toHaveValue('123456');
  });

  test('a different confirmation shows "Necessário que os valores sejam iguais." and keeps save disabled', async () => {
    const user = userEvent.setup();
    await renderForm('change-password');
    await user.type(field('Senha atual'), '246810');
    await user.type(field('Nova senha'), '135791');
    await user.type(field('Confirme a nova senha'), '135790');
    await user.tab();
    await waitFor(() => expect(errorKeys(field('Confirme a nova senha'))).toEqual(['messages.password_mismatch']));
    expect(screen.getByText('Necessário que os valores sejam iguais.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(field('Confirme a nova senha'));
    await user.type(field('Confirme a nova senha'), '135791');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' }).hasAttribute('disabled')).toBe(false));
  });

  test('the passwords show and hide with their toggles', async () => {
    const user = userEvent.setup();
    await renderForm('change-password');
    const toggles = screen.getAllByRole('button', { name: 'Mostrar senha' });
    expect(toggles).toHaveLength(3);
    await user.click(toggles[1]!);
    expect(field('Nova senha')).toHaveAttribute('type', 'text');
    expect(field('Senha atual')).toHaveAttribute('type', 'password');
  });

  test('from the account details, the modal opens with its hint, saves, says so and closes', async () => {
    const user = userEvent.setup();
    const call = vi.fn(async () => undefined);
    const notices: Notice[] = [];
    const unsubscribe = subscribeNotices((notice) => notices.push(notice));
    await renderScreen('account-details', {
      host: testHost({ call, data: () => ({ name: 'Maria', taxId: '52998224725', status: 'ACTIVE' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    expect(within(dialog).getByText('A senha deve ter 6 dígitos numéricos.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Senha atual/), '246810');
    await user.type(within(dialog).getByLabelText(/^Nova senha/), '135791');
    await user.type(within(dialog).getByLabelText(/^Confirme a nova senha/), '135791');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).toHaveBeenCalledWith(
      'changePassword',
      {},
      { currentPassword: '246810', newPassword: '135791', newPasswordConfirm: '135791' },
      { idempotencyKey: expect.any(String) },
    );
    expect(notices).toContainEqual({ kind: 'toast', level: 'success', title: 'Sucesso', message: 'Senha alterada com sucesso.' });
    unsubscribe();
  });

  test('closing with × or Escape dismisses the modal without a call', async () => {
    const user = userEvent.setup();
    const call = vi.fn(async () => undefined);
    await renderScreen('account-details', { host: testHost({ call, data: () => ({ name: 'Maria' }) }) });
    await user.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fechar janela' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).not.toHaveBeenCalled();
  });
});
