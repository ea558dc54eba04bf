import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAccountConfig } from '../../api/queries.ts';
import { hasAnyRole } from '../../shell/RoleCheck.tsx';
import { MENU, routeRoles } from '../../shell/layouts/menu.ts';
import { routes } from '../../shell/routes.tsx';
import { SessionContext } from '../../shell/session/session-context.ts';

/** The money screens of the sidebar, as big links on the home page (issue #6: shortcuts to the money screens). */
const SHORTCUT_KEYS = ['pix', 'transfer', 'payment', 'billing', 'card'] as const;
const ROUTES = routeRoles(routes);

/** Shortcuts shown under the same rules as the sidebar's items: their account flag on and one of their route's roles held. */
export function Shortcuts() {
  const { t } = useTranslation();
  const user = SessionContext.useSelector((state) => state.context.user)!;
  const config = useAccountConfig(user.accountId).data;
  const items = MENU.filter(
    (item) =>
      (SHORTCUT_KEYS as readonly string[]).includes(item.key) &&
      item.route &&
      (!item.enabled || (config !== undefined && item.enabled(config))) &&
      hasAnyRole(user.roles, ROUTES.get(item.route)),
  );
  if (items.length === 0) return null;
  return (
    <nav className="card shortcuts" aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title">{t('home.shortcuts')}</h2>
      <ul className="shortcut-list">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.route!} className="shortcut" data-shortcut={item.key}>
              {t(`menu.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
