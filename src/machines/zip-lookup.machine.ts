import { assign, emit, fromPromise, setup } from 'xstate';
import type { ZipCodeAnswer } from '../generated/schemas.ts';
import { lookupZipCode } from '../api/zip-code.ts';

/** The address fields a found zip code fills (spec 001 §4), in the address block's names. */
export interface ZipAddress {
  street: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  country: 'BR';
}

export interface ZipLookupContext {
  /** The last zip code looked up (digits only), so the same value is not looked up twice. */
  lastZipCode: string | null;
  address: ZipAddress | null;
}

export type ZipLookupEvent = { type: 'ZIP_CODE_CHANGED'; zipCode: string };

/** Told to the block when an address was found, so it fills its fields. */
export type ZipLookupEmitted = { type: 'ADDRESS_FOUND'; zipCode: string; address: ZipAddress };

const digits = (zipCode: string) => zipCode.replace(/\D/g, '');

function isUnknown(answer: ZipCodeAnswer): boolean {
  return answer.erro === true || answer.erro === 'true';
}

function toAddress(answer: ZipCodeAnswer): ZipAddress {
  return {
    street: answer.logradouro ?? '',
    complement: answer.complemento ?? '',
    neighborhood: answer.bairro ?? '',
    city: answer.localidade ?? '',
    state: answer.uf ?? '',
    country: 'BR',
  };
}

/**
 * The address block's zip lookup (spec 001 §4): it starts when the zip code has 8 or more
 * characters, differs from the last one looked up, and no lookup is running (a change while one runs
 * is ignored). A found address fills street, complement, neighbourhood, city and state and sets the
 * country to BR; an `erro` answer fills nothing. A failed call (the service unreachable) forgets the
 * zip code, so the same value can be tried again.
 */
export const zipLookupMachine = setup({
  types: {
    context: {} as ZipLookupContext,
    events: {} as ZipLookupEvent,
    emitted: {} as ZipLookupEmitted,
  },
  actors: {
    lookupZipCode: fromPromise<ZipCodeAnswer, string>(({ input, signal }) => lookupZipCode(input, signal)),
  },
  guards: {
    isNewZipCode: ({ context, event }) => digits(event.zipCode).length >= 8 && digits(event.zipCode) !== context.lastZipCode,
    isUnknown: (_, params: { answer: ZipCodeAnswer }) => isUnknown(params.answer),
  },
  actions: {
    remember: assign({ lastZipCode: ({ event }) => digits(event.zipCode), address: null }),
    forget: assign({ lastZipCode: null }),
  },
}).createMachine({
  id: 'zipLookup',
  context: { lastZipCode: null, address: null },
  initial: 'idle',
  // spec 001 §4: no lookup starts while one runs, so lookingUp alone does not listen to changes.
  states: {
    idle: { on: { ZIP_CODE_CHANGED: { guard: 'isNewZipCode', target: 'lookingUp', actions: 'remember' } } },
    lookingUp: {
      invoke: {
        src: 'lookupZipCode',
        input: ({ context }) => context.lastZipCode!,
        onDone: [
          { guard: { type: 'isUnknown', params: ({ event }) => ({ answer: event.output }) }, target: 'notFound' },
          {
            target: 'found',
            actions: [
              assign({ address: ({ event }) => toAddress(event.output) }),
              emit(({ context, event }) => ({
                type: 'ADDRESS_FOUND' as const,
                zipCode: context.lastZipCode!,
                address: toAddress(event.output),
              })),
            ],
          },
        ],
        onError: { target: 'failed', actions: 'forget' },
      },
    },
    found: { on: { ZIP_CODE_CHANGED: { guard: 'isNewZipCode', target: 'lookingUp', actions: 'remember' } } },
    notFound: { on: { ZIP_CODE_CHANGED: { guard: 'isNewZipCode', target: 'lookingUp', actions: 'remember' } } },
    failed: { on: { ZIP_CODE_CHANGED: { guard: 'isNewZipCode', target: 'lookingUp', actions: 'remember' } } },
  },
});
