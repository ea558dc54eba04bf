import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WidgetProps } from '@rjsf/utils';
import { isValidBrCode } from '../../../domain/br-code.ts';
import { readQrImage } from '../../qr/read-qr-image.ts';
import { TextareaWidget } from './TextWidget.tsx';

type Reading = 'idle' | 'reading' | 'notFound' | 'failed';

/**
 * The PIX copy-and-paste code: pasted as text, or read from a picture of the QR code (on a phone the
 * picker offers the camera). A picture whose QR code is no BR Code says so and fills nothing.
 */
export function BrCodeWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [reading, setReading] = useState<Reading>('idle');

  const onPicture = async (file: File | undefined) => {
    if (!file) return;
    setReading('reading');
    try {
      const text = (await readQrImage(file))?.trim() ?? null;
      if (text && isValidBrCode(text)) {
        props.onChange(text);
        setReading('idle');
      } else setReading('notFound');
    } catch {
      setReading('failed');
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="br-code-widget">
      <TextareaWidget {...props} />
      <div className="br-code-picture">
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void onPicture(event.target.files?.[0])}
        />
        <button
          type="button"
          className="button button-secondary"
          disabled={props.disabled || props.readonly || reading === 'reading'}
          aria-describedby={statusId}
          onClick={() => input.current?.click()}
        >
          {t('qr.readPicture')}
        </button>
        <span id={statusId} role="status" className={reading === 'idle' || reading === 'reading' ? 'field-help' : 'field-error'}>
          {reading === 'idle' ? '' : t(`qr.${reading}`)}
        </span>
      </div>
    </div>
  );
}
