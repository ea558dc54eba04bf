import type { Profile } from '../generated/schemas.ts';
import { http } from './http.ts';

/** The signed-in user's profile (the profile form's fields): GET /api/Authentication/Account/Profile. */
export async function getProfile(): Promise<Profile> {
  const { data } = await http.get<Profile>('/api/Authentication/Account/Profile');
  return data;
}

/** Saves the profile form; the answer is the profile as the bank now holds it. */
export async function updateProfile(profile: Profile): Promise<Profile> {
  const { data } = await http.put<Profile>('/api/Authentication/Account/Profile', profile);
  return data;
}
