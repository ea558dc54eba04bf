import { useTranslation } from '../../i18n/use-translation.ts';
import { Outlet } from 'react-router-dom';
import { appConfig } from '../../api/config.ts';
import { themeAsset } from '../theme.ts';
import { APP_VERSION } from '../version.ts';

/** spec 001 §2: the boxed layout of the authentication area, with the version in its footer. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="box-layout">
      <main className="box" id="content">
        <img className="box-logo" src={themeAsset(appConfig().theme, 'logo.svg')} alt="" width="160" height="40" />
        <Outlet />
      </main>
      <footer className="box-footer">{t('app.version', { version: APP_VERSION })}</footer>
    </div>
  );
}
