import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { reportError } from '../../api/errors.ts';
import { formatIsoDay } from '../../domain/dates.ts';
import { useBindingScope } from '../actions/use-action-runner.ts';
import { Icon } from '../formats/icons.tsx';
import { resolveParams } from '../host/bindings.ts';
import { useOperationCall } from '../host/operation-calls.ts';
import type { GridExportSpec } from '../screens/types.ts';

type ExportFileType = GridExportSpec['types'][number];

const EXTENSIONS: Record<ExportFileType, string> = { CSV: '.csv', PDF: '.pdf', JSON: '.json' };

/** The saved file's name: the screen's start, Brasília's today as yyyy-MM-dd, the type's extension. */
export function exportFileName(start: string, type: ExportFileType, today: Date = new Date()): string {
  return `${start}${formatIsoDay(today)}${EXTENSIONS[type]}`;
}

function save(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface GridExportProps {
  spec: GridExportSpec;
  /** The grid's filters and search as they are now: the file holds what the grid shows, every page. */
  filters: Record<string, unknown>;
}

/** spec 001 §2: the Export dropdown of a grid's toolbar (CSV, PDF, JSON), each item downloading a file. */
export function GridExport({ spec, filters }: GridExportProps) {
  const { t } = useTranslation();
  const call = useOperationCall();
  const scope = useBindingScope();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const download = async (type: ExportFileType) => {
    setOpen(false);
    setBusy(true);
    try {
      const params = { ...resolveParams(spec.params, { ...scope, filters }), ...filters, type };
      const answer = await call(spec.operation, params);
      if (answer instanceof Blob) save(answer, exportFileName(spec.fileName, type));
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid-export" ref={root}>
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={busy}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name={busy ? 'spinner' : 'download'} spinning={busy} />
        {t(spec.label)}
      </button>
      {open && (
        <ul className="grid-export-menu" role="menu" id={menuId}>
          {spec.types.map((type) => (
            <li key={type} role="none">
              <button type="button" role="menuitem" onClick={() => void download(type)}>
                {type}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
