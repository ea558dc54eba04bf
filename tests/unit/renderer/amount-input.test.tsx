// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { renderForm, testHost } from './support/render-screen.tsx';
import { field } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

/**
 * The PIX amount form: its "Valor" is a currency field like every amount of the money screens.
 * `sent()` sends the form (once) and answers the amount the bank was asked for.
 */
async function amountField() {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  await renderForm('pix-pay-amount-form', {
    host: testHost({ call: async (_operation, _params, body) => void sent.push(body) }),
  });
  const held = async () => {
    await user.click(screen.getByRole('button', { name: 'Revisar pagamento' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    return (sent[0] as { amount?: number }).amount;
  };
  return { user, input: field('Valor'), held };
}

describe('the amount field of the money forms', () => {
  test('digits fill from the cents and Backspace removes the last one', async () => {
    const { user, input, held } = await amountField();
    await user.type(input, '500000');
    expect(input).toHaveValue('R$ 5.000,00');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('R$ 500,00');
    expect(await held()).toBe(500);
  });

  test('pasting an amount as a person writes it holds that amount', async () => {
    const { user, input, held } = await amountField();
    for (const text of ['5.000,00', '5000,00', '5000.00', 'R$ 5.000,00', '5000']) {
      await user.clear(input);
      await user.click(input);
      await user.paste(text);
      expect(input).toHaveValue('R$ 5.000,00');
    }
    expect(await held()).toBe(5000);
  });

  test('typing after clearing the field starts again from the cents', async () => {
    const { user, input, held } = await amountField();
    await user.type(input, '1234');
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.type(input, '5');
    expect(input).toHaveValue('R$ 0,05');
    // Selecting everything and typing replaces the amount.
    await user.tripleClick(input);
    await user.keyboard('7');
    expect(input).toHaveValue('R$ 0,07');
    expect(await held()).toBe(0.07);
  });

  test('a minus sign makes the amount negative and letters are ignored', async () => {
    const { user, input } = await amountField();
    await user.type(input, '-1a2b3');
    expect(input).toHaveValue('-R$ 1,23');
    await user.type(input, '-');
    expect(input).toHaveValue('R$ 1,23');
  });
});
