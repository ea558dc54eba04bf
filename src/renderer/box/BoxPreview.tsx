import i18next from 'i18next';
import { useMemo, useState } from 'react';
import { boxes } from 'virtual:balcao-boxes';
import { publishNotice } from '../../api/notices.ts';
import type { BoxScreen } from '../../generated/screen-format.ts';
import { useScreenHost } from '../host/screen-host.ts';
import type { ScreenModule } from '../screens/types.ts';
import { BoxView, type BoxMachine } from './BoxView.tsx';

/**
 * A box as the studio shows it: its machine stands still in the box's own state, and what a button
 * would send is said instead of sent.
 */
export function BoxPreview({ module }: { module: ScreenModule }) {
  const host = useScreenHost();
  const [state] = useState('preview');
  const machine = useMemo<BoxMachine>(
    () => ({
      state,
      context: {},
      send: (event) =>
        publishNotice({
          kind: 'toast',
          level: 'info',
          title: i18next.t('studio.title'),
          message: i18next.t('studio.wouldSend', { event: event.type }),
        }),
    }),
    [state],
  );
  return <BoxView screen={module.screen as BoxScreen} boxes={boxes} machine={machine} loadHost={async () => host} />;
}
