import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router-dom';
import { ActionButton } from '../actions/ActionButton.tsx';
import { useActionRunner, useBindingScope } from '../actions/use-action-runner.ts';
import { formatValue } from '../formats/format-value.tsx';
import { resolveParams, valueAt } from '../host/bindings.ts';
import { canAccess, evaluateCondition } from '../host/conditions.ts';
import { useScreenHost } from '../host/screen-host.ts';
import { useScreenData } from '../host/use-screen-data.ts';
import { useScreenHeading } from '../screens/ScreenHeading.tsx';
import type { ActionSpec, ScreenModule, ScreenOf } from '../screens/types.ts';

function rowsOf(data: unknown, path: string | undefined): unknown[] {
  const rows = path ? valueAt(data, path) : Array.isArray(data) ? data : valueAt(data, 'items');
  return Array.isArray(rows) ? rows : [];
}

/**
 * A list screen: each record a line (icon, title, text, details, value) with its own buttons; while
 * one runs, its busy text stands in the buttons' place until the list has loaded again (spec 001 §4:
 * 'Excluindo...'). A switch may show every record instead of the narrowed ones.
 */
export function ListView({ module }: { module: ScreenModule }) {
  const screen = module.screen as ScreenOf<'list'>;
  const spec = screen.spec;
  const { t } = useTranslation();
  const host = useScreenHost();
  const scope = useBindingScope();
  const { heading, labelledBy } = useScreenHeading(screen);
  const [all, setAll] = useState(false);
  const extra = useMemo(
    () => (spec.showAll && !all ? resolveParams(spec.showAll.narrow, scope) : {}),
    [spec.showAll, all, scope],
  );
  const { data, loading, pending, reload } = useScreenData(spec.data, module, extra);
  const run = useActionRunner(reload);
  const [busy, setBusy] = useState<Record<string, string>>({});
  const rows = rowsOf(data, spec.data.items);
  const { icon, title, text, meta, value, emphasisWhen } = spec.item;
  const actions = (spec.itemActions ?? []).filter((action) => canAccess(action, host));
  const show = (part: typeof title, row: unknown) => formatValue(part, row, t, host.visible);

  const runAction = async (action: ActionSpec, row: unknown, id: string) => {
    if (action.busyLabel) setBusy((current) => ({ ...current, [id]: action.busyLabel! }));
    try {
      await run(action.steps, { row });
    } finally {
      setBusy(({ [id]: _done, ...rest }) => rest);
    }
  };

  return (
    <section className="screen list-screen" aria-labelledby={labelledBy} aria-busy={loading} data-screen={screen.id}>
      <header className="list-header">
        {heading}
        {spec.link && <Link to={spec.link.to}>{t(spec.link.label)}</Link>}
        {spec.showAll && (
          <label className="switch-label">
            <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} />
            {t(spec.showAll.label)}
          </label>
        )}
      </header>
      {pending ? (
        <p role="status">{t('app.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="list-empty">{t((all && spec.showAll?.emptyText) || spec.emptyText || 'grid.empty')}</p>
      ) : (
        <ul className="list-items">
          {rows.map((row, index) => {
            const id = String(valueAt(row, 'id') ?? index);
            const emphasis = emphasisWhen && evaluateCondition(emphasisWhen, row, host);
            const shown = actions.filter((action) => evaluateCondition(action.when, row, host));
            return (
              <li
                key={id}
                className={`list-item${icon ? '' : ' list-item-no-icon'}${emphasis ? ' list-item-emphasis' : ''}`}
                data-item-id={id}
                aria-busy={Boolean(busy[id])}
              >
                {icon && (
                  <span className="list-item-icon">
                    {show(icon, row)}
                    <span className="visually-hidden">{t(icon.label)}</span>
                  </span>
                )}
                <div className="list-item-body">
                  <strong className="list-item-title">{show(title, row)}</strong>
                  {text && <p className="list-item-text">{show(text, row)}</p>}
                  {meta && meta.length > 0 && (
                    <small className="list-item-meta">
                      {meta.map((part, at) => (
                        <span key={`${part.field}-${at}`}>
                          {at > 0 && ' · '}
                          {show(part, row)}
                        </span>
                      ))}
                    </small>
                  )}
                  {busy[id] ? (
                    <p className="list-item-busy" role="status">
                      {t(busy[id]!)}
                    </p>
                  ) : (
                    shown.length > 0 && (
                      <div className="list-item-actions">
                        {shown.map((action) => (
                          <ActionButton key={action.id} action={action} small onRun={() => runAction(action, row, id)} />
                        ))}
                      </div>
                    )
                  )}
                </div>
                {value && <span className="list-item-value">{show(value, row)}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
