// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { renderForm, testHost } from './support/render-screen.tsx';
import { errorKeys, field } from './support/queries.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

const lookup = async (name: string) =>
  name === 'TaxRegimes'
    ? [
        { key: 'SIMPLES', value: 'Simples Nacional' },
        { key: 'LUCRO_PRESUMIDO', value: 'Lucro Presumido' },
      ]
    : name === 'LegalNatures'
      ? [{ key: '2062', value: 'Sociedade Empresária Limitada' }]
      : [];

describe('legal-entity block', () => {
  test.each([
    ['Razão social', 'messages.error_corporate_name'],
    ['Data de fundação', 'errors.person-juridical.birth'],
    ['Regime tributário', 'errors.person-juridical.taxRegime'],
    ['Natureza jurídica', 'errors.person-juridical.legalNature'],
  ])('%s is required: leaving it empty shows %s', async (label, key) => {
    const user = userEvent.setup();
    await renderForm('legal-entity-form');
    await user.click(field(label));
    await user.tab();
    await waitFor(() => expect(errorKeys(field(label))).toEqual([key]));
  });

  test.each([
    ['Razão social', 128],
    ['Nome fantasia', 32],
  ])('%s takes at most %i characters', async (label, limit) => {
    await renderForm('legal-entity-form');
    expect(field(label)).toHaveAttribute('maxLength', String(limit));
  });

  test('tax regimes and legal natures come from their lookup lists', async () => {
    await renderForm('legal-entity-form', { host: testHost({ services: { lookup } }) });
    await waitFor(() =>
      expect(within(field('Regime tributário')).getByRole('option', { name: 'Lucro Presumido' })).toBeInTheDocument(),
    );
    expect(within(field('Natureza jurídica')).getByRole('option', { name: 'Sociedade Empresária Limitada' })).toBeInTheDocument();
  });

  test('the founding date is typed DD/MM/YYYY and kept as a date; an impossible date counts as none', async () => {
    const user = userEvent.setup();
    const { status } = await renderForm('legal-entity-form');
    const birth = field('Data de fundação');
    await user.type(birth, '31022020');
    expect(birth).toHaveValue('31/02/2020');
    await user.tab();
    await waitFor(() => expect(errorKeys(birth)).toEqual(['errors.person-juridical.birth']));
    await user.clear(birth);
    await user.type(birth, '15032010');
    await user.tab();
    await waitFor(() => expect(errorKeys(birth)).toEqual([]));
    // The form works its status out once per frame: the one after the blur comes a frame later.
    await waitFor(() => expect(status().errors.some((error) => error.field === 'birth')).toBe(false));
  });

  test('the calendar button opens a month with select-style navigation; a picked day fills the date', async () => {
    const user = userEvent.setup();
    await renderForm('legal-entity-form');
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendário' });
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Mês' }), '2');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Ano' }), '2010');
    await user.click(within(calendar).getByText('15', { selector: 'button' }));
    expect(field('Data de fundação')).toHaveValue('15/03/2010');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a complete company is valid', async () => {
    const user = userEvent.setup();
    const { status } = await renderForm('legal-entity-form', { host: testHost({ services: { lookup } }) });
    await user.type(field('Razão social'), 'Padaria Pão Quente Ltda');
    await user.type(field('Data de fundação'), '01022015');
    await waitFor(() => within(field('Regime tributário')).getByRole('option', { name: 'Simples Nacional' }));
    await user.selectOptions(field('Regime tributário'), 'SIMPLES');
    await user.selectOptions(field('Natureza jurídica'), '2062');
    await waitFor(() => expect(status().valid).toBe(true));
  });
});
