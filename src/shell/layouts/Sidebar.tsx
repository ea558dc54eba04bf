import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAccountConfig } from '../../api/queries.ts';
import { routes } from '../routes.tsx';
import { SessionContext } from '../session/session-context.ts';
import { APP_VERSION } from '../version.ts';
import { MENU, routeRoles, visibleMenu, type MenuItem } from './menu.ts';

const ROUTES = routeRoles(routes);

function MenuEntry({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  if (item.children) {
    return (
      <li className="sidebar-group" data-menu={item.key}>
        <span className="sidebar-group-title">{t(`menu.${item.key}`)}</span>
        <ul>
          {item.children.map((child) => (
            <MenuEntry key={child.key} item={child} />
          ))}
        </ul>
      </li>
    );
  }
  return (
    <li data-menu={item.key}>
      <NavLink to={item.route!}>{t(`menu.${item.key}`)}</NavLink>
    </li>
  );
}

/** spec 001 §2: the sidebar menu (only the items whose route exists, whose flag is on and whose roles fit) with the version under it. */
export function Sidebar() {
  const { t } = useTranslation();
  const user = SessionContext.useSelector((state) => state.context.user);
  const config = useAccountConfig(user?.accountId ?? '');
  const roles = user?.roles;
  const items = useMemo(
    () => visibleMenu(MENU, { routes: ROUTES, config: config.data, roles: roles ?? [] }),
    [config.data, roles],
  );
  return (
    <nav className="sidebar" aria-label={t('header.menu')}>
      <ul>
        {items.map((item) => (
          <MenuEntry key={item.key} item={item} />
        ))}
      </ul>
      <small className="sidebar-version">{t('app.version', { version: APP_VERSION })}</small>
    </nav>
  );
}
