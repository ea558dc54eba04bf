import { describe, expect, test } from 'vitest';
import { canAccess, evaluateCondition } from '../../../src/renderer/host/conditions.ts';
import { resolveParams } from '../../../src/renderer/host/bindings.ts';
import { RuleStore } from '../../../src/renderer/forms/rule-store.ts';

const host = (roles: string[] = [], features = {}) => ({ user: { accountId: 'a-1', roles }, features });

describe('declarative conditions', () => {
  test('status in [ACTIVE] holds for an active card only', () => {
    const active = { field: 'status', in: ['ACTIVE'] };
    expect(evaluateCondition(active, { status: 'ACTIVE' }, host())).toBe(true);
    expect(evaluateCondition(active, { status: 'LOCKED' }, host())).toBe(false);
  });

  test('equals, notIn, present and nested fields', () => {
    expect(evaluateCondition({ field: 'personType', equals: 'N' }, { personType: 'N' }, host())).toBe(true);
    expect(evaluateCondition({ field: 'status', notIn: ['CANCELED'] }, { status: 'ACTIVE' }, host())).toBe(true);
    expect(evaluateCondition({ field: 'metadata.dueDate', present: true }, { metadata: { dueDate: '2026-01-05' } }, host())).toBe(
      true,
    );
    expect(evaluateCondition({ field: 'metadata', present: true }, { metadata: null }, host())).toBe(false);
  });

  test("includes holds when the field is a list holding the value: a workflow item's actions", () => {
    const approve = { field: 'actions', includes: 'APPROVE' };
    expect(evaluateCondition(approve, { actions: ['APPROVE', 'REJECT'] }, host())).toBe(true);
    expect(evaluateCondition(approve, { actions: ['REJECT'] }, host())).toBe(false);
    expect(evaluateCondition(approve, { actions: [] }, host())).toBe(false);
    // A value that is no list never includes anything, even one equal to the value.
    expect(evaluateCondition(approve, { actions: 'APPROVE' }, host())).toBe(false);
    expect(evaluateCondition(approve, {}, host())).toBe(false);
  });

  test("personType holds when the field's tax id is of that type: more than 11 characters is a company's (spec 001 §5)", () => {
    const company = { field: 'taxId', personType: 'J' } as const;
    const person = { field: 'taxId', personType: 'N' } as const;
    expect(evaluateCondition(company, { taxId: '11222333000181' }, host())).toBe(true);
    expect(evaluateCondition(company, { taxId: '11.222.333/0001-81' }, host())).toBe(true);
    // Typing goes past 11 digits: the twelfth makes it a company's.
    expect(evaluateCondition(company, { taxId: '111444777350' }, host())).toBe(true);
    expect(evaluateCondition(company, { taxId: '11144477735' }, host())).toBe(false);
    expect(evaluateCondition(person, { taxId: '111.444.777-35' }, host())).toBe(true);
    expect(evaluateCondition(person, { taxId: '11222333000181' }, host())).toBe(false);
    // An empty tax id is neither.
    expect(evaluateCondition(company, { taxId: '' }, host())).toBe(false);
    expect(evaluateCondition(person, {}, host())).toBe(false);
  });

  test('a role condition holds when the user has one of the roles; a feature when the flag is on', () => {
    expect(evaluateCondition({ role: ['ACCOUNT_ADMIN'] }, {}, host(['ACCOUNT_ADMIN']))).toBe(true);
    expect(evaluateCondition({ role: ['ACCOUNT_ADMIN'] }, {}, host(['ACCOUNT_HOLDER']))).toBe(false);
    expect(evaluateCondition({ feature: 'cardEnable' }, {}, host([], { cardEnable: true }))).toBe(true);
    expect(evaluateCondition({ feature: 'cardEnable' }, {}, host())).toBe(false);
  });

  test('all, any and not combine conditions', () => {
    const condition = { all: [{ field: 'status', in: ['ACTIVE', 'LOCKED'] }, { not: { role: ['VIEWER'] } }] };
    expect(evaluateCondition(condition, { status: 'LOCKED' }, host(['ACCOUNT_HOLDER']))).toBe(true);
    expect(evaluateCondition(condition, { status: 'LOCKED' }, host(['VIEWER']))).toBe(false);
    expect(
      evaluateCondition(
        {
          any: [
            { field: 'a', equals: 1 },
            { field: 'b', equals: 2 },
          ],
        },
        { b: 2 },
        host(),
      ),
    ).toBe(true);
  });

  test('access: any listed role lets in, none listed lets everyone in, and every feature must be on', () => {
    expect(canAccess({ roles: [] }, host())).toBe(true);
    expect(canAccess({ roles: ['ACCOUNT_ADMIN', 'ACCOUNT_HOLDER'] }, host(['ACCOUNT_HOLDER']))).toBe(true);
    expect(canAccess({ roles: ['ACCOUNT_ADMIN'] }, host(['ACCOUNT_HOLDER']))).toBe(false);
    expect(canAccess({ features: ['cardEnable', 'apiEnable'] }, host([], { cardEnable: true }))).toBe(false);
  });
});

