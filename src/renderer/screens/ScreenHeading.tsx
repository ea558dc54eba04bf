import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBindingScope } from '../actions/use-action-runner.ts';
import { useModal } from '../dialogs/dialog-context.ts';
import { screenTitle } from './screen-title.ts';
import type { ScreenFile } from './types.ts';

/**
 * A screen's heading and the id that labels its section; none for the screen a dialog opened, whose
 * frame already shows its title.
 */
export function useScreenHeading(screen: ScreenFile, level: 1 | 2 = 2): { heading: ReactNode; labelledBy?: string } {
  const { t } = useTranslation();
  const id = useId();
  const modal = useModal();
  const scope = useBindingScope();
  if (modal && modal.screenId === screen.id) return { heading: null };
  const Tag = level === 1 ? 'h1' : 'h2';
  return { heading: <Tag id={id}>{screenTitle(screen, scope, t)}</Tag>, labelledBy: id };
}
