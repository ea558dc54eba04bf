import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation } from 'react-router-dom';
import { routeMatches } from '../routes.tsx';

/** spec 001 §2: refreshed about 100 ms after each navigation. */
const REFRESH_DELAY_MS = 100;

interface Crumb {
  path: string;
  title: string;
}

/** spec 001 §2: one item per nested route with a label; the current one is not a link. */
export function Breadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMemo(() => routeMatches(pathname), [pathname]);
  const [crumbs, setCrumbs] = useState<Crumb[]>([]);
  useEffect(() => {
    const next = matches
      .filter((match) => match.handle.title)
      .map((match) => ({ path: match.pathname, title: match.handle.title! }))
      .filter((crumb, index, all) => all.findIndex((other) => other.path === crumb.path) === index);
    const timer = setTimeout(() => setCrumbs(next), REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [matches]);
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label={t('app.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {t(crumb.title)}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{t(crumb.title)}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
