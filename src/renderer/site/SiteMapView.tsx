import { useTranslation } from '../../i18n/use-translation.ts';
import { useScreenHeading } from '../screens/ScreenHeading.tsx';
import type { ScreenModule, ScreenOf } from '../screens/types.ts';

/** The manifest as the studio shows it: each route with its title, its screen and who may enter, then the menus. */
export function SiteMapView({ module }: { module: ScreenModule }) {
  const screen = module.screen as ScreenOf<'site'>;
  const { t } = useTranslation();
  const { heading, labelledBy } = useScreenHeading(screen);
  const spec = screen.spec;
  return (
    <section className="screen site-map" aria-labelledby={labelledBy} data-screen={screen.id}>
      {heading}
      <div className="table-wrap">
        <table className="grid-table">
          <tbody>
            {spec.routes.map((route) => (
              <tr key={route.path}>
                <th scope="row">{route.path}</th>
                <td>{t(route.title)}</td>
                <td>{route.screen}</td>
                <td>{[...(route.roles ?? []), ...(route.features ?? [])].join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul>
        {spec.sidebar.map((entry) => (
          <li key={entry.key}>
            {t(entry.label)} {entry.to ?? ''} {(entry.features ?? []).join(', ')}
            {entry.children && (
              <ul>
                {entry.children.map((child) => (
                  <li key={child.key}>
                    {t(child.label)} {child.to}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
