// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatQueryDate } from '../../../src/domain/index.ts';
import { lastDays } from '../../../src/renderer/dates/range-selection.ts';
import { renderScreen, testHost } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHART = {
  labels: ['2026-11-23', '2026-11-24'],
  series: [
    { key: 'CREDIT', name: 'Entradas', data: [1250.5, 300] },
    { key: 'DEBIT', name: 'Saídas', data: [80, 1999.9] },
    { key: 'BALANCE', name: 'Saldo ao fim do dia', data: [10_000, 8300.1] },
  ],
};
const REPORT = { openingBalance: 8829.5, credit: 1550.5, debit: 2079.9, net: -529.4, closingBalance: 8300.1, currency: 'BRL' };

describe('the chart kind (the consolidations page)', () => {
  test('the numbers of every day are a table beside the chart, in R$, and the totals of the range above it', async () => {
    const calls: [string, Record<string, unknown>][] = [];
    const host = testHost({
      data: (operation, params) => {
        calls.push([operation, params]);
        return operation === 'consolidationChart' ? CHART : REPORT;
      },
    });
    await renderScreen('consolidations', { host });
    const table = await screen.findByRole('table', { name: 'Entradas e saídas de cada dia e saldo ao fim do dia' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'DiaEntradasSaídasSaldo ao fim do dia',
      '23/11/2026R$ 1.250,50R$ 80,00R$ 10.000,00',
      '24/11/2026R$ 300,00R$ 1.999,90R$ 8.300,10',
    ]);
    expect(screen.getByRole('img', { name: 'Entradas e saídas de cada dia e saldo ao fim do dia' }).tagName).toBe('svg');
    await waitFor(() => expect(screen.getByTestId('total-closingBalance')).toHaveTextContent('R$ 8.300,10'));
    expect(screen.getByTestId('total-net')).toHaveTextContent('-R$ 529,40');
    // Both calls get the same range: the last 30 days, as the query writes days.
    const range = lastDays(30);
    const expected = { accountId: 'account-1', startDate: formatQueryDate(range.start), endDate: formatQueryDate(range.end) };
    expect(calls.find(([operation]) => operation === 'consolidationChart')?.[1]).toEqual(expected);
    expect(calls.find(([operation]) => operation === 'consolidation')?.[1]).toEqual(expected);
  });

  test('drawn in its box: a bar per day and series, the balance as a line, and the figures of the day pointed at', async () => {
    // jsdom lays nothing out: the box says its size as a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
    await renderScreen('consolidations', {
      host: testHost({ data: (operation) => (operation === 'consolidationChart' ? CHART : REPORT) }),
    });
    const chart = await screen.findByRole('img', { name: 'Entradas e saídas de cada dia e saldo ao fim do dia' });
    await waitFor(() => expect(chart).toHaveAttribute('data-drawn', 'true'));
    expect(chart).toHaveAttribute('width', '640');
    const bars = (series: string) =>
      [...chart.querySelectorAll(`[data-series="${series}"] rect`)].map((bar) => Number(bar.getAttribute('height')));
    const [credit, debit] = [bars('Entradas'), bars('Saídas')];
    expect(credit).toHaveLength(2);
    expect(debit).toHaveLength(2);
    // Heights in the ratio of the values, on one axis.
    expect(credit[0]! / debit[1]!).toBeCloseTo(1250.5 / 1999.9, 5);
    expect(chart.querySelector('polyline[data-series="Saldo ao fim do dia"]')!.getAttribute('points')!.split(' ')).toHaveLength(
      2,
    );
    expect(screen.getByRole('list').textContent).toBe('EntradasSaídasSaldo ao fim do dia');
    vi.restoreAllMocks();

    // Pointing at the second day's first bar shows that day's figures (jsdom has no PointerEvent).
    const second = Number(chart.querySelectorAll('[data-series="Entradas"] rect')[1]!.getAttribute('x')) + 1;
    act(() => void chart.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: second })));
    const tooltip = document.querySelector('.chart-tooltip')!;
    expect(tooltip.textContent).toBe('24/11/2026Entradas: R$ 300,00Saídas: R$ 1.999,90Saldo ao fim do dia: R$ 8.300,10');
    fireEvent.pointerLeave(chart);
    expect(document.querySelector('.chart-tooltip')).toBeNull();
  });

  test('while the totals load, each keeps its line with a placeholder, hidden from screen readers', async () => {
    let answer: (report: typeof REPORT) => void = () => {};
    const report = new Promise<typeof REPORT>((resolve) => (answer = resolve));
    await renderScreen('consolidations', {
      host: testHost({ data: (operation) => (operation === 'consolidationChart' ? CHART : report) }),
    });
    await screen.findByRole('table');
    const closing = screen.getByTestId('total-closingBalance');
    expect(closing).toHaveTextContent('…');
    expect(closing.closest('dl')).toHaveAttribute('aria-hidden', 'true');
    answer(REPORT);
    await waitFor(() => expect(closing).toHaveTextContent('R$ 8.300,10'));
    expect(closing.closest('dl')).not.toHaveAttribute('aria-hidden');
  });

  test('the table is for screen readers until the button shows it to everyone', async () => {
    await renderScreen('consolidations', {
      host: testHost({ data: (operation) => (operation === 'consolidationChart' ? CHART : REPORT) }),
    });
    const button = await screen.findByRole('button', { name: 'Ver os números em tabela' });
    const wrapper = screen.getByRole('table').parentElement!;
    expect(wrapper.className).toBe('visually-hidden');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(wrapper.className).toBe('table-wrap');
    expect(screen.getByRole('button', { name: 'Ocultar a tabela' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a range without days says so instead of drawing', async () => {
    await renderScreen('consolidations', { host: testHost({ data: () => ({ labels: [], series: [] }) }) });
    expect(await screen.findByText('Nenhum dia no período.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('the invitation (qrCode format, copy and share actions)', () => {
  const INVITATION = {
    accountId: 'account-1',
    referralId: 'PAOQUENTE',
    link: 'https://banco.example/register?referralId=PAOQUENTE',
  };

  test('the link is drawn as a QR code of that very link, with the link and the code beside it', async () => {
    await renderScreen('referral-invitation', { host: testHost({ data: () => INVITATION }) });
    const image = await screen.findByRole('img', { name: 'QR Code do link de convite' });
    expect(image).toHaveAttribute('data-qr-text', INVITATION.link);
    const svg = decodeURIComponent(image.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    expect(screen.getByText(INVITATION.link)).toBeInTheDocument();
    expect(screen.getByText('PAOQUENTE')).toBeInTheDocument();
  });

  test("share opens the device's share sheet with the link; without one it copies the link and says so", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText: vi.fn() } });
    await renderScreen('referral-invitation', { host: testHost({ data: () => INVITATION }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        url: INVITATION.link,
        title: 'Abra sua conta',
        text: 'Abra sua conta com o meu convite:',
      }),
    );
    cleanup();

    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await renderScreen('referral-invitation', { host: testHost({ data: () => INVITATION }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(INVITATION.link));
  });
});
