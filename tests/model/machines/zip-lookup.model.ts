import { expect } from 'vitest';
import { zipLookupMachine } from '../../../src/machines/zip-lookup.machine.ts';
import type { MachineModel } from '../harness/model-spec.ts';

export const zipLookupModel: MachineModel<typeof zipLookupMachine> = {
  name: 'zip-lookup',
  file: 'src/machines/zip-lookup.machine.ts',
  machine: zipLookupMachine,
  inputs: [undefined],
  events: [
    // Too short (no lookup), two real zip codes (a lookup each, never twice for the same one).
    { type: 'ZIP_CODE_CHANGED', zipCode: '0100100' },
    { type: 'ZIP_CODE_CHANGED', zipCode: '01001-000' },
    { type: 'ZIP_CODE_CHANGED', zipCode: '01310100' },
  ],
  actors: {
    lookupZipCode: {
      outputs: [
        {
          cep: '01001-000',
          logradouro: 'Praça da Sé',
          complemento: 'lado ímpar',
          bairro: 'Sé',
          localidade: 'São Paulo',
          uf: 'SP',
        },
        { erro: true },
      ],
      error: new Error('the zip-code service cannot be reached'),
    },
  },
  expectations: {
    idle: (snapshot) => expect(snapshot.context.lastZipCode).toBeNull(),
    lookingUp: (snapshot) => expect(snapshot.context.lastZipCode).toMatch(/^\d{8}$/),
    found: (snapshot) => expect(snapshot.context.address).toMatchObject({ street: 'Praça da Sé', state: 'SP', country: 'BR' }),
    notFound: (snapshot) => expect(snapshot.context.address).toBeNull(),
    failed: (snapshot) => expect(snapshot.context.lastZipCode).toBeNull(),
  },
};
