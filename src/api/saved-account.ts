import { readStored, removeStored, writeStored } from './secure-storage.ts';

/** spec 000 §9: the saved account ("remember branch and account") lives in local storage, encrypted. */
const NAME = 'savedAccount';

export interface SavedAccount {
  branch: string;
  account: string;
}

export function readSavedAccount(): SavedAccount | null {
  const value = readStored<SavedAccount>(NAME);
  return value && typeof value.branch === 'string' && typeof value.account === 'string' ? value : null;
}

export function saveAccount(saved: SavedAccount | null): void {
  if (saved) void writeStored('local', NAME, saved);
  else removeStored(NAME);
}
