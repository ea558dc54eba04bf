import { useEffect, useState } from 'react';
import { getParticipantByIspb } from '../../api/common.ts';
import type { ReceiptMetadata } from '../../domain/receipt.ts';

/**
 * spec 001 §3: the bank names of the receipt's parties, looked up by ISPB. A failed lookup is silent
 * (spec 001 §8): the name stays unknown and the receipt shows the party's own bank data.
 */
export function useBankNames(metadata: ReceiptMetadata | null | undefined): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const ispbs = [metadata?.payer?.ispb, metadata?.debtor?.ispb, metadata?.receiver?.ispb]
    .filter((ispb): ispb is string => typeof ispb === 'string' && /^\d{8}$/.test(ispb))
    .sort();
  const key = [...new Set(ispbs)].join(',');
  useEffect(() => {
    if (!key) return;
    let current = true;
    void Promise.all(
      key.split(',').map((ispb) =>
        getParticipantByIspb(ispb).then(
          (participant) => [ispb, participant?.name] as const,
          () => [ispb, undefined] as const,
        ),
      ),
    ).then((found) => {
      if (!current) return;
      setNames(new Map(found.filter((entry): entry is readonly [string, string] => Boolean(entry[1]))));
    });
    return () => {
      current = false;
    };
  }, [key]);
  return names;
}
