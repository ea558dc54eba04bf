import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { profileImageUrl } from '../../api/accounts.ts';
import { appConfig } from '../../api/config.ts';
import { useAccountConfig } from '../../api/queries.ts';
import { SessionContext } from '../session/session-context.ts';
import { themeAsset } from '../theme.ts';
import { useMenuButton } from './use-menu-button.ts';
import './header-menus.css';

const HeaderScreenModal = lazy(() => import('./HeaderScreenModal.tsx').then((module) => ({ default: module.HeaderScreenModal })));
const TermsOfUseModal = lazy(() => import('./TermsOfUseModal.tsx').then((module) => ({ default: module.TermsOfUseModal })));

type OpenModal = 'changePassword' | 'terms' | null;

/** spec 001 §2: the profile image, falling back to the theme's default image when it cannot load. */
function ProfileImage({ accountId, personId }: { accountId: string; personId?: string }) {
  const fallback = themeAsset(appConfig().theme, 'profile-default.svg');
  // The address waits for its ticket; until then the image keeps its place, empty.
  const [src, setSrc] = useState<string | undefined>(personId ? undefined : fallback);
  useEffect(() => {
    if (!personId) return;
    let current = true;
    profileImageUrl(accountId, personId).then(
      (url) => current && setSrc(url),
      () => current && setSrc(fallback),
    );
    return () => {
      current = false;
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
 * spec 001 §2: the profile dropdown (details, limits when the account's limits flag is on, change
 * password, terms of use, exit), as a WAI-ARIA menu button.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const user = SessionContext.useSelector((state) => state.context.user)!;
  const config = useAccountConfig(user.accountId);
  const menuId = useId();
  const { open, close, toggle, button, menu, onButtonKeyDown, onMenuKeyDown } = useMenuButton();
  const [modal, setModal] = useState<OpenModal>(null);

  const choose = (action: () => void) => {
    close(false);
    action();
  };
  const items = [
    { key: 'details', run: () => void navigate('/account/profile/details') },
    ...(config.data?.limitsEnable ? [{ key: 'limits', run: () => void navigate('/account/profile/limits') }] : []),
    { key: 'changePassword', run: () => setModal('changePassword') },
    { key: 'terms', run: () => setModal('terms') },
    { key: 'exit', run: () => session.send({ type: 'SIGN_OUT' }) },
  ];
  const closeModal = () => {
    setModal(null);
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
              className={`dropdown-item${item.key === 'exit' ? ' dropdown-item-exit' : ''}`}
              data-menu-item={item.key}
              onClick={() => choose(item.run)}
            >
              {t(`profileMenu.${item.key}`)}
            </button>
          ))}
        </div>
      )}
      <Suspense fallback={null}>
        {modal === 'changePassword' && <HeaderScreenModal screenId="change-password" size="sm" onClose={closeModal} />}
        {modal === 'terms' && <TermsOfUseModal onClose={closeModal} />}
      </Suspense>
    </div>
  );
}
