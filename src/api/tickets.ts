import type { Ticket } from '../generated/schemas.ts';
import { http } from './http.ts';

/**
 * A single-use, 60-second ticket for one address the browser opens by itself (an image, a file):
 * such an address carries the ticket, never the session token (OWASP ASVS 5.0 14.2.1).
 */
export async function fileTicket(): Promise<string> {
  const { data } = await http.post<Ticket>('/api/Authentication/Tickets', { purpose: 'file' });
  return data.ticket;
}
