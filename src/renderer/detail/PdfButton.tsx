import { useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { reportError } from '../../api/errors.ts';
import { Icon } from '../formats/icons.tsx';
import { downloadReceiptPdf } from '../receipt/receipt-pdf.ts';

/** The fields as the list shows them, one 'label: value' line each: the text a receipt's PDF carries. */
function linesOf(list: HTMLElement): string[] {
  return [...list.querySelectorAll<HTMLElement>('.detail-item')]
    .map((item) => `${item.querySelector('dt')?.textContent ?? ''}: ${item.querySelector('dd')?.textContent ?? ''}`)
    .filter((line) => line.length > 2);
}

/** A receipt's 'Baixar PDF' (spec 001 §2): made in the browser from the list shown, named after the record. */
export function PdfButton({ list, name, title }: { list: RefObject<HTMLDListElement | null>; name: string; title: string }) {
  const { t } = useTranslation();
  const [making, setMaking] = useState(false);
  const download = async () => {
    if (!list.current) return;
    setMaking(true);
    try {
      await downloadReceiptPdf(list.current, name, { title, lines: linesOf(list.current) });
    } catch (error) {
      reportError(error);
    } finally {
      setMaking(false);
    }
  };
  return (
    <button type="button" className="button button-secondary" onClick={() => void download()} disabled={making} data-action="pdf">
      {making ? <span className="spinner spinner-small" aria-hidden="true" /> : <Icon name="download" />}
      {t('receipt.download')}
    </button>
  );
}
