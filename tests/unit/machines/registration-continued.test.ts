import { describe, expect, test } from 'vitest';
import type { Registration } from '../../../src/generated/schemas.ts';
import { registrationStage } from '../../../src/domain/registration-draft.ts';
import { draftFromRegistration } from '../../../src/machines/registration.machine.ts';

const registration: Registration = {
  id: 'acc-1',
  personId: 'per-1',
  merchantId: 'demo',
  productId: 'product-n',
  status: 'REGISTERING',
  acceptedTerm: false,
  personType: 'N',
  taxId: '52998224725',
  name: 'Joana Prado',
  birth: '1990-04-12',
  referralId: 'convite-1',
  tags: ['internetbank'],
  phones: [{ id: 'p-1', type: 'CELLPHONE', ddi: '055', ddd: '011', number: '987650001', validated: true }],
  contacts: [{ id: 'c-1', type: 'PERSONAL', email: 'joana@exemplo.com.br', validated: false }],
  addresses: [
    {
      id: 'a-1',
      type: 'RESIDENTIAL',
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  credential: {
    accountId: 'acc-1',
    personId: 'per-1',
    token: 'rg_phone',
    tokenType: 'Registration',
    expiresIn: 604800,
    expiresAt: '2026-01-08T00:00:00.000Z',
  },
};

describe('a registration continued on a phone', () => {
  test("becomes a draft of the bank's data with the phone's own credential, resuming at the first step not done", () => {
    const draft = draftFromRegistration(registration, { branchId: 'branch-1', productAccountNaturalId: 'product-n' });
    expect(draft).toMatchObject({
      loading: false,
      idAccount: 'acc-1',
      idPerson: 'per-1',
      referralId: 'convite-1',
      termofuse: false,
      credential: { token: 'rg_phone', expiresAt: '2026-01-08T00:00:00.000Z' },
      account: {
        id: 'acc-1',
        personType: 'N',
        taxId: '52998224725',
        type: 'CC',
        tags: ['internetbank'],
        nationality: 'BR',
        phones: [{ id: 'p-1', ddd: '011', number: '987650001', validated: true }],
        contacts: [{ id: 'c-1', validated: false }],
      },
    });
    expect(draft.account!.addresses[0]).not.toHaveProperty('createdAt');
    expect(registrationStage(draft)).toBe('validations');
  });
});
