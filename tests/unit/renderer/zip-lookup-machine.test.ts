import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ZipCodeAnswer } from '../../../src/generated/schemas.ts';
import { zipLookupMachine, type ZipLookupEmitted } from '../../../src/machines/zip-lookup.machine.ts';

function start(answer: (zipCode: string) => Promise<ZipCodeAnswer>) {
  const lookup = vi.fn(answer);
  const actor = createActor(
    zipLookupMachine.provide({ actors: { lookupZipCode: fromPromise(({ input }: { input: string }) => lookup(input)) } }),
  );
  const found: ZipLookupEmitted[] = [];
  actor.on('ADDRESS_FOUND', (event) => found.push(event));
  actor.start();
  return { actor, lookup, found };
}

const SE: ZipCodeAnswer = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
};

describe('zip lookup machine (spec 001 §4)', () => {
  test('a zip code shorter than eight characters starts no lookup', () => {
    const { actor, lookup } = start(async () => SE);
    actor.send({ type: 'ZIP_CODE_CHANGED', zipCode: '0100100' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(lookup).not.toHaveBeenCalled();
  });

  test('eight digits look the zip code up, and a found address is told with street, complement, neighbourhood, city, state and BR', async () => {
    const { actor, lookup, found } = start(async () => SE);
    actor.send({ type: 'ZIP_CODE_CHANGED', zipCode: '01001-000' });
    expect(actor.getSnapshot().value).toBe('lookingUp');
    await waitFor(actor, (snapshot) => snapshot.matches('found'));
    expect(lookup).toHaveBeenCalledExactlyOnceWith('01001000');
    expect(found).toEqual([
      {
        type: 'ADDRESS_FOUND',
        zipCode: '01001000',
        address: {
          street: 'Praça da Sé',
          complement: 'lado ímpar',
          neighborhood: 'Sé',
          city: 'São Paulo',
          state: 'SP',
          country: 'BR',
        },
      },
    ]);
  });

  test('the same zip code is not looked up twice', async () => {
    const { actor, lookup } = start(async () => SE);
    actor.send({ type: 'ZIP_CODE_CHANGED', zipCode: '01001000' });
    await waitFor(actor, (snapshot) => snapshot.matches('found'));
    actor.send({ type: 'ZIP_CODE_CHANGED', zipCode: '01001000' });
    expect(actor.getSnapshot().value).toBe('found');
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  test('a change while a lookup runs is ignored', async () => {
    let answer: (value: ZipCodeAnswer) => void = () => undefined;
    const { actor, lookup } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'ZIP_CODE_CHANGED', zipCode: '01001000' });
    actor.send({ type: 'ZIP_CODE_CHANGED', zipCode: '01310100' });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.lastZipCode).toBe('01001000');
    answer(SE);
    await waitFor(actor, (snapshot) => snapshot.matches('found'));
  });

  test('an answer with erro fills nothing', async () => {
    const { actor, found } = start(async () => ({ erro: true }));
    actor.send({ type: 'ZIP_CODE_CHANGED', zipCode: '99999999' });
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    expect(found).toEqual([]);
    expect(actor.getSnapshot().context.address).toBeNull();
  });

  test('a service that cannot be reached forgets the zip code, so the same one can be tried again', async () => {
    let fail = true;
    const { actor, lookup } = start(async () => {
      if (fail) throw new Error('offline');
      return SE;
    });
    actor.send({ type: 'ZIP_CODE_CHANGED', zipCode: '01001000' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    fail = false;
    actor.send({ type: 'ZIP_CODE_CHANGED', zipCode: '01001000' });
    await waitFor(actor, (snapshot) => snapshot.matches('found'));
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
