import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { APP_VERSION } from '../version.ts';

/** The screens built so far; each further screen adds its item with its feature flag and roles. */
const MENU = [{ key: 'home', route: '/account/home' }] as const;

/** spec 001 §2: the sidebar menu with the version under it. */
export function Sidebar() {
  const { t } = useTranslation();
  return (
    <nav className="sidebar" aria-label={t('header.menu')}>
      <ul>
        {MENU.map((item) => (
          <li key={item.key}>
            <NavLink to={item.route}>{t(`menu.${item.key}`)}</NavLink>
          </li>
        ))}
      </ul>
      <small className="sidebar-version">{t('app.version', { version: APP_VERSION })}</small>
    </nav>
  );
}
