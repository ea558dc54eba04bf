// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { buildBankSlipLine } from '../../../src/domain/index.ts';
import type { CallOptions } from '../../../src/renderer/host/screen-host.ts';
import { renderForm, testHost } from './support/render-screen.tsx';
import { field } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

const DUE = new Date(2026, 11, 10, 12);
const SLIP = buildBankSlipLine({
  bankCode: '999',
  amountCents: 12_345,
  dueDate: DUE,
  freeField: '0001000012300000000000042',
}).line;
const UTILITY = '846100000005246100291102005460339004695895061080';
const LINE = 'Linha digitável';

/** The text keys of the errors the field shows now (its description also names the help text). */
function errorKeys(input: HTMLElement): (string | null)[] {
  const list = document.getElementById(`${input.id}__error`);
  return list ? [...list.querySelectorAll('[data-error-key]')].map((node) => node.getAttribute('data-error-key')) : [];
}

/** The slip with the check digit of field 2 (position 21) changed. */
const brokenField2 = SLIP.slice(0, 20) + String((Number(SLIP[20]) + 1) % 10) + SLIP.slice(21);

describe('the digitable line field of the payments page', () => {
  test('a bank slip is masked as printed, in five groups', async () => {
    const user = userEvent.setup();
    await renderForm('payment-slip-form');
    await user.type(field(LINE), SLIP);
    expect(field(LINE).value).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  });

  test('a utility bill (starting with 8) is masked in four blocks with their check digits', async () => {
    const user = userEvent.setup();
    await renderForm('payment-slip-form');
    await user.type(field(LINE), UTILITY);
    expect(field(LINE)).toHaveValue('84610000000-5 24610029110-2 00546033900-4 69589506108-0');
  });

  test('a complete bank slip is decoded as it is typed: the amount and the due date show', async () => {
    const user = userEvent.setup();
    await renderForm('payment-slip-form');
    await user.type(field(LINE), SLIP);
    const summary = await screen.findByTestId('digitable-line-summary');
    expect(summary).toHaveTextContent('Boleto bancário');
    expect(summary).toHaveTextContent('R$ 123,45');
    expect(summary).toHaveTextContent('10/12/2026');
    expect(errorKeys(field(LINE))).toEqual([]);
  });

  test('a wrong check digit is named as soon as the last digit is typed, without leaving the field', async () => {
    const user = userEvent.setup();
    await renderForm('payment-slip-form');
    await user.type(field(LINE), brokenField2);
    await waitFor(() => expect(errorKeys(field(LINE))).toEqual(['form.errors.digitableLine.field']));
    expect(screen.getByText('O dígito verificador do campo 2 não confere.')).toBeInTheDocument();
    expect(screen.queryByTestId('digitable-line-summary')).toBeNull();
  });

  test('an incomplete line says how many digits a bank slip has once the field is left', async () => {
    const user = userEvent.setup();
    await renderForm('payment-slip-form');
    await user.type(field(LINE), SLIP.slice(0, 30));
    await user.tab();
    await waitFor(() => expect(errorKeys(field(LINE))).toEqual(['form.errors.digitableLine.bankLength']));
  });

  test('continuing with a wrong line sends nothing', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    await renderForm('payment-slip-form', {
      host: testHost({ call: async (operation) => void calls.push(operation) }),
    });
    await user.type(field(LINE), brokenField2);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(errorKeys(field(LINE))).toEqual(['form.errors.digitableLine.field']));
    expect(calls).toEqual([]);
  });

  test('continuing with a good line creates the payment with the digits only, the account and an idempotency key', async () => {
    const user = userEvent.setup();
    const calls: { operation: string; params: Record<string, unknown>; body: unknown; options?: CallOptions }[] = [];
    await renderForm('payment-slip-form', {
      host: testHost({
        call: async (operation, params, body, options) => {
          calls.push({ operation, params, body, options });
          return new Promise(() => undefined);
        },
      }),
    });
    await user.type(field(LINE), SLIP);
    await user.dblClick(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      operation: 'payDigitableLine',
      params: { accountId: 'account-1' },
      body: { digitableLine: SLIP },
    });
    expect(calls[0]!.options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});
