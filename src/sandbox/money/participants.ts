import type { Participant } from '../../generated/schemas.ts';
import { PARTICIPANTS } from '../lookups/participants.ts';
import { DEMO_BANK } from '../seed/demo-data.ts';

/** The STR participant named by ISPB or, failing that, COMPE code (GET /api/Common/ParticipantsSTR's list). */
export function findParticipant(by: { ispb?: string | null; compe?: string | null }): Participant | undefined {
  if (by.ispb) return PARTICIPANTS.find((participant) => participant.ispb === by.ispb);
  if (by.compe) return PARTICIPANTS.find((participant) => participant.compe === by.compe);
  return undefined;
}

export const isSandboxBank = (participant: Participant) => participant.ispb === DEMO_BANK.ispb;
