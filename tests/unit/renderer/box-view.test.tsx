// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { BoxView, type BoxMachine } from '../../../src/renderer/box/BoxView.tsx';
import type { BoxScreen } from '../../../src/generated/screen-format.ts';
import { setupI18n } from './support/i18n.ts';

/**
 * The sign-in box (screens/auth/sign-in.json) with the session machine's states played by the test:
 * a refused sign-in empties the password, and nothing else does — the stored session found absent
 * while the person is already typing leaves what was typed.
 */
beforeAll(setupI18n);
afterEach(cleanup);

const signIn = JSON.parse(readFileSync('screens/auth/sign-in.json', 'utf8')) as BoxScreen;

function renderBox(state: string) {
  const sent: { type: string }[] = [];
  const machine = (current: string): BoxMachine => ({ state: current, context: {}, send: (event) => sent.push(event) });
  const view = render(<BoxView screen={signIn} boxes={{ [signIn.id]: signIn }} machine={machine(state)} />);
  return {
    sent,
    moveTo: (next: string) => view.rerender(<BoxView screen={signIn} boxes={{ [signIn.id]: signIn }} machine={machine(next)} />),
  };
}

function type() {
  fireEvent.change(screen.getByLabelText('Agência', { exact: true }), { target: { value: '0001' } });
  fireEvent.change(screen.getByLabelText('Conta', { exact: true }), { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText('Usuário', { exact: true }), { target: { value: 'maria' } });
  fireEvent.change(screen.getByLabelText('Senha', { exact: true }), { target: { value: '123456' } });
}

const password = () => (screen.getByLabelText('Senha', { exact: true }) as HTMLInputElement).value;

test('a password typed while the stored session is still being read stays when none is found', () => {
  const box = renderBox('restoring');
  type();
  box.moveTo('signedOut');
  expect(password()).toBe('123456');
  expect(screen.queryByText('Informe a senha.')).toBeNull();
});

test('a refused sign-in empties the password and nothing else, and says nothing until the box is sent again', () => {
  const box = renderBox('signedOut');
  type();
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(box.sent.map((event) => event.type)).toEqual(['SIGN_IN']);
  box.moveTo('signingIn');
  box.moveTo('signedOut');
  expect(password()).toBe('');
  expect((screen.getByLabelText('Usuário', { exact: true }) as HTMLInputElement).value).toBe('maria');
  expect(screen.queryByText('Informe a senha.')).toBeNull();
});

test('Entrar pressed while the stored session is still being read waits, then signs in once none is found', () => {
  const box = renderBox('restoring');
  type();
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(box.sent).toEqual([]);
  expect(screen.getByRole('button', { name: 'Entrando...' })).toHaveProperty('disabled', true);
  box.moveTo('signedOut');
  expect(box.sent).toEqual([
    { type: 'SIGN_IN', credentials: { branch: '0001', account: '123456', operator: 'maria', password: '123456' } },
  ]);
});

test('Entrar pressed twice while the stored session is being read signs in once', () => {
  const box = renderBox('restoring');
  type();
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  fireEvent.submit(screen.getByRole('button', { name: 'Entrando...' }).closest('form')!);
  box.moveTo('signedOut');
  box.moveTo('signingIn');
  expect(box.sent.map((event) => event.type)).toEqual(['SIGN_IN']);
});
