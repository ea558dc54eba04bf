// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { renderForm, testHost } from './support/render-screen.tsx';
import { errorKeys, field } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

describe('contact block', () => {
  test('the e-mail is required: leaving it empty shows messages.contact.email', async () => {
    const user = userEvent.setup();
    await renderForm('contact-form');
    await user.click(field('E-mail'));
    await user.tab();
    await waitFor(() => expect(errorKeys(field('E-mail'))).toEqual(['messages.contact.email']));
  });

  test('the contact type is required: once touched an empty one shows messages.contact.type', async () => {
    const user = userEvent.setup();
    await renderForm('contact-form');
    await user.click(field('Tipo de contato'));
    await user.tab();
    await waitFor(() => expect(errorKeys(field('Tipo de contato'))).toEqual(['messages.contact.type']));
  });

  test('the e-mail field is of type email, takes at most 64 characters and must be an address', async () => {
    const user = userEvent.setup();
    await renderForm('contact-form');
    const email = field('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('maxLength', '64');
    await user.type(email, 'maria.souza');
    await user.tab();
    await waitFor(() => expect(errorKeys(email)).toEqual(['form.errors.email']));
    await user.type(email, '@example.com');
    await user.tab();
    await waitFor(() => expect(errorKeys(email)).toEqual([]));
  });

  test('the contact types come from GET /api/Common/ContactTypes', async () => {
    const lookup = async (name: string) =>
      name === 'ContactTypes'
        ? [
            { key: 'PERSONAL', value: 'Pessoal' },
            { key: 'COMMERCIAL', value: 'Comercial' },
          ]
        : [];
    await renderForm('contact-form', { host: testHost({ services: { lookup } }) });
    await waitFor(() => expect(within(field('Tipo de contato')).getByRole('option', { name: 'Comercial' })).toBeInTheDocument());
  });

  test('"main" is a read-only checkbox, on by default', async () => {
    await renderForm('contact-form');
    const main = screen.getByRole('checkbox', { name: 'Principal' }) as HTMLInputElement;
    expect(main.checked).toBe(true);
    expect(main).toBeDisabled();
  });

  test('a complete contact is valid', async () => {
    const user = userEvent.setup();
    const { status } = await renderForm('contact-form');
    await user.type(field('E-mail'), 'maria@example.com');
    await user.selectOptions(field('Tipo de contato'), 'PERSONAL');
    await waitFor(() => expect(status().valid).toBe(true));
  });
});
