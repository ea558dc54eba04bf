import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

export type ZipLookupStatus = 'idle' | 'lookingUp' | 'found' | 'notFound' | 'failed';

/** The address block's lookup state, for the zip input it contains. */
export const ZipLookupContext = createContext<ZipLookupStatus | null>(null);

export const ZIP_LOOKUP_MESSAGES: Partial<Record<ZipLookupStatus, string>> = {
  lookingUp: 'form.zipCode.lookingUp',
  notFound: 'form.zipCode.notFound',
  failed: 'form.zipCode.failed',
};

/** spec 001 §2: a loading indicator while the zip lookup runs, and what it found, said to screen readers too. */
export function ZipLookupIndicator({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useContext(ZipLookupContext);
  if (status === null) return children;
  const message = ZIP_LOOKUP_MESSAGES[status];
  return (
    <div className="input-with-status" aria-busy={status === 'lookingUp'} data-zip-lookup={status}>
      {children}
      {status === 'lookingUp' && <span className="spinner spinner-small" aria-hidden="true" />}
      <span className="input-status" role="status">
        {message ? t(message) : ''}
      </span>
    </div>
  );
}
