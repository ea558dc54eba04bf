/** spec 000 §9: the saved account lives in localStorage ("remember branch and account"). */
const KEY = 'balcao.savedAccount';

export interface SavedAccount {
  branch: string;
  account: string;
}

export function readSavedAccount(): SavedAccount | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SavedAccount | null;
    return value && typeof value.branch === 'string' && typeof value.account === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveAccount(saved: SavedAccount | null): void {
  if (saved) localStorage.setItem(KEY, JSON.stringify(saved));
  else localStorage.removeItem(KEY);
}
