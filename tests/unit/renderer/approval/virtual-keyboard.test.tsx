// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { VirtualKeyboard } from '../../../../src/renderer/approval/VirtualKeyboard.tsx';
import { shuffledPairs } from '../../../../src/renderer/approval/virtual-keyboard.ts';
import { setupI18n } from '../support/i18n.ts';
import '../support/dom-matchers.ts';

afterEach(cleanup);
beforeAll(() => setupI18n());

function Keyboard({ emitted }: { emitted: number[][][] }) {
  const [pairs, setPairs] = useState<number[][]>([]);
  return (
    <VirtualKeyboard
      value={pairs}
      onChange={(next) => {
        emitted.push(next);
        setPairs(next);
      }}
    />
  );
}

const keys = () => screen.getAllByRole('button', { name: /^\d ou \d$/ });

describe('the virtual keyboard', () => {
  test('the ten digits are shuffled into five pairs, each digit exactly once', () => {
    for (let run = 0; run < 200; run++) {
      const pairs = shuffledPairs();
      expect(pairs).toHaveLength(5);
      expect(pairs.every((pair) => pair.length === 2)).toBe(true);
      expect(pairs.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
  });

  test('the shuffle draws from the random source it is given, so its order is not fixed', () => {
    const orders = new Set(Array.from({ length: 50 }, () => JSON.stringify(shuffledPairs())));
    expect(orders.size).toBeGreaterThan(1);
    const zeros = shuffledPairs((values) => values.fill(0));
    expect(zeros.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('five buttons read "X ou Y" over the ten digits, with six masked read-only boxes and a clear button', async () => {
    await setupI18n();
    render(<Keyboard emitted={[]} />);
    expect(screen.getByText('Digite sua senha eletrônica')).toBeInTheDocument();
    const labels = keys().map((key) => key.textContent!);
    expect(labels).toHaveLength(5);
    expect(labels.flatMap((label) => label.split(' ou ').map(Number)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const boxes = screen.getAllByTestId('keyboard-box');
    expect(boxes).toHaveLength(6);
    for (const box of boxes) {
      expect(box).toHaveAttribute('readonly');
      expect(box).toHaveAttribute('type', 'password');
    }
    expect(screen.getByRole('button', { name: 'Limpar' })).not.toBeDisabled();
  });

  test('six presses emit the six pairs pressed, fill the boxes and disable the buttons', async () => {
    const user = userEvent.setup();
    const emitted: number[][][] = [];
    render(<Keyboard emitted={emitted} />);
    const pressed = [0, 1, 2, 3, 4, 0].map((index) => keys()[index]!);
    for (const key of pressed) await user.click(key);
    const expected = pressed.map((key) => key.textContent!.split(' ou ').map(Number));
    expect(emitted.at(-1)).toEqual(expected);
    expect(screen.getAllByTestId('keyboard-box').map((box) => (box as HTMLInputElement).value)).toEqual(Array(6).fill('•'));
    for (const key of keys()) expect(key).toBeDisabled();
    await user.click(keys()[0]!);
    expect(emitted).toHaveLength(6);
  });

  test('clear empties the boxes, emits an empty list and lets the buttons be pressed again', async () => {
    const user = userEvent.setup();
    const emitted: number[][][] = [];
    render(<Keyboard emitted={emitted} />);
    for (let press = 0; press < 6; press++) await user.click(keys()[press % 5]!);
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(emitted.at(-1)).toEqual([]);
    expect(screen.getAllByTestId('keyboard-box').map((box) => (box as HTMLInputElement).value)).toEqual(Array(6).fill(''));
    for (const key of keys()) expect(key).not.toBeDisabled();
  });

  test('the layout stays the same while the person types: shuffled once, not at each press', async () => {
    const user = userEvent.setup();
    render(<Keyboard emitted={[]} />);
    const before = keys().map((key) => key.textContent);
    await user.click(keys()[2]!);
    await user.click(keys()[4]!);
    expect(keys().map((key) => key.textContent)).toEqual(before);
  });
});
