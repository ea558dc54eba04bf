// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DateTextInput } from '../../../src/renderer/dates/DateTextInput.tsx';
import './support/dom-matchers.ts';

afterEach(cleanup);

function Field({ initial, onChange }: { initial?: string; onChange(value: string | undefined): void }) {
  const [value, setValue] = useState(initial);
  return (
    <label>
      Data inicial
      <DateTextInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </label>
  );
}

describe('DateTextInput', () => {
  test('shows its date at once, as DD/MM/YYYY, before any mask', () => {
    render(<Field initial="2026-11-04" onChange={() => {}} />);
    expect(screen.getByLabelText('Data inicial')).toHaveValue('04/11/2026');
  });

  test('no mask until focused; a date typed whole counts without it', async () => {
    const changed = vi.fn();
    render(<Field onChange={changed} />);
    const input = screen.getByLabelText('Data inicial');
    // A mask would write 04/11: none came with the page.
    await new Promise((resolve) => setTimeout(resolve, 100));
    fireEvent.input(input, { target: { value: '0411' } });
    expect(input).toHaveValue('0411');
    fireEvent.input(input, { target: { value: '31/12/2026' } });
    expect(changed).toHaveBeenLastCalledWith('2026-12-31');
    fireEvent.input(input, { target: { value: '31/02/2026' } });
    expect(changed).toHaveBeenLastCalledWith(undefined);
  });

  test('focused, it gets the mask: digits typed read as a date, and what was typed before it came is kept', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Field onChange={changed} />);
    const input = screen.getByLabelText<HTMLInputElement>('Data inicial');
    // Three digits in the field before the mask has come (it comes with the first focus): once it
    // has, it holds them, written as it writes them. Waiting for that, the rest is typed under it.
    fireEvent.input(input, { target: { value: '041' } });
    await user.click(input);
    await waitFor(() => expect(input).toHaveValue('04/1'));
    await user.type(input, '12026');
    await waitFor(() => expect(input).toHaveValue('04/11/2026'));
    expect(changed).toHaveBeenLastCalledWith('2026-11-04');
    await user.type(input, '9');
    expect(input).toHaveValue('04/11/2026');
  });

  test('a date typed whole before the mask came is the value once the mask writes it as DD/MM/YYYY', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Field onChange={changed} />);
    const input = screen.getByLabelText<HTMLInputElement>('Data inicial');
    fireEvent.input(input, { target: { value: '04112026' } });
    expect(changed).not.toHaveBeenCalled();
    await user.click(input);
    await waitFor(() => expect(input).toHaveValue('04/11/2026'));
    expect(changed).toHaveBeenLastCalledWith('2026-11-04');
  });
});
