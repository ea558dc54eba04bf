import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { NavLink } from 'react-router-dom';
import { useAccountConfig } from '../../api/queries.ts';
import { siteSpec, visibleMenu, type SidebarEntry } from '../../renderer/site/site-manifest.ts';
import { featuresOf } from '../../renderer/vocabulary/registry/flags.ts';
import { SessionContext } from '../session/session-context.ts';
import { APP_VERSION } from '../version.ts';

function MenuEntry({ entry }: { entry: SidebarEntry }) {
  const { t } = useTranslation();
  if (entry.children) {
    return (
      <li className="sidebar-group" data-menu={entry.key}>
        <span className="sidebar-group-title">{t(entry.label)}</span>
        <ul>
          {entry.children.map((child) => (
            <MenuEntry key={child.key} entry={child} />
          ))}
        </ul>
      </li>
    );
  }
  return (
    <li data-menu={entry.key}>
      <NavLink to={entry.to!}>{t(entry.label)}</NavLink>
    </li>
  );
}

/**
 * spec 001 §2: the sidebar of the manifest (screens/site/site.json), each entry shown when its route
 * exists and lets the user in and its flags are on, with the version under it.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const user = SessionContext.useSelector((state) => state.context.user);
  const config = useAccountConfig(user?.accountId ?? '');
  const roles = user?.roles;
  const entries = useMemo(
    () => visibleMenu(siteSpec().sidebar, { roles: roles ?? [], features: featuresOf(config.data) }),
    [config.data, roles],
  );
  return (
    <nav className="sidebar" aria-label={t('header.menu')}>
      <ul>
        {entries.map((entry) => (
          <MenuEntry key={entry.key} entry={entry} />
        ))}
      </ul>
      <small className="sidebar-version">{t('app.version', { version: APP_VERSION })}</small>
    </nav>
  );
}
