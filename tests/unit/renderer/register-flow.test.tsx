// @vitest-environment jsdom
import IMask from 'imask';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { draftPhone, newAccountDraft } from '../../../src/domain/registration-draft.ts';
import { documentProblem, MAX_DOCUMENT_BYTES } from '../../../src/renderer/flow/DocumentsPart.tsx';
import { accountOfValues, answerableOfValues, valuesOfAccount } from '../../../src/renderer/host/registration-handle.ts';
import type { MachineHandle, MachineView } from '../../../src/renderer/host/screen-host.ts';
import { storedValue } from '../../../src/renderer/masks/mask-options.ts';
import { bankFeaturesOf, featuresOf } from '../../../src/renderer/vocabulary/registry/flags.ts';
import { maskWords } from '../../../src/renderer/vocabulary/registry/masks.ts';
import { renderScreen, testHost } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

/** A machine handle whose view the test sets, recording what the page sends. */
function fakeMachine(first: MachineView) {
  let current = first;
  const listeners = new Set<() => void>();
  const sent: { type: string }[] = [];
  const handle: MachineHandle = {
    view: () => current,
    watch: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (event) => {
      sent.push(event);
      return true;
    },
  };
  return {
    handle,
    sent,
    show(next: MachineView) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(cleanup);

describe('the flow kind (screens/register/register.json)', () => {
  test('the data form is kept as it is typed: a pause after a change sends its values to the machine, before any "Continuar"', async () => {
    const machine = fakeMachine({
      state: 'data',
      busy: false,
      data: { personType: 'N', values: {}, error: null, blocked: null },
    });
    await renderScreen('register', { host: { ...testHost(), machines: { registration: machine.handle } } });
    const name = (await screen.findAllByRole('textbox', { name: /^Nome/ }))[0]!;
    await userEvent.type(name, 'Joana');
    expect(machine.sent.filter((event) => event.type === 'SAVE_DATA')).toEqual([]);
    await waitFor(() => expect(machine.sent.at(-1)).toMatchObject({ type: 'KEEP_DATA', values: { person: { name: 'Joana' } } }), {
      timeout: 5_000,
    });
  });

  test("shows the entries of the machine's state, the progress, why a step may not go on, and sends the buttons' events", async () => {
    const machine = fakeMachine({ state: 'personType', busy: false, data: { personType: null, error: null, blocked: null } });
    await renderScreen('register', { host: { ...testHost(), machines: { registration: machine.handle } } });

    expect(await screen.findByRole('heading', { name: 'Registrar', level: 1 })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Etapas' });
    expect(within(steps).getByText('Tipo de conta').closest('li')).toHaveAttribute('aria-current', 'step');
    // The representatives' step is a company's only.
    expect(within(steps).queryByText('Representantes')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Começar de novo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pessoa física' }));
    expect(machine.sent).toEqual([{ type: 'CHOOSE_PERSON_TYPE', personType: 'N' }]);

    machine.show({
      state: 'terms',
      busy: false,
      data: {
        personType: 'J',
        termofuse: false,
        summary: { name: 'Oficina Raio de Sol' },
        error: 'Recusado.',
        blocked: 'register.blocked.terms',
      },
    });
    expect(within(steps).getByText('Representantes')).toBeInTheDocument();
    expect(within(steps).getByText('Termo e resumo').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Oficina Raio de Sol')).toBeInTheDocument();
    // The reason the step stopped shows instead of an older refusal.
    expect(screen.getByRole('alert')).toHaveTextContent('Aceite o termo de uso para enviar o cadastro.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Li e aceito o termo de uso.' }));
    expect(machine.sent.at(-1)).toEqual({ type: 'ACCEPT_TERMS', accepted: true });
    expect(screen.getByRole('button', { name: 'Começar de novo' })).toBeInTheDocument();
  });
});

describe('the registration handle applies the draft rules of spec 000 §3 to the forms', () => {
  const settings = { branchId: 'b-1', productAccountNaturalId: 'p-n', productAccountJuridicalId: 'p-j' };
  const address = {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'sp',
  };

  test("a person's phone keeps its id and validation while it is the same number, and loses them once changed", () => {
    const sent = {
      ...newAccountDraft('N', settings, null),
      phones: [{ ...draftPhone('11987654321', 'natural'), id: 'ph-1', validated: true }],
    };
    const values = {
      taxId: '52998224725',
      person: { name: 'Joana', birth: '1990-04-12', gender: 'F' },
      phone: '11987654321',
      email: 'j@x.com.br',
      address,
    };
    const same = accountOfValues(sent, values);
    expect(same.phones).toEqual([
      { ddi: '055', ddd: '011', number: '987654321', type: 'CELLPHONE', isMain: true, id: 'ph-1', validated: true },
    ]);
    expect(same.contacts).toEqual([{ email: 'j@x.com.br', type: 'PERSONAL', isMain: true }]);
    expect(same.addresses[0]).toMatchObject({ type: 'RESIDENTIAL', state: 'SP', country: 'BR', complement: null });
    expect(same).toMatchObject({ productId: 'p-n', type: 'CC', tags: ['internetbank'], nationality: 'BR', name: 'Joana' });
    expect(accountOfValues(sent, { ...values, phone: '11912345678' }).phones[0]).not.toHaveProperty('id');
    expect(valuesOfAccount(same)).toMatchObject({ taxId: '52998224725', phone: '11987654321', person: { name: 'Joana' } });
  });

  test("a company's blocks are commercial, its CNPJ in upper case; a representative's are a person's, and operates the account", () => {
    const company = accountOfValues(newAccountDraft('J', settings, 'convite'), {
      taxId: 'r7k2m9q4t1b3' + '26',
      company: { name: 'Oficina', birth: '2015-08-01', taxRegime: 'SIMPLES', legalNature: '2062' },
      phone: '1133334455',
      email: 'contato@x.com.br',
      address,
    });
    expect(company).toMatchObject({ taxId: 'R7K2M9Q4T1B326', productId: 'p-j', referralId: 'convite', taxRegime: 'SIMPLES' });
    expect(company.phones[0]).toMatchObject({ ddd: '011', number: '33334455', type: 'COMMERCIAL' });
    expect(company.contacts[0]!.type).toBe('COMMERCIAL');
    expect(company.addresses[0]!.type).toBe('COMMERCIAL');
    const representative = answerableOfValues('acc-1', {
      taxId: '11144477735',
      person: { name: 'Rui', birth: '1978-02-20', gender: 'M' },
      phone: '21987650002',
      email: 'rui@x.com.br',
      address,
    });
    expect(representative).toMatchObject({ accountId: 'acc-1', authorize: true, nationality: 'BR' });
    expect(representative.phones[0]!.type).toBe('CELLPHONE');
    expect(representative.addresses[0]!.type).toBe('RESIDENTIAL');
  });
});

describe('documents are checked before they are sent', () => {
  test('above 10 MB, or not JPEG, PNG or PDF, nothing goes', () => {
    expect(documentProblem({ size: 20 * 1024 * 1024, type: 'application/pdf', name: 'a.pdf' })).toBe('tooLarge');
    expect(documentProblem({ size: MAX_DOCUMENT_BYTES, type: 'application/pdf', name: 'a.pdf' })).toBeNull();
    expect(documentProblem({ size: 10, type: 'image/gif', name: 'a.gif' })).toBe('wrongType');
    expect(documentProblem({ size: 10, type: '', name: 'selfie.JPG' })).toBeNull();
    expect(documentProblem({ size: 10, type: 'application/octet-stream', name: 'planilha.xlsx' })).toBe('wrongType');
  });
});

describe('words of account opening', () => {
  test('brPhone shows DDD and number and keeps the digits', () => {
    const typeInto = (typed: string) => {
      const mask = maskWords().brPhone!;
      const masked = IMask.createMask(mask.options);
      for (const character of typed) masked.append(character, { input: true });
      masked.doCommit();
      return { shown: masked.value, kept: storedValue(mask, masked.unmaskedValue) };
    };
    expect(typeInto('11987654321')).toEqual({ shown: '(11) 98765-4321', kept: '11987654321' });
    expect(typeInto('1133334455')).toEqual({ shown: '(11) 3333-4455', kept: '1133334455' });
  });

  test("openAccountEnabled is the bank configuration's flag, off while it is unknown, never an account's", () => {
    const bank = { faceMatchScore: 75, methodApproveTransaction: 'PASSWORD', openAccountEnabled: true } as never;
    expect(bankFeaturesOf(bank)).toEqual({ openAccountEnabled: true });
    expect(bankFeaturesOf({ ...(bank as object), openAccountEnabled: false } as never)).toEqual({ openAccountEnabled: false });
    expect(bankFeaturesOf(null)).toEqual({ openAccountEnabled: false });
    expect(featuresOf({ openAccountEnabled: true } as never)).not.toHaveProperty('openAccountEnabled');
  });
});
