import { randomUUID } from 'node:crypto';
import type { Address, AddressInput, Contact, ContactInput, Phone, PhoneInput } from '../../generated/schemas.ts';
import type { Sql } from '../db/database.ts';

/** A person's own fields as the registration calls send them (natural, juridical or answerable). */
export interface PersonFields {
  name: string;
  birth: string;
  mother?: string | null;
  nationality?: string | null;
  gender?: string | null;
  pep?: boolean;
  tradeName?: string | null;
  taxRegime?: string | null;
  legalNature?: string | null;
  registration?: string | null;
}

export interface PersonLists {
  phones: PhoneInput[];
  contacts: ContactInput[];
  addresses: AddressInput[];
}

export async function insertPerson(
  tx: Sql,
  person: PersonFields & { id: string; personType: 'N' | 'J'; taxId: string },
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into people (id, person_type, tax_id, name, trade_name, birth, mother, nationality, gender, pep, tax_regime,
                         legal_nature, registration, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
    [person.id, person.personType, person.taxId, ...personValues(person), at],
  );
}

export async function updatePerson(tx: Sql, personId: string, person: PersonFields, at: Date): Promise<void> {
  await tx.query(
    `update people set name = $2, trade_name = $3, birth = $4, mother = $5, nationality = $6, gender = $7, pep = $8,
            tax_regime = $9, legal_nature = $10, registration = $11, updated_at = $12
      where id = $1`,
    [personId, ...personValues(person), at],
  );
}

function personValues(person: PersonFields): unknown[] {
  return [
    person.name,
    person.tradeName ?? null,
    person.birth,
    person.mother ?? null,
    person.nationality ?? null,
    person.gender ?? null,
    person.pep ?? false,
    person.taxRegime ?? null,
    person.legalNature ?? null,
    person.registration ?? null,
  ];
}

/**
 * Replaces the person's phones, contacts and addresses with the lists sent. An item sent with the
 * id of one the person has is updated in place, and keeps its validation while its number or
 * address stays the same; other stored items go.
 */
export async function replacePersonLists(tx: Sql, personId: string, lists: PersonLists, at: Date): Promise<void> {
  const keep = async (table: string, ids: (string | undefined)[]) => {
    const kept = ids.filter((id): id is string => !!id);
    await tx.query(`delete from ${table} where person_id = $1 and not (id = any($2::uuid[]))`, [personId, kept]);
  };
  const owned = async (table: string, id: string | undefined) =>
    !!id && (await tx.query(`select 1 from ${table} where id = $1 and person_id = $2`, [id, personId])).length > 0;

  await keep('phones', lists.phones.map((phone) => phone.id));
  for (const phone of lists.phones) {
    const values = [phone.type, phone.isMain ?? true, phone.ddi ?? '055', phone.ddd, phone.number, at];
    if (await owned('phones', phone.id)) {
      await tx.query(
        `update phones set validated = validated and ddi = $4 and ddd = $5 and number = $6,
                type = $2, is_main = $3, ddi = $4, ddd = $5, number = $6, updated_at = $7 where id = $1`,
        [phone.id, ...values],
      );
    } else {
      await tx.query(
        `insert into phones (id, person_id, type, is_main, ddi, ddd, number, validated, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, false, $8, $8)`,
        [randomUUID(), personId, ...values],
      );
    }
  }

  await keep('contacts', lists.contacts.map((contact) => contact.id));
  for (const contact of lists.contacts) {
    const values = [contact.type, contact.isMain ?? true, contact.email.toLowerCase(), at];
    if (await owned('contacts', contact.id)) {
      await tx.query(
        `update contacts set validated = validated and email = $4, type = $2, is_main = $3, email = $4, updated_at = $5
          where id = $1`,
        [contact.id, ...values],
      );
    } else {
      await tx.query(
        `insert into contacts (id, person_id, type, is_main, email, validated, created_at, updated_at)
         values ($1, $2, $3, $4, $5, false, $6, $6)`,
        [randomUUID(), personId, ...values],
      );
    }
  }

  await keep('addresses', lists.addresses.map((address) => address.id));
  for (const address of lists.addresses) {
    const values = [
      address.type,
      address.zipCode,
      address.street,
      address.number,
      address.complement ?? null,
      address.neighborhood,
      address.city,
      address.state,
      address.country,
      at,
    ];
    if (await owned('addresses', address.id)) {
      await tx.query(
        `update addresses set type = $2, zip_code = $3, street = $4, number = $5, complement = $6, neighborhood = $7,
                city = $8, state = $9, country = $10, updated_at = $11 where id = $1`,
        [address.id, ...values],
      );
    } else {
      await tx.query(
        `insert into addresses (id, person_id, type, zip_code, street, number, complement, neighborhood, city, state, country,
                                created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
        [randomUUID(), personId, ...values],
      );
    }
  }
}

/** The person's phones, contacts and addresses as the API answers them (spec 000 §3). */
export async function readPersonLists(
  sql: Sql,
  personId: string,
): Promise<{ phones: Phone[]; contacts: Contact[]; addresses: Address[] }> {
  const [phones, contacts, addresses] = await Promise.all([
    sql.query(
      `select id, type, is_main as "isMain", ddi, ddd, number, validated, created_at as "createdAt", updated_at as "updatedAt"
         from phones where person_id = $1 order by created_at, id`,
      [personId],
    ),
    sql.query(
      `select id, type, is_main as "isMain", email, validated, created_at as "createdAt", updated_at as "updatedAt"
         from contacts where person_id = $1 order by created_at, id`,
      [personId],
    ),
    sql.query(
      `select id, type, zip_code as "zipCode", street, number, complement, neighborhood, city, state, country,
              created_at as "createdAt", updated_at as "updatedAt"
         from addresses where person_id = $1 order by created_at, id`,
      [personId],
    ),
  ]);
  const iso = <T extends object>(rows: T[]) =>
    rows.map((row) => {
      const item = { ...row } as Record<string, unknown>;
      for (const key of ['createdAt', 'updatedAt']) if (item[key] instanceof Date) item[key] = (item[key] as Date).toISOString();
      return item;
    });
  return {
    phones: iso(phones) as unknown as Phone[],
    contacts: iso(contacts) as unknown as Contact[],
    addresses: iso(addresses) as unknown as Address[],
  };
}