describe('bindings', () => {
  test('@account, @route, @row and @form values are read from their scope; anything else is fixed', () => {
    const params = resolveParams(
      {
        accountId: '@account.accountId',
        holder: '@route.holderId',
        id: '@row.id',
        zip: '@form.address.zipCode',
        size: 20,
        kind: 'CARD',
      },
      {
        account: { accountId: 'a-1' },
        route: { holderId: 'h-9' },
        row: { id: 'c-3' },
        form: { address: { zipCode: '01001000' } },
      },
    );
    expect(params).toEqual({ accountId: 'a-1', holder: 'h-9', id: 'c-3', zip: '01001000', size: 20, kind: 'CARD' });
  });
});

describe('form rules', () => {
  test('hide, show, disable, enable and readonly follow their conditions as the values change', () => {
    const store = new RuleStore(
      [
        { field: 'taxRegime', effect: 'hide', when: { field: 'personType', equals: 'N' } },
        { field: 'tradeName', effect: 'show', when: { field: 'personType', equals: 'J' } },
        { field: 'userName', effect: 'readonly', when: { field: 'id', present: true } },
        { field: 'pep', effect: 'enable', when: { role: ['ACCOUNT_ADMIN'] } },
      ],
      host(['ACCOUNT_HOLDER']),
    );
    store.update({ personType: 'N' });
    expect(store.effect('taxRegime').hidden).toBe(true);
    expect(store.effect('tradeName').hidden).toBe(true);
    expect(store.effect('pep').disabled).toBe(true);
    store.update({ personType: 'J', id: 'u-1' });
    expect(store.effect('taxRegime').hidden).toBe(false);
    expect(store.effect('tradeName').hidden).toBe(false);
    expect(store.effect('userName').readonly).toBe(true);
  });
});

describe('what a form sends', () => {
  test('the values of hidden fields are left out, nested ones included; shown and read-only ones stay', () => {
    const store = new RuleStore(
      [
        { field: 'mother', effect: 'hide', when: { field: 'taxId', personType: 'J' } },
        { field: 'receiver.name', effect: 'show', when: { field: 'type', equals: 'EXTERNAL' } },
        { field: 'name', effect: 'readonly', when: { field: 'taxId', present: true } },
      ],
      host(),
    );
    const values = {
      taxId: '11222333000181',
      mother: 'Ana',
      name: 'Padaria',
      type: 'INTERNAL',
      receiver: { name: 'X', account: '1' },
    };
    store.update(values);
    expect(store.withoutHidden(values)).toEqual({
      taxId: '11222333000181',
      name: 'Padaria',
      type: 'INTERNAL',
      receiver: { account: '1' },
    });
    // The form keeps what was typed: only what is sent changes.
    expect(values.mother).toBe('Ana');
    const person = { ...values, taxId: '11144477735', type: 'EXTERNAL' };
    store.update(person);
    expect(store.withoutHidden(person)).toEqual(person);
  });

  test('a hidden field the values do not hold changes nothing', () => {
    const store = new RuleStore([{ field: 'a.b', effect: 'hide', when: { field: 'x', present: false } }], host());
    store.update({});
    expect(store.withoutHidden({ c: 1 })).toEqual({ c: 1 });
    expect(store.withoutHidden({ a: null })).toEqual({ a: null });
  });
});
