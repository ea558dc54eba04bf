import { useTranslation } from 'react-i18next';
import { DetailView } from './detail/DetailView.tsx';
import { FormView } from './forms/FormView.tsx';
import { GridView } from './grid/GridView.tsx';
import { ReceiptView } from './receipt/ReceiptView.tsx';
import { canAccess } from './host/conditions.ts';
import { PageView } from './page/PageView.tsx';
import { useScreenHost } from './host/screen-host.ts';
import { useScreenModule } from './screens/screen-store.ts';
import type { ModalScreen, ScreenModule } from './screens/types.ts';

/** A modal's content shown in place: its hint, then the screen it wraps (DialogHost puts it in a dialog). */
export function ModalBody({ module }: { module: ScreenModule }) {
  const screen = module.screen as ModalScreen;
  const { t } = useTranslation();
  return (
    <div className="modal-content">
      {screen.spec.hint && <p className="hint">{t(screen.spec.hint)}</p>}
      <ScreenView id={screen.spec.screen} />
    </div>
  );
}

function ScreenModuleView({ module }: { module: ScreenModule }) {
  const { t } = useTranslation();
  switch (module.screen.kind) {
    case 'form':
      return <FormView module={module} />;
    case 'grid':
      return <GridView module={module} />;
    case 'detail':
      return <DetailView module={module} />;
    case 'page':
      return <PageView module={module} />;
    case 'receipt':
      return <ReceiptView module={module} />;
    case 'modal':
      return (
        <section className="screen modal-screen">
          <h2>{t(module.screen.title)}</h2>
          <ModalBody module={module} />
        </section>
      );
  }
}

/** A screen file rendered by its kind, once its module has loaded; nothing for a user its roles and flags keep out. */
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
  if (!module) {
    return (
      <p className="loading" role="status">
        {t('app.loading')}
      </p>
    );
  }
  if (!canAccess(module.screen, host)) return null;
  return <ScreenModuleView module={module} />;
}
