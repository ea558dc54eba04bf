import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { HubPrincipal, NegotiationStore } from '../hub/index.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Negotiated hub connections kept in the database (hub_negotiations, migration 014), for processes
 * that share one port: the WebSocket that follows a negotiate may reach another process. Only a
 * hash of the connection token is stored; claiming deletes the row, so a token works once.
 */
export function sharedNegotiations(db: Database): NegotiationStore {
  let puts = 0;
  return {
    async put(connectionToken, pending, ttlMs) {
      if ((puts += 1) % 100 === 0) await db.query('delete from hub_negotiations where expires_at < $1', [new Date()]);
      await db.query(
        'insert into hub_negotiations (token_hash, connection_id, account_id, session_id, expires_at) values ($1, $2, $3, $4, $5)',
        [
          hashOf(connectionToken),
          pending.connectionId,
          pending.principal.accountId,
          pending.principal.sessionId,
          new Date(Date.now() + ttlMs),
        ],
      );
    },
    async claim(connectionToken) {
      const [row] = await db.query<{ connection_id: string; account_id: string; session_id: string; expires_at: Date }>(
        'delete from hub_negotiations where token_hash = $1 returning connection_id, account_id, session_id, expires_at',
        [hashOf(connectionToken)],
      );
      if (!row || new Date(row.expires_at).getTime() <= Date.now()) return undefined;
      const principal: HubPrincipal = { accountId: row.account_id, sessionId: row.session_id };
      return { connectionId: row.connection_id, principal };
    },
  };
}
