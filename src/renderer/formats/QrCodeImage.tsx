import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from './icons.tsx';

/**
 * A text drawn as a QR code in the browser (an invitation link), as an SVG image: the `qrcode` library
 * comes with the first QR on a page, not before. The image's text is the field's label; the text itself is beside it.
 */
export function QrCodeImage({ text, label, size }: { text: string; label: string; size: number }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => current && setImage({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [text, size]);
  if (failed) return <span className="blob-failed">{t('files.failed')}</span>;
  if (image?.text !== text)
    return (
      <span className="blob-loading" role="status">
        <Icon name="spinner" spinning />
        {t('app.loading')}
      </span>
    );
  return <img className="qr-code-image" src={image.url} alt={label} width={size} height={size} data-qr-text={text} />;
}
