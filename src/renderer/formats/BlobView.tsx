import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../api/errors.ts';
import { resolveParams } from '../host/bindings.ts';
import { useScreenHost } from '../host/screen-host.ts';
import type { DisplayedField } from '../screens/types.ts';
import { Icon } from './icons.tsx';

const EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' };

/**
 * A file the bank answers to the signed-in session (a QR image, a bank-slip PDF), fetched with the
 * session's token in its header and shown from a blob: address, so no token ever goes in an address.
 */
function useBlobUrl(field: DisplayedField, record: unknown): { url: string | null; type: string; failed: boolean } {
  const host = useScreenHost();
  const [state, setState] = useState<{ url: string | null; type: string; failed: boolean }>({
    url: null,
    type: '',
    failed: false,
  });
  const params = JSON.stringify(resolveParams(field.params, { row: record }));
  useEffect(() => {
    if (!field.operation) return;
    let url: string | null = null;
    let current = true;
    host.call(field.operation, JSON.parse(params) as Record<string, unknown>, undefined).then(
      (answer) => {
        if (!current) return;
        // The studio's preview shows the call instead of making it: no file to show.
        if (!(answer instanceof Blob)) return setState({ url: null, type: '', failed: true });
        url = URL.createObjectURL(answer);
        setState({ url, type: answer.type, failed: false });
      },
      (error: unknown) => {
        if (!current) return;
        reportError(error);
        setState({ url: null, type: '', failed: true });
      },
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [host, field.operation, params]);
  return state;
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
  const { url, failed } = useBlobUrl(field, record);
  if (failed) return <span className="blob-failed">{t('files.failed')}</span>;
  if (!url) return <Loading />;
  return <img className="blob-image" src={url} alt={t(field.label)} width={256} height={256} />;
}

/** The `document` format: a PDF shown in the page's viewer, with a button that saves it. */
export function BlobDocument({ field, record, value }: { field: DisplayedField; record: unknown; value: string }) {
  const { t } = useTranslation();
  const { url, type, failed } = useBlobUrl(field, record);
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
