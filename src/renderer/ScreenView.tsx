import { useTranslation } from '../i18n/use-translation.ts';
import { canAccess } from './host/conditions.ts';
import { Loading } from './Loading.tsx';
import { useScreenHost } from './host/screen-host.ts';
import { useScreenModule } from './screens/screen-store.ts';
import { kindView } from './vocabulary/registry/kind-views.ts';

/**
 * A screen file rendered by the view of its kind (src/renderer/vocabulary/kinds), once its module has
 * loaded; nothing for a user its roles and flags keep out. Its hint shows before it.
 */
export function ScreenView({ id }: { id: string }) {
  const { t } = useTranslation();
  const host = useScreenHost();
  const { module, error } = useScreenModule(id);
  if (error) {
    return (
      <p className="notice notice-error" role="alert">
        {t('screens.loadFailed', { id })}
      </p>
    );
  }
  const View = module && kindView(module.screen.kind);
  if (!module || !View) return <Loading />;
  if (!canAccess(module.screen, host)) return null;
  return (
    <>
      {module.screen.hint && <p className="hint">{t(module.screen.hint)}</p>}
      <View module={module} />
    </>
  );
}
