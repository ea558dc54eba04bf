import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { personFileBlob } from '../../api/registration.ts';
import { formatFileSize } from '../../domain/file-size.ts';
import { COMPANY_DOCUMENT_TYPES, PERSON_DOCUMENT_TYPES, type DraftFile } from '../../domain/registration-draft.ts';
import { maskTaxId } from '../../domain/tax-id-format.ts';
import { ModalFrame } from '../dialogs/ModalFrame.tsx';
import type { MachineHandle, MachineView } from '../host/screen-host.ts';
import type { RegistrationPerson, UploadProgress } from '../host/registration-handle.ts';
import type { PartProps } from './FlowView.tsx';

/** The bank's limit (docs/account-opening.md "Limits"): 10 MB, JPEG, PNG or PDF. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** The types a person may send (spec 001 §3): the required ones first, then the others of their kind. */
const CHOICES = {
  N: [...PERSON_DOCUMENT_TYPES, 'portrait', 'kyc', 'others'],
  J: [...COMPANY_DOCUMENT_TYPES, 'company_balance_sheet', 'company_billing_report', 'invoicing', 'others'],
} as const;

/** What is wrong with a chosen file before anything is sent: too large, or not JPEG, PNG or PDF. */
export function documentProblem(file: Pick<File, 'size' | 'type' | 'name'>): 'tooLarge' | 'wrongType' | null {
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge';
  const typed = file.type && file.type !== 'application/octet-stream';
  if (typed ? !ACCEPTED_TYPES.includes(file.type) : !ACCEPTED_EXTENSIONS.test(file.name)) return 'wrongType';
  return null;
}

function DocumentViewer({ file, credential, onClose }: { file: DraftFile; credential: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let address: string | null = null;
    let live = true;
    personFileBlob(credential, file.id).then(
      (blob) => {
        address = URL.createObjectURL(blob);
        if (live) setUrl(address);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (address) URL.revokeObjectURL(address);
    };
  }, [credential, file.id]);
  const title = t(`register.documents.types.${file.name}`);
  return (
    <ModalFrame title={title} size="lg" onClose={onClose}>
      {failed ? (
        <p className="notice notice-error">{t('files.failed')}</p>
      ) : !url ? (
        <span className="spinner" role="status" aria-label={t('app.loading')} />
      ) : file.contentType === 'application/pdf' ? (
        <iframe className="flow-document-frame" src={url} title={title} />
      ) : (
        <img className="flow-document-image" src={url} alt={title} loading="lazy" />
      )}
    </ModalFrame>
  );
}

function PersonDocuments({ person, view, machine }: { person: RegistrationPerson; view: MachineView; machine: MachineHandle }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const missing = person.missing;
  const [type, setType] = useState<string>(missing[0] ?? CHOICES[person.personType][0]);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [viewing, setViewing] = useState<DraftFile | null>(null);
  const upload = view.data.upload as UploadProgress | null;
  const mine = upload?.personId === person.personId ? upload : null;
  useEffect(() => {
    // The next missing type is chosen once one is sent.
    if (!missing.includes(type) && missing[0]) setType(missing[0]);
  }, [missing.join()]);

  const send = (file: File | undefined) => {
    if (!file) return;
    const wrong = documentProblem(file);
    setProblem(wrong && t(`register.documents.${wrong}`, { name: file.name }));
    if (!wrong) void machine.send({ type: 'UPLOAD', personId: person.personId, name: type, file });
    if (input.current) input.current.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <section className="flow-person" aria-label={person.name} data-testid="person-documents">
      <h3>
        {person.name} <span className="muted">{maskTaxId(person.taxId)}</span>
      </h3>
      {missing.length > 0 ? (
        <p className="flow-missing">
          {t('register.documents.missing', { types: missing.map((name) => t(`register.documents.types.${name}`)).join(', ') })}
        </p>
      ) : (
        <p className="flow-validated">{t('register.documents.complete')}</p>
      )}
      <div
        className="flow-drop"
        data-over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <div className="flow-upload-row">
          <label htmlFor={`${id}-type`}>{t('register.documents.type')}</label>
          <select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value)} disabled={view.busy}>
            {CHOICES[person.personType].map((name) => (
              <option key={name} value={name}>
                {t(`register.documents.types.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="flow-text">{t('register.documents.drop')}</p>
        <label className="button button-secondary button-small" htmlFor={`${id}-file`}>
          {t('register.documents.choose')}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          aria-label={t('register.documents.choose')}
          disabled={view.busy}
          onChange={(event) => send(event.target.files?.[0])}
        />
        {mine && (
          <div className="flow-upload-row" role="status">
            <span>{mine.fileName}</span>
            <progress className="flow-progress" max={1} value={mine.fraction} aria-label={t('register.documents.progress')} />
            <span>{t(`register.documents.upload.${mine.state}`)}</span>
          </div>
        )}
        {problem && (
          <p className="notice notice-error" role="alert">
            {problem}
          </p>
        )}
      </div>
      {person.files.length > 0 && (
        <ul className="flow-items" aria-label={t('register.documents.sent')}>
          {person.files.map((file) => (
            <li key={file.id} className="flow-item" data-testid="document">
              <span className="flow-item-text">
                {t(`register.documents.types.${file.name}`)} <span className="muted">{formatFileSize(file.length)}</span>
              </span>
              <button type="button" className="button button-secondary button-small" onClick={() => setViewing(file)}>
                {t('register.documents.view')}
              </button>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={view.busy}
                onClick={() => void machine.send({ type: 'DELETE_DOCUMENT', fileId: file.id })}
              >
                {t('register.documents.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing && (
        <DocumentViewer file={viewing} credential={view.data.credential as string | null} onClose={() => setViewing(null)} />
      )}
    </section>
  );
}

/**
 * Documents (spec 001 §3 attachment types, §4 upload states): for each person of the registration, the
 * types still missing, a type to choose and a file to drop or choose (checked for size and type
 * before it goes), its progress, and the documents sent, each to view or delete.
 */
export function DocumentsPart({ view, machine }: PartProps) {
  return (
    <>
      {(view.data.people as RegistrationPerson[]).map((person) => (
        <PersonDocuments key={person.personId} person={person} view={view} machine={machine} />
      ))}
    </>
  );
}
