// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { billingAddressLine, cardNumberGroups, CardVisual } from '../../../src/renderer/visuals/CardVisual.tsx';
import { setupI18n } from './support/i18n.ts';

afterEach(cleanup);

describe('the card visual (spec 001 §2)', () => {
  test('the number in four groups, keeping its mask; four groups of asterisks when there is none', () => {
    expect(cardNumberGroups('222300******4821')).toBe('2223 00** **** 4821');
    expect(cardNumberGroups(null)).toBe('**** **** **** ****');
    expect(cardNumberGroups('')).toBe('**** **** **** ****');
  });

  test('the billing address in one line, without the parts it lacks', () => {
    expect(
      billingAddressLine({
        street: 'Avenida Paulista',
        number: '1578',
        complement: null,
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01310100',
      }),
    ).toBe('Avenida Paulista, 1578, Bela Vista, São Paulo, SP, 01310-100');
    expect(billingAddressLine(null)).toBe('');
  });

  test('shows the name, the number, and the expiry and CVV always masked', async () => {
    await setupI18n();
    render(
      <CardVisual card={{ displayName: 'MARIA S SOUZA', number: null, address: { street: 'Rua Augusta', number: '500' } }} />,
    );
    const card = screen.getByTestId('card-visual');
    expect(card.textContent).toContain('MARIA S SOUZA');
    expect(card.textContent).toContain('**** **** **** ****');
    expect(card.textContent).toContain('**/**');
    expect(card.textContent).toContain('***');
    expect(screen.getByText(/Rua Augusta, 500/)).toBeTruthy();
  });
});
