import type { LookupItem, LookupList } from '../generated/schemas.ts';
import { http } from './http.ts';

/** GET /api/Common/{name} (spec 000 §7): a key/value list such as AddressTypes or Genders. */
export async function getLookup(name: string): Promise<LookupItem[]> {
  const { data } = await http.get<LookupList | LookupItem[]>(`/api/Common/${encodeURIComponent(name)}`);
  return Array.isArray(data) ? data : data.items;
}
