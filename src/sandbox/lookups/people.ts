import type { PersonLookup } from '../../generated/schemas.ts';
import { formatTaxId, isValidCnpj, isValidCpf, unmaskTaxId } from '../../domain/index.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';

/**
 * GET /api/Common/People?taxId: the name of a person the bank knows, with the tax id partly hidden
 * (spec 001 §5 tax id display). A valid tax id the bank does not know is not found; nothing is
 * said about people of other banks.
 */
export async function lookUpPerson(sql: Sql, taxId: string): Promise<PersonLookup> {
  const plain = unmaskTaxId(taxId);
  const valid = plain.length === 11 ? isValidCpf(plain) : plain.length === 14 && isValidCnpj(plain);
  if (!valid) throw Errors.invalidTaxId();
  const person = await one<{ person_type: 'N' | 'J'; name: string }>(
    sql,
    'select person_type, name from people where tax_id = $1',
    [plain],
  );
  if (!person) throw Errors.personNotFound();
  return { taxId: formatTaxId(plain, { hidden: true }), personType: person.person_type, name: person.name };
}
