import { useTranslation } from 'react-i18next';
import { ActionButton } from '../actions/ActionButton.tsx';
import { useActionRunner, useBindingScope } from '../actions/use-action-runner.ts';
import { formatValue } from '../formats/format-value.tsx';
import { canAccess, evaluateCondition } from '../host/conditions.ts';
import { useScreenHost } from '../host/screen-host.ts';
import { useScreenData } from '../host/use-screen-data.ts';
import { useScreenHeading } from '../screens/ScreenHeading.tsx';
import type { DetailScreen, ScreenModule } from '../screens/types.ts';

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
  const run = useActionRunner(async () => reload());
  const actions = (screen.spec.actions ?? []).filter(
    (action) => canAccess(action, host) && evaluateCondition(action.when, data, host),
  );
  return (
    <section className="screen detail-screen" aria-labelledby={labelledBy} aria-busy={loading}>
      {heading}
      {loading && !data ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <dl className="detail-list">
          {screen.spec.fields
            .filter((field) => canAccess(field, host) && evaluateCondition(field.when, data, host))
            .map((field) => (
              <div key={field.field} className={`detail-item detail-item-${field.format ?? 'text'}`}>
                <dt>{t(field.label)}</dt>
                <dd>{formatValue(field, data, t, host.visible)}</dd>
              </div>
            ))}
        </dl>
      )}
      {actions.length > 0 && (
        <div className="form-actions">
          {actions.map((action) => (
            <ActionButton key={action.id} action={action} onRun={() => run(action.steps, { row: data })} />
          ))}
        </div>
      )}
    </section>
  );
}
