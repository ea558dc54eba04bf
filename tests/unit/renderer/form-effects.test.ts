import { describe, expect, test } from 'vitest';
import { applyFormEffects, hasFormEffects } from '../../../src/renderer/forms/form-effects.ts';
import type { FormSpec } from '../../../src/renderer/screens/types.ts';

const spec: FormSpec = {
  schema: 'card-issue-request.schema.json',
  derive: [{ field: 'displayName', from: 'name', transform: 'uppercase' }],
  resets: [{ field: 'additionalCard', keep: ['type', 'address.zipCode'] }],
};
const blank = { additionalCard: false, invoiceClosingDay: 1, invoicePayDay: 11, hasBilling: false, address: { country: 'BR' } };
const account = {
  additionalCard: false,
  type: 'CREDIT',
  name: 'Maria da Silva Souza',
  displayName: 'MARIA DA SILVA SOUZA',
  taxId: '52998224725',
  invoiceClosingDay: 5,
  invoicePayDay: 15,
  address: { zipCode: '01310100', street: 'Avenida Paulista', country: 'BR' },
};
const context = { blank, initial: account };

describe('the display name follows the holder name in upper case (spec 001 §5)', () => {
  test('while it is empty or still what the name gave it', () => {
    const typed = applyFormEffects(spec, { name: '', displayName: '' }, { name: 'Ana', displayName: '' }, context);
    expect(typed.displayName).toBe('ANA');
    const more = applyFormEffects(spec, typed, { ...typed, name: 'Ana Paula' }, context);
    expect(more.displayName).toBe('ANA PAULA');
  });

  test('not once the person typed a display name of their own', () => {
    const own = { name: 'Ana Paula', displayName: 'ANA P RIBEIRO' };
    expect(applyFormEffects(spec, own, { ...own, name: 'Ana Paula Ribeiro' }, context).displayName).toBe('ANA P RIBEIRO');
  });
});

describe('the additional-card switch (spec 001 §4)', () => {
  test('on, the form becomes a blank holder keeping the card type and the zip code', () => {
    const next = applyFormEffects(spec, account, { ...account, additionalCard: true }, context);
    expect(next).toEqual({
      additionalCard: true,
      invoiceClosingDay: 1,
      invoicePayDay: 11,
      hasBilling: false,
      type: 'CREDIT',
      displayName: '',
      address: { country: 'BR', zipCode: '01310100' },
    });
  });

  test('off, the form gets the account (or the holder) back', () => {
    const other = { additionalCard: true, name: 'Ana', displayName: 'ANA', taxId: '11144477735' };
    expect(applyFormEffects(spec, other, { ...other, additionalCard: false }, context)).toEqual(account);
  });

  test('a form with neither rule keeps its values as typed', () => {
    expect(hasFormEffects({ schema: 'x.schema.json' })).toBe(false);
    expect(applyFormEffects({ schema: 'x.schema.json' }, {}, { name: 'a' }, context)).toEqual({ name: 'a' });
  });
});

test('the person type follows the tax id: more than 11 characters is juridical (spec 001 §5)', () => {
  const personType: FormSpec = {
    schema: 'x.schema.json',
    derive: [{ field: 'personType', from: 'taxId', transform: 'personType' }],
  };
  expect(applyFormEffects(personType, {}, { taxId: '52998224725' }, context).personType).toBe('N');
  expect(
    applyFormEffects(personType, { taxId: '52998224725', personType: 'N' }, { taxId: '112223330001', personType: 'N' }, context)
      .personType,
  ).toBe('J');
});
