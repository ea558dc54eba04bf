import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { resolveParams } from '../host/bindings.ts';
import { useOperationQuery } from '../host/operation-calls.ts';
import type { DisplayedField } from '../screens/types.ts';
import { Icon } from './icons.tsx';

const EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' };

/**
 * A file the bank answers to the signed-in session (a QR image, a bank-slip PDF), read through the
 * site's query cache with the session's token in its header and shown from a blob: address, so no
 * token ever goes in an address; or the address the call answers (one with a single-use ticket).
 */
function useFileUrl(field: DisplayedField, record: unknown): { url: string | null; type: string; failed: boolean } {
  const params = useMemo(() => resolveParams(field.params, { row: record }), [field.params, record]);
  const file = useOperationQuery({ operation: field.operation ?? 'currentUser', params, enabled: field.operation !== undefined });
  const answer = file.data;
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(answer instanceof Blob)) return undefined;
    const url = URL.createObjectURL(answer);
    setBlobUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setBlobUrl(null);
    };
  }, [answer]);
  if (typeof answer === 'string') return { url: answer, type: '', failed: false };
  // The studio's preview shows the call instead of making it: no file to show.
  const failed = file.isError || (file.isSuccess && !(answer instanceof Blob));
  return { url: blobUrl, type: answer instanceof Blob ? answer.type : '', failed };
}

function Loading() {
  const { t } = useTranslation();
  return (
    <span className="blob-loading" role="status">
      <Icon name="spinner" spinning />
      {t('app.loading')}
    </span>
  );
}

/** The `image` format: a PNG the bank draws (a charge's QR code), with the field's label as its text. */
export function BlobImage({ field, record }: { field: DisplayedField; record: unknown }) {
  const { t } = useTranslation();
  const { url, failed } = useFileUrl(field, record);
  if (failed) return <span className="blob-failed">{t('files.failed')}</span>;
  if (!url) return <Loading />;
  const size = field.size ?? 256;
  return <img className="blob-image" src={url} alt={t(field.label)} width={size} height={size} />;
}

/** The `document` format: a PDF shown in the page's viewer, with a button that saves it. */
export function BlobDocument({ field, record, value }: { field: DisplayedField; record: unknown; value: string }) {
  const { t } = useTranslation();
  const { url, type, failed } = useFileUrl(field, record);
  if (failed) return <span className="blob-failed">{t('files.failed')}</span>;
  if (!url) return <Loading />;
  const name = `${field.fileName ?? 'arquivo-'}${value}${EXTENSIONS[type] ?? ''}`;
  return (
    <div className="blob-document">
      <iframe className="blob-document-frame" src={url} title={t(field.label)} />
      <a className="button button-secondary" href={url} download={name}>
        <Icon name="download" />
        {t('files.download')}
      </a>
    </div>
  );
}
