// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { subscribeNotices, type Notice } from '../../../src/api/notices.ts';
import type { ActionContext } from '../../../src/renderer/actions/action-context.ts';
import copy from '../../../src/renderer/vocabulary/actions/copy.ts';
import type { ScreenHost } from '../../../src/renderer/host/screen-host.ts';
import { nextTabIndex, selectedSection } from '../../../src/renderer/page/PageView.tsx';
import { renderForm, renderScreen, testHost } from './support/render-screen.tsx';
import { errorKeys, field } from './support/queries.ts';
import { setupI18n } from './support/i18n.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

const DICT_ANA = {
  key: 'ana@balcao.example',
  keyType: 'EMAIL',
  name: 'Ana Beatriz Costa',
  personType: 'N',
  taxId: '***.533.447-**',
  bank: 'Banco Balcão S.A.',
  ispb: '99999917',
  endToEndId: 'E99999917202611230300abcdefghijk',
};

describe('tabs of a page screen', () => {
  test('the tab named by ?tab= is the one shown; an unknown one shows the first', () => {
    const sections = [{ screen: 'a' }, { screen: 'b' }, { screen: 'c' }];
    expect(selectedSection(sections, 'b')).toBe(sections[1]);
    expect(selectedSection(sections, 'zzz')).toBe(sections[0]);
    expect(selectedSection(sections, null)).toBe(sections[0]);
  });

  test('arrow keys wrap around, Home and End go to the ends, other keys do nothing', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 1, 3)).toBeNull();
  });

  test('the transfers page shows its tabs, the first selected, and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderScreen('transfers', { host: testHost({ data: () => ({ items: [], totalCount: 0 }) }) });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Nova transferência', 'Pendentes', 'Histórico']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Nova transferência' })).toBeInTheDocument();
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pendentes' })).toHaveAttribute('aria-selected', 'true'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Pendentes' }));
    expect(await screen.findByRole('heading', { name: 'Aguardando aprovação' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)).toBe(screen.getByRole('tab', { name: 'Pendentes' }));
  });

  test('a link with ?tab= opens that tab', async () => {
    await renderScreen('transfers', { url: '/?tab=transfers-history', host: testHost({ data: () => ({ items: [], totalCount: 0 }) }) });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Histórico' })).toHaveAttribute('aria-selected', 'true'));
  });
});

