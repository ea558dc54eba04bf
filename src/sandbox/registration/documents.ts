import { createHash, randomUUID } from 'node:crypto';
import type { AttachmentType, PersonFile, PersonFileList } from '../../generated/schemas.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { registrationPeople } from './read-registration.ts';

export type DocumentContentType = PersonFile['contentType'];

/** The largest document or image the bank keeps: 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** spec 000 §3 File: the types and their extensions. */
export const EXTENSIONS: Record<DocumentContentType, PersonFile['extension']> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'application/pdf': '.pdf',
};

/** Required documents (docs/account-opening.md): a person's, and a company's own. */
export const PERSON_DOCUMENTS: readonly AttachmentType[] = ['document_front', 'document_verse', 'selfie', 'proof_residence'];
export const COMPANY_DOCUMENTS: readonly AttachmentType[] = ['social_contract', 'card_taxid'];

/** What the bytes are, by their first bytes (magic numbers), whatever the upload claims. */
export function detectContentType(bytes: Uint8Array): DocumentContentType | null {
  const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}

const BY_EXTENSION: Record<string, DocumentContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * The type an upload claims: its part's content type, or, when that says nothing
 * (application/octet-stream), its file name's extension. RG10014 for anything but JPEG, PNG and PDF;
 * RG10015 when the bytes are not of the claimed type.
 */
export function checkedContentType(
  bytes: Uint8Array,
  claimed: { mimetype: string; filename: string },
  allowed: readonly DocumentContentType[] = Object.keys(EXTENSIONS) as DocumentContentType[],
): DocumentContentType {
  const mimetype = claimed.mimetype.toLowerCase().split(';')[0]!.trim();
  const extension = claimed.filename.toLowerCase().split('.').pop() ?? '';
  const type =
    mimetype && mimetype !== 'application/octet-stream'
      ? (allowed as readonly string[]).includes(mimetype)
        ? (mimetype as DocumentContentType)
        : null
      : (BY_EXTENSION[extension] ?? null);
  if (!type || !allowed.includes(type)) {
    throw allowed.length < 3 ? Errors.imageTypeNotAllowed() : Errors.fileTypeNotAllowed();
  }
  const actual = detectContentType(bytes);
  if (actual !== type) {
    throw Errors.fileContentMismatch(
      actual ? `Os bytes são de ${actual}, não de ${type}.` : `Os bytes não são de ${type}.`,
    );
  }
  return type;
}

interface FileRow {
  id: string;
  person_id: string;
  account_id: string;
  name: AttachmentType;
  extension: PersonFile['extension'];
  content_type: DocumentContentType;
  length: number;
  created_at: Date;
}

const toFile = (row: FileRow): PersonFile => ({
  id: row.id,
  personId: row.person_id,
  name: row.name,
  extension: row.extension,
  contentType: row.content_type,
  length: row.length,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function storeFile(
  tx: Sql,
  file: { accountId: string; personId: string; name: AttachmentType; contentType: DocumentContentType; bytes: Buffer; at: Date },
): Promise<PersonFile> {
  const row = await one<FileRow>(
    tx,
    `insert into person_files (id, account_id, person_id, name, extension, content_type, length, sha256, content, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     returning id, person_id, account_id, name, extension, content_type, length, created_at`,
    [
      randomUUID(),
      file.accountId,
      file.personId,
      file.name,
      EXTENSIONS[file.contentType],
      file.contentType,
      file.bytes.length,
      createHash('sha256').update(file.bytes).digest('hex'),
      file.bytes,
      file.at,
    ],
  );
  return toFile(row!);
}

/** The types a person of the registration must send: the company's own, or a person's. */
export function requiredDocuments(personType: 'N' | 'J'): readonly AttachmentType[] {
  return personType === 'J' ? COMPANY_DOCUMENTS : PERSON_DOCUMENTS;
}

export async function listFiles(sql: Sql, accountId: string, personId: string): Promise<PersonFileList> {
  const rows = await sql.query<FileRow>(
    `select id, person_id, account_id, name, extension, content_type, length, created_at from person_files
      where account_id = $1 and person_id = $2 and deleted_at is null order by created_at, id`,
    [accountId, personId],
  );
  const person = await one<{ person_type: 'N' | 'J' }>(sql, 'select person_type from people where id = $1', [personId]);
  const present = new Set(rows.map((row) => row.name));
  return {
    items: rows.map(toFile),
    missing: requiredDocuments(person?.person_type ?? 'N').filter((type) => !present.has(type)),
  };
}

export async function fileById(sql: Sql, fileId: string): Promise<FileRow> {
  const row = await one<FileRow>(
    sql,
    `select id, person_id, account_id, name, extension, content_type, length, created_at from person_files
      where id = $1 and deleted_at is null`,
    [fileId],
  );
  if (!row) throw Errors.fileNotFound();
  return row;
}

export async function fileContent(sql: Sql, fileId: string): Promise<Buffer> {
  const row = await one<{ content: Uint8Array }>(sql, 'select content from person_files where id = $1', [fileId]);
  if (!row) throw Errors.fileNotFound();
  return Buffer.from(row.content);
}

/** Deletes the file and its bytes. */
export async function deleteFile(sql: Sql, fileId: string): Promise<void> {
  await sql.query('delete from person_files where id = $1', [fileId]);
}

/** The newest file of a type for a person, bytes included (the face match reads them). */
export async function newestFile(sql: Sql, personId: string, name: AttachmentType): Promise<Buffer | null> {
  const row = await one<{ content: Uint8Array }>(
    sql,
    `select content from person_files where person_id = $1 and name = $2 and deleted_at is null
      order by created_at desc, id desc limit 1`,
    [personId, name],
  );
  return row ? Buffer.from(row.content) : null;
}

/** Each required document still missing in the registration, as "selfie (Fulano de Tal)". */
export async function missingDocuments(sql: Sql, accountId: string): Promise<string[]> {
  const missing: string[] = [];
  for (const person of await registrationPeople(sql, accountId)) {
    const list = await listFiles(sql, accountId, person.personId);
    for (const type of list.missing) missing.push(`${type} (${person.name})`);
  }
  return missing;
}
