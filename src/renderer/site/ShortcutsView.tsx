import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router-dom';
import { useScreenHost } from '../host/screen-host.ts';
import { useScreenHeading } from '../screens/ScreenHeading.tsx';
import type { ScreenModule } from '../screens/types.ts';
import { visibleShortcuts } from './site-manifest.ts';

/** The manifest's shortcuts as big links, each shown only where its sidebar entry would show. */
export function ShortcutsView({ module }: { module: ScreenModule }) {
  const { t } = useTranslation();
  const host = useScreenHost();
  const { heading, labelledBy } = useScreenHeading(module.screen);
  const items = visibleShortcuts({ roles: host.user?.roles ?? [], features: host.features });
  if (items.length === 0) return null;
  return (
    <nav className="card shortcuts" aria-labelledby={labelledBy} data-screen={module.screen.id}>
      {heading}
      <ul className="shortcut-list">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to!} className="shortcut" data-shortcut={item.key}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
