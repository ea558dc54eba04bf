import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate } from 'react-router-dom';
import { getProfileImage } from '../../api/accounts.ts';
import { appConfig } from '../../api/config.ts';
import type { Step } from '../../renderer/screens/types.ts';
import { canEnter, siteSpec, type ProfileMenuItem } from '../../renderer/site/site-manifest.ts';
import { useLiveHostOptions } from '../session/live-host-options.ts';
import { SessionContext } from '../session/session-context.ts';
import { themeAsset } from '../theme.ts';
import { useMenuButton } from './use-menu-button.ts';
import './header-menus.css';

// The renderer loads only when an item runs steps (a dialog, a sign-out).
const SiteSteps = lazy(() => import('../../renderer/site/SiteSteps.tsx').then((module) => ({ default: module.SiteSteps })));

/**
 * spec 001 §2: the profile image, or the theme's default image while the person has none (the bank
 * answers 204) or when it cannot load. Until the answer, the image keeps its place, empty.
 */
function ProfileImage({ accountId, personId }: { accountId: string; personId?: string }) {
  const fallback = themeAsset(appConfig().theme, 'profile-default.svg');
  const [src, setSrc] = useState<string | undefined>(personId ? undefined : fallback);
  useEffect(() => {
    if (!personId) return;
    let current = true;
    let objectUrl: string | undefined;
    getProfileImage(accountId, personId).then(
      (image) => {
        if (!current) return;
        objectUrl = image ? URL.createObjectURL(image) : undefined;
        setSrc(objectUrl ?? fallback);
      },
      () => current && setSrc(fallback),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [accountId, personId, fallback]);
  return (
    <img
      className="profile-image"
      src={src}
      alt=""
      width="32"
      height="32"
      data-testid="profile-image"
      onError={() => setSrc((current) => (current === fallback ? current : fallback))}
    />
  );
}

/**
 * spec 001 §2: the profile dropdown of the manifest (screens/site/site.json): details, limits when the
 * account's limits flag is on, change password, terms of use, exit. An item goes to its route or runs
 * its steps; it is a WAI-ARIA menu button.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = SessionContext.useSelector((state) => state.context.user)!;
  const { options } = useLiveHostOptions();
  const menuId = useId();
  const { open, close, toggle, button, menu, onButtonKeyDown, onMenuKeyDown } = useMenuButton();
  const [steps, setSteps] = useState<readonly Step[] | null>(null);
  const viewer = { roles: user.roles, features: options.features ?? {} };
  const items = (siteSpec().profileMenu ?? []).filter((item) => canEnter(item, viewer));

  const choose = (item: ProfileMenuItem) => {
    close(false);
    if (item.to) void navigate(item.to);
    else if (item.steps) setSteps(item.steps);
  };
  const done = () => {
    setSteps(null);
    button.current?.focus();
  };

  return (
    <div className="profile-menu">
      <button
        ref={button}
        type="button"
        className="profile-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => toggle(event.detail === 0)}
        onKeyDown={onButtonKeyDown}
      >
        <ProfileImage accountId={user.accountId} personId={user.personId} />
        <span className="header-user-name">{user.name}</span>
        <span className="header-sr-only">{t('profileMenu.label')}</span>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('profileMenu.label')}
          className="dropdown-menu"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`dropdown-item${item.exit ? ' dropdown-item-exit' : ''}`}
              data-menu-item={item.key}
              onClick={() => choose(item)}
            >
              {t(item.label)}
            </button>
          ))}
        </div>
      )}
      <Suspense fallback={null}>{steps && <SiteSteps options={options} steps={steps} onDone={done} />}</Suspense>
    </div>
  );
}
