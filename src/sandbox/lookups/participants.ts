import type { Participant } from '../../generated/schemas.ts';
import { DEMO_BANK } from '../seed/demo-data.ts';
import { foldText } from '../statement/statement-filter.ts';
import participants from './data/participants.json' with { type: 'json' };

/** Participants of the STR (real ISPB and COMPE codes), plus the sandbox bank itself. */
export const PARTICIPANTS: readonly Participant[] = [
  ...participants.map((participant) => ({ ...participant, isCompe: participant.compe !== null })),
  { ispb: DEMO_BANK.ispb, compe: DEMO_BANK.compe, name: DEMO_BANK.name, shortName: 'BANCO BALCÃO', isCompe: true },
].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

/**
 * GET /api/Common/ParticipantsSTR?search&IsCompe: by name (capitals and accents ignored), by COMPE
 * code or by ISPB (both from their first digits; "1" finds 001 too).
 */
export function searchParticipants(query: { search?: string | undefined; isCompe?: boolean | undefined }): Participant[] {
  const text = foldText(query.search?.trim() ?? '');
  const digits = /^\d+$/.test(text) ? text : null;
  return PARTICIPANTS.filter((participant) => {
    if (query.isCompe !== undefined && participant.isCompe !== query.isCompe) return false;
    if (!text) return true;
    if (digits) {
      const compe = participant.compe ?? '';
      return participant.ispb.startsWith(digits) || compe.startsWith(digits) || compe.replace(/^0+/, '').startsWith(digits);
    }
    return foldText(participant.name).includes(text) || foldText(participant.shortName).includes(text);
  });
}

export function participantByIspb(ispb: string): Participant | undefined {
  return PARTICIPANTS.find((participant) => participant.ispb === ispb);
}
