// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { subscribeNotices, type Notice } from '../../../../src/api/notices.ts';
import { useActionRunner } from '../../../../src/renderer/actions/use-action-runner.ts';
import type { ApprovalSettings, ScreenHost } from '../../../../src/renderer/host/screen-host.ts';
import { ScreenProviders } from '../../../../src/renderer/ScreenRoot.tsx';
import { Toaster } from '../../../../src/shell/toasts/Toaster.tsx';
import type { Step } from '../../../../src/renderer/screens/types.ts';
import { setupI18n } from '../support/i18n.ts';
import { testHost } from '../support/render-screen.tsx';
import '../support/dom-matchers.ts';

beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The steps a transfer's review screen runs: approve it, then go on with the approved transfer as @result. */
const STEPS: Step[] = [
  {
    action: 'approve',
    operation: 'approveTransfer',
    params: { id: '@row.id' },
    approveLabel: 'approval.approve',
    disapproveLabel: 'approval.disapprove',
    cancelLabel: 'approval.cancel',
  },
  { action: 'navigate', to: '/account/transactions/transfer', query: { receipt: '@result.id', status: '@result.status' } },
];

function Runner({ onDone }: { onDone(finished: boolean): void }) {
  const run = useActionRunner();
  useEffect(() => {
    void run(STEPS, { row: { id: 'transfer-7' } }).then(onDone);
  }, [run, onDone]);
  return null;
}

function setup(settings: ApprovalSettings, call: ScreenHost['call']) {
  const visits: string[] = [];
  const finished: boolean[] = [];
  const host: ScreenHost = {
    ...testHost({ call, services: { approvalSettings: async () => settings } }),
    navigate: (to) => visits.push(to),
  };
  render(
    <MemoryRouter>
      <ScreenProviders host={host}>
        <Runner onDone={(done) => finished.push(done)} />
      </ScreenProviders>
      <Toaster />
    </MemoryRouter>,
  );
  return { visits, finished };
}

/** The bank's refusal of an approval, as axios rejects it. */
function refusal(message: string, errorCode: string) {
  return Object.assign(new Error('422'), {
    isAxiosError: true,
    response: { status: 422, data: { errors: [{ message, errorCode }] } },
  });
}

/** The bank's answer to a token sent: the seconds before another may be asked for. */
const TOKEN_SENT = { code: 200, data: 60, errors: [] };
const tokenSends = (call: { mock: { calls: unknown[][] } }) => call.mock.calls.filter(([operation]) => operation === 'sendToken');

/**
 * Opens the step with the token method and sends a token the bank refuses: each error of the refusal
 * is a toast with its message and code, and 'Enviar token' is usable again, answered.
 */
async function refusedSend(call: ScreenHost['call'], refusal: { message: string; errorCode: string }) {
  setup({ method: 'TOKEN', keyboard: false }, call);
  const user = userEvent.setup();
  await screen.findByRole('dialog');
  await user.click(screen.getByRole('button', { name: 'Enviar token' }));
  const toast = within(await screen.findByTestId('toast'));
  expect(toast.getByText(refusal.errorCode)).toBeInTheDocument();
  expect(toast.getByText(refusal.message)).toBeInTheDocument();
  const again = await screen.findByRole('button', { name: 'Enviar token' });
  await waitFor(() => expect(again).not.toBeDisabled());
  return { user, again };
}

const keys = () => screen.getAllByRole('button', { name: /^\d ou \d$/ });
const pairOf = (key: HTMLElement) => key.textContent!.split(' ou ').map(Number);

