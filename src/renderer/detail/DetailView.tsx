import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ActionButton } from '../actions/ActionButton.tsx';
import { useActionRunner, useBindingScope } from '../actions/use-action-runner.ts';
import { bindsTo, resolveValue, valueAt } from '../host/bindings.ts';
import { formatValue } from '../formats/format-value.tsx';
import { canAccess, evaluateCondition } from '../host/conditions.ts';
import { useScreenHost } from '../host/screen-host.ts';
import { useScreenData } from '../host/use-screen-data.ts';
import { useScreenHeading } from '../screens/ScreenHeading.tsx';
import type { DetailScreen, ScreenModule, Step } from '../screens/types.ts';
import { kindPart } from '../vocabulary/registry/kind-views.ts';
import type { PdfButton } from './PdfButton.tsx';

/** A field's name as a page id (availableBalance is available-balance). */
const kebab = (field: string) => field.replace(/\./g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A boolean field as a switch whose turning runs steps; disabled while they run, it shows the record's value. */
function ToggleField({
  label,
  checked,
  disabled,
  onToggle,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle(on: boolean): void;
}) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <span className="switch-track" aria-hidden="true" />
      {label}
    </label>
  );
}

/** A detail screen: one record's fields as a description list, in their formats, and its actions. */
export function DetailView({ module }: { module: ScreenModule }) {
  const screen = module.screen as DetailScreen;
  const { t } = useTranslation();
  const host = useScreenHost();
  const { heading, labelledBy } = useScreenHeading(screen);
  const scope = useBindingScope();
  const loaded = useScreenData(screen.spec.data, module);
  // A detail without a data source shows the values its modal was opened with (a DICT answer, say).
  const data = screen.spec.data ? loaded.data : scope.route;
  const { loading, reload } = loaded;
  const run = useActionRunner(reload);
  const [toggling, setToggling] = useState(false);
  // What a step said next to a field (a refusal beside the amount), until the next action runs.
  const [said, setSaid] = useState<{ field: string; message: string } | null>(null);
  const saidId = useId();
  const list = useRef<HTMLDListElement>(null);
  // A receipt's PDF button comes with the view only to the screens that have one (kinds/detail.ts).
  const Pdf = kindPart<typeof PdfButton>('detail', 'pdf');
  const pdfName = screen.spec.pdf && data ? resolveValue(screen.spec.pdf.name, { ...scope, row: data }) : undefined;
  const runAction = (steps: Step[]) => {
    setSaid(null);
    return run(steps, { row: data }, (field, message) => setSaid({ field, message }));
  };
  const toggle = async (steps: Step[]) => {
    setToggling(true);
    try {
      await run(steps, { row: data });
      await reload();
    } finally {
      setToggling(false);
    }
  };
  const fields = screen.spec.fields.filter((field) => canAccess(field, host) && evaluateCondition(field.when, data, host));
  const saidBeside = said !== null && fields.some((field) => field.field === said.field && !field.toggle);
  const waiting = loading && !data;
  const actions = (screen.spec.actions ?? []).filter(
    (action) => canAccess(action, host) && evaluateCondition(action.when, data, host),
  );
  return (
    <section
      className={`screen detail-screen${screen.spec.pdf ? ' detail-receipt' : ''}`}
      aria-labelledby={labelledBy}
      aria-busy={loading}
      data-screen={screen.id}
    >
      {heading}
      {waiting && (
        <p role="status" className="visually-hidden">
          {t('app.loading')}
        </p>
      )}
      {/* While the data loads, the list keeps its rows with a placeholder: what comes below does not move when it arrives. */}
      <dl ref={list} className="detail-list" aria-hidden={waiting || undefined}>
        {fields.map((field, index) => (
          <div
            key={`${field.field}-${index}`}
            className={`detail-item detail-item-${field.format ?? 'text'}${field.emphasis ? ' detail-item-emphasis' : ''}`}
          >
            <dt className={field.labelHidden || field.toggle ? 'visually-hidden' : undefined}>{t(field.label)}</dt>
            <dd data-testid={kebab(field.field)}>
              {waiting ? (
                '…'
              ) : field.toggle ? (
                <ToggleField
                  label={t(field.label)}
                  checked={valueAt(data, field.field) === true}
                  disabled={toggling || data === undefined}
                  onToggle={(on) => void toggle(on ? field.toggle!.on : field.toggle!.off)}
                />
              ) : (
                formatValue(field, data, t, host.visible)
              )}
              {said?.field === field.field && (
                <p id={saidId} role="alert" className="field-said" data-testid="field-said">
                  {said.message}
                </p>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {said && !saidBeside && (
        <p id={saidId} role="alert" className="field-said" data-testid="field-said">
          {said.message}
        </p>
      )}
      {(actions.length > 0 || pdfName !== undefined) && (
        <div className="form-actions">
          {pdfName !== undefined && pdfName !== null && Pdf && <Pdf list={list} name={String(pdfName)} title={t(screen.title)} />}
          {actions.map((action) => (
            <ActionButton
              key={action.id}
              action={action}
              describedBy={said ? saidId : undefined}
              // Steps that act on the record (@row) wait for it; the others (reload, close) do not.
              disabled={data === undefined && screen.spec.data !== undefined && bindsTo(action.steps, 'row')}
              onRun={() => runAction(action.steps)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
