import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getTermsOfUse } from '../../api/common.ts';
import { ModalFrame } from '../../renderer/dialogs/ModalFrame.tsx';
import '../../renderer/renderer.css';

/** spec 001 §2: the terms of use of the user's merchant in a large scrollable modal titled 'Termo de Uso'. */
export function TermsOfUseModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const terms = useQuery({ queryKey: ['termsOfUse'], queryFn: getTermsOfUse, staleTime: Infinity });
  return (
    <ModalFrame title={t('profileMenu.termsTitle')} size="lg" onClose={onClose}>
      {terms.data ? (
        <div className="terms-of-use">
          <iframe className="terms-document" src={terms.data.url} title={t('profileMenu.termsTitle')} />
          <p>
            <a href={terms.data.url} target="_blank" rel="noreferrer">
              {t('profileMenu.termsOpen', { version: terms.data.version })}
            </a>
          </p>
        </div>
      ) : (
        <p role="status">{terms.isError ? t('profileMenu.termsFailed') : t('app.loading')}</p>
      )}
    </ModalFrame>
  );
}
