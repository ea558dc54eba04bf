import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router-dom';
import { ScreenProviders } from '../ScreenRoot.tsx';
import { ScreenView } from '../ScreenView.tsx';
import { allScreenIds, useScreenModule } from '../screens/screen-store.ts';
import type { FeatureName } from '../screens/types.ts';
import { currentAuth } from '../../api/auth-store.ts';
import { getCurrentUser } from '../../api/authentication.ts';
import type { HostUser } from '../host/screen-host.ts';
import { createLiveHost } from '../host/live-host.ts';
import { createPreviewHost } from './preview-host.ts';
import { flagWords } from '../vocabulary/registry/flags.ts';
import { rolesIn } from './roles-in.ts';
import { StudioProblems, useProblems } from './StudioProblems.tsx';
import './studio.css';

/**
 * With a session open in this tab (signed in on the site), the studio may make the screen's real
 * calls as that user: a tester tries a dialog against the bank (the approval of a real transfer).
 */
function useLiveUser() {
  const available = currentAuth() !== null;
  const [on, setOn] = useState(false);
  const [user, setUser] = useState<HostUser | null>(null);
  useEffect(() => {
    if (!on) {
      setUser(null);
      return undefined;
    }
    let current = true;
    getCurrentUser()
      .then((found) => current && setUser({ ...found }))
      .catch(() => current && setOn(false));
    return () => {
      current = false;
    };
  }, [on]);
  return { available, on, user, toggle: setOn };
}

function Preview({ screenId }: { screenId: string }) {
  const { t } = useTranslation();
  const { module } = useScreenModule(screenId);
  const roles = useMemo(() => (module ? rolesIn(module.screen) : []), [module]);
  const [withoutRoles, setWithoutRoles] = useState<string[]>([]);
  const [features, setFeatures] = useState<Partial<Record<FeatureName, boolean>>>(() =>
    Object.fromEntries(Object.keys(flagWords()).map((name) => [name, true])),
  );
  const [visible, setVisible] = useState(true);
  const liveUser = useLiveUser();
  const host = useMemo(
    () =>
      liveUser.user
        ? createLiveHost({ user: liveUser.user, features, visible })
        : createPreviewHost({ roles: roles.filter((role) => !withoutRoles.includes(role)), features, visible }),
    [liveUser.user, roles, withoutRoles, features, visible],
  );
  const jsonId = useId();
  return (
    <>
      <div className="studio-preview">
        <fieldset className="studio-controls">
          <legend>{t('studio.previewAs')}</legend>
          {roles.map((role) => (
            <label key={role} className="checkbox">
              <input
                type="checkbox"
                checked={!withoutRoles.includes(role)}
                onChange={(event) =>
                  setWithoutRoles((current) =>
                    event.target.checked ? current.filter((item) => item !== role) : [...current, role],
                  )
                }
              />
              {t('studio.role', { role })}
            </label>
          ))}
          {(Object.keys(flagWords()) as FeatureName[]).map((name) => (
            <label key={name} className="checkbox">
              <input
                type="checkbox"
                checked={features[name] === true}
                onChange={(event) => setFeatures((current) => ({ ...current, [name]: event.target.checked }))}
              />
              {name}
            </label>
          ))}
          <label className="checkbox">
            <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
            {t('studio.amountsVisible')}
          </label>
          {liveUser.available && (
            <label className="checkbox">
              <input type="checkbox" checked={liveUser.on} onChange={(event) => liveUser.toggle(event.target.checked)} />
              {t('studio.liveCalls')}
            </label>
          )}
        </fieldset>
        <div className="studio-screen" data-testid="studio-screen">
          <ScreenProviders key={screenId} host={host}>
            <ScreenView id={screenId} />
          </ScreenProviders>
        </div>
      </div>
      <section className="studio-json" aria-labelledby={jsonId}>
        <h2 id={jsonId}>{t('studio.file', { file: `screens/${screenId}.json` })}</h2>
        <pre data-testid="studio-json">{module ? JSON.stringify(module.screen, null, 2) : ''}</pre>
        {module?.schema && (
          <details>
            <summary>{t('studio.schema')}</summary>
            <pre>{JSON.stringify(module.schema, null, 2)}</pre>
          </details>
        )}
      </section>
    </>
  );
}

/**
 * /studio: every screen file, each rendered with sample data generated from its schemas and its JSON
 * beside it. Under `npm run dev` an edit of a screen, schema or locale file shows at once.
 */
export function StudioPage() {
  const { t } = useTranslation();
  const { screenId } = useParams();
  const ids = allScreenIds();
  const selected = screenId && ids.includes(screenId) ? screenId : undefined;
  const problems = useProblems();
  return (
    <div className="studio">
      <header className="studio-header">
        <h1>{t('studio.title')}</h1>
        <p className="muted">{t('studio.subtitle')}</p>
        <StudioProblems problems={problems} />
      </header>
      <nav className="studio-list" aria-label={t('studio.screens')}>
        <ul>
          {ids.map((id) => (
            <li key={id}>
              <Link to={`/studio/${id}`} aria-current={id === selected ? 'page' : undefined}>
                {id}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className="studio-main" id="content">
        {selected ? <Preview screenId={selected} /> : <p className="studio-empty">{t('studio.pick')}</p>}
      </main>
    </div>
  );
}
