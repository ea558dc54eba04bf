import { describe, expect, test } from 'vitest';
import { inlineReferences } from '../../../scripts/lib/schema-inline.ts';

describe("a form's schema with its references inlined", () => {
  test('each reference becomes a copy of what it points at, and the definitions go', () => {
    const schema = {
      $id: 'holder.schema.json',
      type: 'object',
      properties: {
        phones: { type: 'array', items: { $ref: '#/definitions/phone' } },
        address: { anyOf: [{ $ref: '#/definitions/address', description: 'The main one' }, { type: 'null' }] },
        ddd: { $ref: '#/definitions/phone/properties/ddd' },
      },
      definitions: {
        phone: { type: 'object', properties: { ddd: { type: 'string', pattern: '^[0-9]{3}$' } } },
        address: { type: 'object', description: 'Address', properties: { zipCode: { type: 'string' } } },
      },
    };
    expect(inlineReferences(schema)).toEqual({
      $id: 'holder.schema.json',
      type: 'object',
      properties: {
        phones: { type: 'array', items: schema.definitions.phone },
        address: { anyOf: [{ ...schema.definitions.address, description: 'The main one' }, { type: 'null' }] },
        ddd: { type: 'string', pattern: '^[0-9]{3}$' },
      },
    });
  });

  test('a schema that refers to itself keeps that reference and its definitions', () => {
    const schema = {
      type: 'object',
      properties: { root: { $ref: '#/definitions/node' } },
      definitions: { node: { type: 'object', properties: { child: { $ref: '#/definitions/node' } } } },
    };
    expect(inlineReferences(schema)).toEqual({
      type: 'object',
      properties: { root: { type: 'object', properties: { child: { $ref: '#/definitions/node' } } } },
      definitions: schema.definitions,
    });
  });
});
