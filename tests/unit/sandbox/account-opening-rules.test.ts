import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { WorkflowDefinition } from '../../../src/generated/schemas.ts';
import { accountCheckDigit } from '../../../src/sandbox/registration/account-number.ts';
import { checkedContentType, detectContentType } from '../../../src/sandbox/registration/documents.ts';
import { fakeFaceMatchScore } from '../../../src/sandbox/registration/face-match.ts';
import { userNameFor } from '../../../src/sandbox/registration/open-account.ts';
import { phoneRecipient } from '../../../src/sandbox/registration/outbox.ts';
import { accountOpeningDefinition } from '../../../src/sandbox/workflows/account-opening-definition.ts';
import { checkedDefinition, definitionProblems } from '../../../src/sandbox/workflows/definition.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');

describe('workflow definitions', () => {
  test('the account-opening workflow the demo bank publishes is valid', () => {
    expect(definitionProblems(accountOpeningDefinition('Abertura'))).toEqual([]);
    expect(() => checkedDefinition(accountOpeningDefinition('Abertura'))).not.toThrow();
  });

  test('a definition with two starts, an unknown target, a loose end and an unreachable activity names each problem', () => {
    const broken: WorkflowDefinition = {
      name: 'Quebrado',
      subjectType: 'CARD',
      activities: [
        { id: 'a', name: 'A', type: 'START' },
        { id: 'b', name: 'B', type: 'START' },
        { id: 'c', name: 'C', type: 'TASK' },
        { id: 'd', name: 'D', type: 'END' },
        { id: 'e', name: 'E', type: 'END' },
      ],
      transitions: [
        { from: 'a', to: 'c', action: 'GO' },
        { from: 'a', to: 'd', action: 'GO' },
        { from: 'd', to: 'x', action: 'BACK' },
      ],
    };
    expect(definitionProblems(broken)).toEqual([
      'o fluxo deve ter exatamente uma atividade START (tem 2)',
      'a ação GO sai de a mais de uma vez',
      'a transição d → x leva a uma atividade desconhecida',
      'a atividade END d não pode ter saída',
      'a atividade b não tem saída',
      'a atividade c não tem saída',
      'a atividade b não é alcançável a partir do início',
      'a atividade e não é alcançável a partir do início',
    ]);
    expect(() => checkedDefinition(broken)).toThrow(/Definição de fluxo inválida/);
  });

  test('a document that is not a definition is refused by its schema, with its place', () => {
    expect(() => checkedDefinition({ name: 'x', subjectType: 'ACCOUNT', activities: [], transitions: [], extra: 1 })).toThrow(
      /must NOT have additional properties/,
    );
  });
});

describe('documents by their bytes', () => {
  test('JPEG, PNG and PDF are told by their first bytes, anything else is nothing', () => {
    expect(detectContentType(JPEG)).toBe('image/jpeg');
    expect(detectContentType(PNG)).toBe('image/png');
    expect(detectContentType(PDF)).toBe('application/pdf');
    expect(detectContentType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectContentType(new Uint8Array())).toBeNull();
  });

  test('the claimed type comes from the content type, or from the extension when the content type says nothing', () => {
    expect(checkedContentType(PDF, { mimetype: 'application/octet-stream', filename: 'conta.PDF' })).toBe('application/pdf');
    expect(checkedContentType(JPEG, { mimetype: 'image/jpeg', filename: 'x.png' })).toBe('image/jpeg');
    expect(() => checkedContentType(PNG, { mimetype: 'image/jpeg', filename: 'x.jpg' })).toThrow(/não corresponde/);
    expect(() => checkedContentType(PDF, { mimetype: 'text/plain', filename: 'x.pdf' })).toThrow(/JPEG, PNG ou PDF/);
    expect(() => checkedContentType(PDF, { mimetype: 'application/pdf', filename: 'x.pdf' }, ['image/jpeg', 'image/png'])).toThrow(
      /JPEG ou PNG/,
    );
  });
});

describe('opening an account', () => {
  test('the fake face match scores a copy of the document 0 and two different images 76 to 100, always the same', () => {
    expect(fakeFaceMatchScore(JPEG, JPEG)).toBe(0);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1 }), fc.uint8Array({ minLength: 1 }), (selfie, front) => {
        fc.pre(Buffer.compare(Buffer.from(selfie), Buffer.from(front)) !== 0);
        const score = fakeFaceMatchScore(selfie, front);
        return score >= 76 && score <= 100 && fakeFaceMatchScore(selfie, front) === score;
      }),
    );
  });

  test('account numbers end in their modulo-11 check digit, weights 2 to 9 from the right', () => {
    // 1×2 + 0 + 0 + 0 + 2×6 = 14; 14 mod 11 = 3; 11 - 3 = 8
    expect(accountCheckDigit('20001')).toBe('8');
    // 5×2 + 4×3 + 3×4 + 2×5 + 1×6 = 50; 50 mod 11 = 6; 11 - 6 = 5
    expect(accountCheckDigit('12345')).toBe('5');
    // 11 - 0 and 11 - 1 give 0: 00000 sums to 0, 00006 to 12 (12 mod 11 = 1)
    expect(accountCheckDigit('00000')).toBe('0');
    expect(accountCheckDigit('00006')).toBe('0');
  });

  test("an operator's user name is the first name, plain and unique in the account", () => {
    expect(userNameFor('Ângela Maria Süß', new Set())).toBe('angela');
    expect(userNameFor('João Lima', new Set(['joao', 'joao2']))).toBe('joao3');
  });

  test('the outbox names a phone by its digits with the country code', () => {
    expect(phoneRecipient({ ddi: '055', ddd: '011', number: '987654321' })).toBe('5511987654321');
  });
});