describe('PIX by key', () => {
  test('a text that is no PIX key is refused under the field once it is left', async () => {
    const user = userEvent.setup();
    await renderForm('pix-pay-key');
    await user.type(field('Chave Pix'), '123.456.789-00');
    await user.tab();
    await waitFor(() => expect(errorKeys(field('Chave Pix'))).toEqual(['messages.invalid_pix_key']));
  });

  test.each(['529.982.247-25', 'maria@balcao.example', '11 98765-4321', '2f6e1c8a-5b3d-4e7f-9a1b-3c5d7e9f0a2b'])(
    '%s is a key the field accepts',
    async (key) => {
      const user = userEvent.setup();
      const { status } = await renderForm('pix-pay-key');
      await user.type(field('Chave Pix'), key);
      await user.tab();
      // Empty, the key is required: once the status has no error for it, the typed key was checked.
      await waitFor(() => expect(status().errors.filter((error) => error.field === 'key')).toEqual([]));
      expect(errorKeys(field('Chave Pix'))).toEqual([]);
    },
  );

  test('DICT is asked first; who receives shows above the amount, and the transfer is created for that key', async () => {
    const user = userEvent.setup();
    const call = vi.fn<ScreenHost['call']>(async (operation) => {
      if (operation === 'pixDict') return DICT_ANA;
      if (operation === 'createPixTransfer') return { id: 'transfer-1' };
      return undefined;
    });
    await renderScreen('pix-pay-key', { host: testHost({ call, data: () => ({ id: 'transfer-1', type: 'PIX', amount: 12.34 }) }) });
    await user.type(await screen.findByRole('textbox', { name: /Chave Pix/ }), 'ana@balcao.example');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const amountStep = await screen.findByRole('dialog', { name: 'Pagar com Pix' });
    expect(call).toHaveBeenCalledWith('pixDict', { accountId: 'account-1' }, { key: 'ana@balcao.example' }, expect.anything());
    expect(await within(amountStep).findByText('Ana Beatriz Costa')).toBeInTheDocument();
    expect(within(amountStep).getByText('***.533.447-**')).toBeInTheDocument();
    await user.type(await within(amountStep).findByRole('textbox', { name: /Valor/ }), '12,34');
    await user.click(within(amountStep).getByRole('button', { name: 'Revisar pagamento' }));

    await screen.findByRole('dialog', { name: 'Confira os dados' });
    expect(screen.queryByRole('dialog', { name: 'Pagar com Pix' })).toBeNull();
    const create = call.mock.calls.find(([operation]) => operation === 'createPixTransfer')!;
    expect(create[1]).toEqual({ accountId: 'account-1', key: 'ana@balcao.example' });
    expect(create[2]).toMatchObject({ amount: 12.34 });
    expect(create[3]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('creating a money operation', () => {
  const fillInternal = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(field('Agência'), '0001');
    await user.type(field('Conta'), '777777');
    await user.type(field('Valor'), '700');
  };

  test('a retry of the same values after a failure carries the same Idempotency-Key; a changed value a new one', async () => {
    const user = userEvent.setup();
    const call = vi.fn<ScreenHost['call']>(async () => {
      throw new Error('network down');
    });
    await renderForm('transfer-form', { host: testHost({ call }), initialData: { type: 'INTERNAL' } });
    await fillInternal(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).not.toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    const [first, second] = call.mock.calls.map((args) => args[3]?.idempotencyKey);
    expect(first).toBeTruthy();
    expect(second).toBe(first);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).not.toBeDisabled());
    await user.type(field('Descrição (opcional)'), 'Aluguel');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(3));
    expect(call.mock.calls[2]![2]).toMatchObject({ description: 'Aluguel' });
    expect(call.mock.calls[2]![3]?.idempotencyKey).not.toBe(first);
  });

  test('a double click sends the transfer once', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const call = vi.fn<ScreenHost['call']>(() => new Promise((resolve) => (release = () => resolve(undefined))));
    await renderForm('transfer-form', { host: testHost({ call }), initialData: { type: 'INTERNAL' } });
    await fillInternal(user);
    await user.dblClick(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    release();
  });

  test('cancelling in the review cancels the transfer on the bank and opens no receipt', async () => {
    const user = userEvent.setup();
    const call = vi.fn<ScreenHost['call']>(async (operation) => (operation === 'createTransfer' ? { id: 'transfer-9' } : undefined));
    const data = () => ({ id: 'transfer-9', type: 'INTERNAL', amount: 7, fee: 0, receiver: { name: 'Ana Beatriz Costa' } });
    await renderScreen('transfer-form', { host: testHost({ call, data }) });
    await fillInternal(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const review = await screen.findByRole('dialog', { name: 'Confira os dados' });
    await within(review).findByText('Ana Beatriz Costa');
    await user.click(within(review).getByRole('button', { name: 'Cancelar transferência' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).toHaveBeenCalledWith('cancelTransfer', { id: 'transfer-9' }, undefined);
    expect(screen.queryByRole('dialog', { name: 'Comprovante de transferência' })).toBeNull();
  });

  test("the review's buttons wait for the transfer: pressed while it loads they would act on no transfer", async () => {
    const user = userEvent.setup();
    const call = vi.fn<ScreenHost['call']>(async (operation) => (operation === 'createTransfer' ? { id: 'transfer-9' } : undefined));
    let answer: (transfer: unknown) => void = () => undefined;
    const transfer = new Promise((resolve) => (answer = resolve));
    await renderScreen('transfer-form', { host: testHost({ call, data: () => transfer }) });
    await fillInternal(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const review = await screen.findByRole('dialog', { name: 'Confira os dados' });
    const cancel = within(review).getByRole('button', { name: 'Cancelar transferência' });
    expect(cancel).toBeDisabled();
    await user.click(cancel);
    expect(call).not.toHaveBeenCalledWith('cancelTransfer', expect.anything(), undefined);
    answer({ id: 'transfer-9', type: 'INTERNAL', amount: 7, fee: 0, receiver: { name: 'Ana Beatriz Costa' } });
    await within(review).findByText('Ana Beatriz Costa');
    await waitFor(() => expect(cancel).not.toBeDisabled());
    await user.click(cancel);
    await waitFor(() => expect(call).toHaveBeenCalledWith('cancelTransfer', { id: 'transfer-9' }, undefined));
  });

  test('a transfer to another bank asks the bank, account type, holder and a valid CPF or CNPJ', async () => {
    const user = userEvent.setup();
    await renderForm('transfer-form', { initialData: { type: 'INTERNAL' } });
    expect(screen.queryByLabelText(/^Banco/)).toBeNull();
    await user.selectOptions(field('Destino'), 'EXTERNAL');
    expect(await screen.findByLabelText(/^Banco/)).toBeInTheDocument();
    await user.type(field('CPF/CNPJ'), '12345678900');
    await user.tab();
    await waitFor(() => expect(errorKeys(field('CPF/CNPJ'))).toEqual(['messages.invalid_tax_id']));
  });
});

describe('copy step', () => {
  const context = (): ActionContext => ({
    host: testHost(),
    call: async () => undefined,
    scope: { row: { emv: '00020126…6304ABCD' } },
    t: ((key: string) => key) as ActionContext['t'],
    dialogs: { confirm: async () => true, openScreen: async () => undefined } as unknown as ActionContext['dialogs'],
    navigate: () => undefined,
    reload: async () => undefined,
    close: () => undefined,
    run: async () => true,
  });

  test('puts the value on the clipboard and says "Copiado"', async () => {
    await setupI18n();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const notices: Notice[] = [];
    const unsubscribe = subscribeNotices((notice) => notices.push(notice));
    const outcome = await copy.perform({ action: 'copy', value: '@row.emv', message: 'messages.copied' }, context());
    unsubscribe();
    vi.unstubAllGlobals();
    expect(outcome).toBe(true);
    expect(writeText).toHaveBeenCalledWith('00020126…6304ABCD');
    expect(notices).toContainEqual(expect.objectContaining({ level: 'success', message: 'messages.copied' }));
  });

  test('a clipboard the page may not use says so and stops the steps', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    const notices: Notice[] = [];
    const unsubscribe = subscribeNotices((notice) => notices.push(notice));
    const outcome = await copy.perform({ action: 'copy', value: '@row.emv', message: 'messages.copied' }, context());
    unsubscribe();
    vi.unstubAllGlobals();
    expect(outcome).toBe(false);
    expect(notices).toContainEqual(expect.objectContaining({ level: 'error', message: 'messages.copy_failed' }));
  });
});
