import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, test } from 'vitest';
import { draftPhone, initialRegistrationDraft, newAccountDraft, type RegistrationDraft } from '../../../src/domain/registration-draft.ts';
import {
  clearRegistrationDraft,
  loadRegistrationDraft,
  REGISTRATION_STORE,
  registrationDatabaseName,
  saveRegistrationDraft,
} from '../../../src/api/registration-draft-store.ts';
import { openSecureStorage } from '../../../src/api/secure-storage.ts';

function rawRecord(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(registrationDatabaseName());
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      expect(database.version).toBe(1);
      expect([...database.objectStoreNames]).toEqual([REGISTRATION_STORE]);
      const get = database.transaction(REGISTRATION_STORE).objectStore(REGISTRATION_STORE).get('draft');
      get.onsuccess = () => {
        database.close();
        resolve(get.result);
      };
    };
  });
}

describe('the registration draft in IndexedDB', () => {
  beforeAll(async () => {
    await openSecureStorage({ secret: 'segredo-de-teste', prefix: 'balcao.' });
  });

  test('there is no draft before anything is typed', async () => {
    expect(await loadRegistrationDraft()).toBeNull();
  });

  test('a draft comes back as it was kept, sealed in a "registration" store of version 1', async () => {
    const account = { ...newAccountDraft('N', { productAccountNaturalId: 'p' }, null), taxId: '52998224725', name: 'Joana' };
    account.phones = [draftPhone('11987650001', 'natural')];
    const draft: RegistrationDraft = { ...initialRegistrationDraft(), loading: false, account, idAccount: 'acc-1', authorize: true };
    await saveRegistrationDraft(draft);
    expect(await loadRegistrationDraft()).toEqual(draft);
    const raw = await rawRecord();
    expect(typeof raw).toBe('string');
    expect(raw as string).not.toContain('Joana');
    expect(raw as string).not.toContain('52998224725');
  });

  test('no document bytes are kept: a file is remembered by what it is', async () => {
    const withBytes = {
      ...initialRegistrationDraft(),
      files: [
        Object.assign(
          { id: 'f-1', personId: 'p-1', name: 'selfie', contentType: 'image/jpeg', length: 3 },
          { bytes: new Uint8Array([1, 2, 3]), file: new Blob(['abc']) },
        ),
      ],
    };
    await saveRegistrationDraft(withBytes);
    const loaded = await loadRegistrationDraft();
    expect(loaded!.files).toEqual([{ id: 'f-1', personId: 'p-1', name: 'selfie', contentType: 'image/jpeg', length: 3 }]);
  });

  test('clearing puts the initial state back: loading, not authorised, terms not accepted', async () => {
    const cleared = await clearRegistrationDraft();
    expect(cleared).toMatchObject({ loading: true, authorize: false, termofuse: false, account: null, credential: null });
    expect(await loadRegistrationDraft()).toEqual(cleared);
  });

  test('drafts kept one after another without waiting land in that order: the newest is the one kept', async () => {
    // The machine keeps the draft after each step without waiting. A larger draft takes longer to
    // seal than a small one that follows it: the small one, asked for last, must be what stays.
    const large = (mark: number): RegistrationDraft => ({
      ...initialRegistrationDraft(),
      idAccount: `acc-${mark}`,
      referralId: 'x'.repeat(2_000_000),
    });
    const saves = [saveRegistrationDraft(large(1)), saveRegistrationDraft(large(2))];
    const newest = { ...initialRegistrationDraft(), idAccount: 'acc-newest' };
    saves.push(saveRegistrationDraft(newest));
    await Promise.all(saves);
    expect((await loadRegistrationDraft())?.idAccount).toBe('acc-newest');
  });

  test('a draft sealed under another secret is no draft', async () => {
    await saveRegistrationDraft({ ...initialRegistrationDraft(), idAccount: 'acc-2' });
    await openSecureStorage({ secret: 'outro-segredo', prefix: 'balcao.' });
    expect(await loadRegistrationDraft()).toBeNull();
  });
});
