// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { subscribeNotices, type Notice } from '../../../../src/api/notices.ts';
import type { TokenResendAnswer } from '../../../../src/machines/two-factor.machine.ts';
import { useDialogs } from '../../../../src/renderer/dialogs/dialog-context.ts';
import { ScreenProviders } from '../../../../src/renderer/ScreenRoot.tsx';
import { eraseDigit, focusOf, pastedToken, typeDigit } from '../../../../src/renderer/approval/token-digits.ts';
import { setupI18n } from '../support/i18n.ts';
import { testHost } from '../support/render-screen.tsx';
import '../support/dom-matchers.ts';

beforeAll(() => setupI18n());
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Opener({ resend, onCode }: { resend(): Promise<TokenResendAnswer>; onCode(code: string | null): void }) {
  const dialogs = useDialogs();
  useEffect(() => {
    void dialogs.twoFactor({ resend }).then(onCode);
  }, [dialogs, resend, onCode]);
  return null;
}

function open(resend: () => Promise<TokenResendAnswer> = async () => ({ code: 200, data: 60, errors: [] })) {
  const codes: (string | null)[] = [];
  render(
    <MemoryRouter>
      <ScreenProviders host={testHost()}>
        <Opener resend={resend} onCode={(code) => codes.push(code)} />
      </ScreenProviders>
    </MemoryRouter>,
  );
  return codes;
}

const boxes = () => screen.getAllByRole('textbox', { name: /Dígito \d do token/ }) as HTMLInputElement[];
const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const seconds = async (count: number) => {
  for (let second = 0; second < count; second++) await act(() => vi.advanceTimersByTimeAsync(1000));
};

describe('the token boxes', () => {
  test('focus goes to the first empty box; Backspace empties the box or moves back', () => {
    let digits = ['', '', '', '', '', ''];
    digits = typeDigit(digits, 0, '4');
    digits = typeDigit(digits, 1, '2');
    expect(focusOf(digits)).toBe(2);
    expect(typeDigit(digits, 2, 'x')).toEqual(digits);
    const back = eraseDigit(digits, 2);
    expect(back).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    expect(pastedToken('123 456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(pastedToken('12345')).toBeNull();
  });
});

describe('the two-factor dialog', () => {
  test("is titled 'Token de Validação', counts 'Reenviar token (Ns)' down from 60 and offers the link below zero", async () => {
    open();
    expect(await screen.findByRole('dialog', { name: 'Token de Validação' })).toBeInTheDocument();
    expect(screen.getByTestId('token-countdown').textContent).toBe('Reenviar token (60s)');
    await seconds(1);
    expect(screen.getByTestId('token-countdown').textContent).toBe('Reenviar token (59s)');
    await seconds(59);
    expect(screen.getByTestId('token-countdown').textContent).toBe('Reenviar token (0s)');
    await seconds(1);
    expect(screen.getByRole('button', { name: 'Reenviar token' })).toBeInTheDocument();
  });

  test('typing moves focus forward, Backspace moves it back, and the sixth digit closes with the code', async () => {
    const codes = open();
    const typist = user();
    await screen.findByRole('dialog');
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(document.activeElement).toBe(boxes()[0]);
    await typist.keyboard('4');
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(document.activeElement).toBe(boxes()[1]);
    await typist.keyboard('{Backspace}');
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(document.activeElement).toBe(boxes()[0]);
    expect(boxes()[0]!.value).toBe('');
    for (const digit of '13579') {
      await typist.keyboard(digit);
      await act(() => vi.advanceTimersByTimeAsync(5));
    }
    expect(codes).toEqual([]);
    await typist.keyboard('2');
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(codes).toEqual(['135792']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a pasted six-digit code fills every box and closes with it', async () => {
    const codes = open();
    const typist = user();
    await screen.findByRole('dialog');
    await act(() => vi.advanceTimersByTimeAsync(5));
    await typist.paste('864209');
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(codes).toEqual(['864209']);
  });

  test('a resend restarts the countdown from the seconds it answers', async () => {
    const resend = vi.fn(async () => ({ code: 200, data: 30, errors: [] }));
    open(resend);
    const typist = user();
    await screen.findByRole('dialog');
    await seconds(62);
    await typist.click(screen.getByRole('button', { name: 'Reenviar token' }));
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(resend).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('token-countdown').textContent).toBe('Reenviar token (30s)');
    await seconds(1);
    expect(screen.getByTestId('token-countdown').textContent).toBe('Reenviar token (29s)');
  });

  test("a resend that fails in transit says 'Erro no envio do token.'; a refused one shows each error", async () => {
    const notices: Notice[] = [];
    const unsubscribe = subscribeNotices((notice) => notices.push(notice));
    const resend = vi
      .fn<() => Promise<TokenResendAnswer>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({
        code: 429,
        data: 0,
        errors: [{ message: 'Aguarde para pedir um novo token.', errorCode: 'OT10001' }],
      })
      .mockResolvedValueOnce({ code: 200, data: 45, errors: [] });
    open(resend);
    const typist = user();
    await screen.findByRole('dialog');
    await seconds(62);
    await typist.click(screen.getByRole('button', { name: 'Reenviar token' }));
    await act(() => vi.advanceTimersByTimeAsync(5));
    await typist.click(screen.getByRole('button', { name: 'Reenviar token' }));
    await act(() => vi.advanceTimersByTimeAsync(5));
    unsubscribe();
    // Each answer is asked for once, and after a refusal the link asks again.
    expect(resend).toHaveBeenCalledTimes(2);
    await typist.click(screen.getByRole('button', { name: 'Reenviar token' }));
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(resend).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('token-countdown').textContent).toBe('Reenviar token (45s)');
    expect(notices).toEqual([
      { kind: 'toast', level: 'error', title: 'Error', message: 'Erro no envio do token.' },
      { kind: 'error', items: [{ message: 'Aguarde para pedir um novo token.', errorCode: 'OT10001' }] },
    ]);
  });

  test('× closes it with no code', async () => {
    const codes = open();
    const typist = user();
    await screen.findByRole('dialog');
    await typist.click(screen.getByRole('button', { name: /fechar/i }));
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(codes).toEqual([null]);
  });
});