describe('the approve step', () => {
  test('with the virtual keyboard it sends the six pairs, and the next step reads the approved transfer as @result', async () => {
    const call = vi.fn(async () => ({ id: 'transfer-7', status: 'COMPLETED' }));
    const { visits, finished } = setup({ method: 'PASSWORD', keyboard: true }, call);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar transação' });
    expect(within(dialog).getByText('É necessário informar a senha eletrônica.')).toBeInTheDocument();
    const pressed = [0, 1, 2, 3, 4, 1].map((index) => keys()[index]!);
    for (const key of pressed) await user.click(key);
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(finished).toEqual([true]));
    expect(call).toHaveBeenCalledWith('approveTransfer', { id: 'transfer-7' }, { approved: true, password: pressed.map(pairOf) });
    expect(visits).toEqual(['/account/transactions/transfer?receipt=transfer-7&status=COMPLETED']);
    expect(finished).toEqual([true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('validation messages show only after a submit, and an invalid submit sends nothing', async () => {
    const call = vi.fn(async () => ({}));
    setup({ method: 'PASSWORD', keyboard: true }, call);
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    expect(screen.queryByText('Informe a senha eletrônica de 6 dígitos.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aprovar' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(screen.getByText('Informe a senha eletrônica de 6 dígitos.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  test('disapproving sends approved false, says so and stops the steps', async () => {
    const notices: Notice[] = [];
    const unsubscribe = subscribeNotices((notice) => notices.push(notice));
    const call = vi.fn(async () => ({ id: 'transfer-7', status: 'CANCELED' }));
    const { visits, finished } = setup({ method: 'PASSWORD', keyboard: false }, call);
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Senha eletrônica'), '246810');
    await user.click(screen.getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(finished).toEqual([false]));
    unsubscribe();
    expect(call).toHaveBeenCalledWith('approveTransfer', { id: 'transfer-7' }, { approved: false, password: '246810' });
    expect(notices).toContainEqual({ kind: 'toast', level: 'info', title: 'Informação', message: 'Transação reprovada.' });
    expect(visits).toEqual([]);
    expect(finished).toEqual([false]);
  });

  test('cancel, × and Escape close it, send nothing and stop the steps', async () => {
    for (const close of ['Cancelar', 'Fechar janela', 'Escape']) {
      const call = vi.fn(async () => ({}));
      const { finished } = setup({ method: 'PASSWORD', keyboard: true }, call);
      const user = userEvent.setup();
      await screen.findByRole('dialog');
      if (close === 'Escape') await user.keyboard('{Escape}');
      else await user.click(screen.getByRole('button', { name: close }));
      await waitFor(() => expect(finished).toEqual([false]));
      expect(call).not.toHaveBeenCalled();
      expect(finished).toEqual([false]);
      expect(screen.queryByRole('dialog')).toBeNull();
      cleanup();
    }
  });

  test('a refused approval says why in one line in the dialog, empties the password and lets the person try again', async () => {
    const notices: Notice[] = [];
    const unsubscribe = subscribeNotices((notice) => notices.push(notice));
    const call = vi.fn().mockRejectedValueOnce(refusal('Senha eletrônica inválida. Restam 4 tentativas.', 'OT10003'));
    call.mockResolvedValueOnce({ id: 'transfer-7', status: 'COMPLETED' });
    const { finished } = setup({ method: 'PASSWORD', keyboard: false }, call);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Senha eletrônica'), '111111');
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    const line = await within(dialog).findByTestId('approval-refused');
    expect(line).toHaveTextContent(
      'Não aprovada: Senha eletrônica inválida. Restam 4 tentativas. (OT10003) Confira e tente de novo, ou feche.',
    );
    expect(screen.getByLabelText('Senha eletrônica')).toHaveValue('');
    // No second message contradicting it: no toast, no "type the password" under the empty field.
    expect(within(dialog).getAllByRole('alert')).toEqual([line]);
    expect(notices.filter((notice) => notice.kind === 'error')).toEqual([]);
    await user.type(screen.getByLabelText('Senha eletrônica'), '246810');
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(finished).toEqual([true]));
    unsubscribe();
    expect(call).toHaveBeenCalledTimes(2);
  });

  test('refused with the keyboard and the token, every box is empty again and the keys can be pressed', async () => {
    const call = vi.fn(async (operation: string) => {
      if (operation === 'sendToken') return { code: 200, data: 60, errors: [] };
      throw refusal('Saldo insuficiente para esta operação.', 'LD10001');
    });
    setup({ method: 'PASSWORD_TOKEN', keyboard: true }, call);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    for (const index of [0, 1, 2, 3, 4, 1]) await user.click(keys()[index]!);
    const boxes = within(dialog).getAllByTestId('token-box');
    await user.click(boxes[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(await within(dialog).findByTestId('approval-refused')).toHaveTextContent(
      'Saldo insuficiente para esta operação. (LD10001)',
    );
    for (const box of within(dialog).getAllByTestId('keyboard-box')) expect(box).toHaveValue('');
    for (const box of within(dialog).getAllByTestId('token-box')) expect(box).toHaveValue('');
    for (const key of keys()) expect(key).not.toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).not.toBeDisabled();
  });

  test('with TOKEN the password is disabled; send-token counts down from the seconds answered; the token is sent', async () => {
    const call = vi.fn(async (operation: string) =>
      operation === 'sendToken' ? { code: 200, data: 60, errors: [] } : { id: 'transfer-7', status: 'COMPLETED' },
    );
    setup({ method: 'TOKEN', keyboard: true }, call);
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    for (const key of keys()) expect(key).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Enviar token' }));
    expect(await screen.findByRole('button', { name: 'Enviar token (60s)' })).toBeDisabled();
    expect(call).toHaveBeenCalledWith('sendToken', { accountId: 'account-1' }, undefined);
    await user.click(screen.getAllByRole('textbox', { name: /Dígito 1 do token/ })[0]!);
    await user.keyboard('975310');
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith('approveTransfer', { id: 'transfer-7' }, { approved: true, token: '975310' }),
    );
  });

  test('where the account offers a choice, the person approves with the token instead of the password, and the bank is told so', async () => {
    const call = vi.fn(async (operation: string) =>
      operation === 'sendToken' ? TOKEN_SENT : { id: 'transfer-7', status: 'COMPLETED' },
    );
    setup({ method: 'PASSWORD', keyboard: false, methods: ['PASSWORD', 'TOKEN'] }, call);
    const user = userEvent.setup();
    const choice = within(await screen.findByRole('group', { name: 'Forma de aprovação' }));
    const password = choice.getByRole('radio', { name: 'Senha' }) as HTMLInputElement;
    const token = choice.getByRole('radio', { name: 'Token' }) as HTMLInputElement;
    expect(choice.getAllByRole('radio')).toEqual([password, token]);
    expect([password.checked, token.checked]).toEqual([true, false]);
    expect(screen.getByRole('button', { name: 'Enviar token' })).toBeDisabled();
    await user.click(token);
    expect([password.checked, token.checked]).toEqual([false, true]);
    expect(screen.getByLabelText('Senha eletrônica')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar token' })).not.toBeDisabled();
    await user.click(screen.getAllByRole('textbox', { name: /Dígito 1 do token/ })[0]!);
    await user.keyboard('975310');
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        'approveTransfer',
        { id: 'transfer-7' },
        { approved: true, type: 'TOKEN', token: '975310' },
      ),
    );
  });

  test('a token the bank would not send is said, and the person may ask again', async () => {
    const call = vi.fn(async (operation: string) => {
      if (operation !== 'sendToken') return {};
      if (tokenSends(call).length === 1) {
        throw Object.assign(new Error('429'), {
          isAxiosError: true,
          response: {
            status: 429,
            data: {
              errors: [
                {
                  message: 'Muitos pedidos de token a partir deste endereço. Aguarde alguns minutos e tente novamente.',
                  errorCode: 'OT10011',
                },
              ],
            },
          },
        });
      }
      return TOKEN_SENT;
    });
    const { user, again } = await refusedSend(call, {
      message: 'Muitos pedidos de token a partir deste endereço. Aguarde alguns minutos e tente novamente.',
      errorCode: 'OT10011',
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(tokenSends(call)).toHaveLength(1);
    await user.click(again);
    expect(await screen.findByRole('button', { name: 'Enviar token (60s)' })).toBeDisabled();
    expect(tokenSends(call)).toHaveLength(2);
  });

  test('a send the bank answers with another code than 200 shows each of its errors and starts no countdown', async () => {
    const call = vi.fn(async (operation: string) =>
      operation !== 'sendToken'
        ? {}
        : tokenSends(call).length === 1
          ? { code: 400, data: 0, errors: [{ message: 'Conta sem celular cadastrado para o envio do token.', errorCode: 'OT10020' }] }
          : TOKEN_SENT,
    );
    const { user, again } = await refusedSend(call, {
      message: 'Conta sem celular cadastrado para o envio do token.',
      errorCode: 'OT10020',
    });
    await user.click(again);
    expect(await screen.findByRole('button', { name: 'Enviar token (60s)' })).toBeDisabled();
  });

  test('after a token is sent, the button counts down each second and can send another when the count ends', async () => {
    const call = vi.fn(async (operation: string) => (operation === 'sendToken' ? TOKEN_SENT : {}));
    setup({ method: 'TOKEN', keyboard: false }, call);
    await screen.findByRole('dialog');
    // The clock is the test's from here on: each second of the countdown is one step of it.
    vi.useFakeTimers();
    const seconds = async (count: number) => {
      for (let second = 0; second < count; second++) await act(() => vi.advanceTimersByTimeAsync(1000));
    };
    const sendButton = () => screen.getByRole('button', { name: /^Enviar token/ });
    // The bank's answer comes through the site's own calls (their code loads, their queue runs): wait for it.
    const answered = (sends: number) =>
      vi.waitFor(() => expect([tokenSends(call).length, sendButton().textContent]).toEqual([sends, 'Enviar token (60s)']), {
        timeout: 5000,
      });
    fireEvent.click(sendButton());
    await answered(1);
    expect(sendButton()).toBeDisabled();
    await seconds(1);
    expect(sendButton()).toHaveTextContent('Enviar token (59s)');
    await seconds(58);
    expect(sendButton()).toHaveTextContent('Enviar token (1s)');
    expect(sendButton()).toBeDisabled();
    await seconds(1);
    expect(sendButton().textContent).toBe('Enviar token');
    expect(sendButton()).not.toBeDisabled();
    await seconds(2);
    expect(tokenSends(call)).toHaveLength(1);
    fireEvent.click(sendButton());
    await answered(2);
  });
});
