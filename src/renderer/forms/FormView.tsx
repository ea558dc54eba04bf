import { useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useScreenHost } from '../host/screen-host.ts';
import { useScreenData } from '../host/use-screen-data.ts';
import { useScreenHeading } from '../screens/ScreenHeading.tsx';
import type { ScreenModule } from '../screens/types.ts';
import { formBundle } from './form-bundle.ts';
import { ScreenForm } from './ScreenForm.tsx';

/** A form screen: its first values from its data source (when it has one), then the form. */
export function FormView({ module }: { module: ScreenModule }) {
  const bundle = formBundle(module);
  const { t } = useTranslation();
  const { heading, labelledBy } = useScreenHeading(bundle.screen);
  const host = useScreenHost();
  const { data, loading } = useScreenData(bundle.screen.spec.data, module);
  // The form starts from the answer of the call its opening made (never a cached one, which a save may
  // have made stale), and keeps it: a later refresh of the same data (the site's refetch after a
  // reconnect) does not take what the person typed away.
  const first = useRef<{ module: ScreenModule; data: unknown } | null>(null);
  if (!loading && first.current?.module !== module) first.current = { module, data };
  const pending = first.current?.module !== module;
  const loaded = first.current?.data;
  // Made once per screen file, so a change of the host (the studio's switches) keeps what was typed.
  const { initialFormData } = host;
  const initialData = useMemo(() => (bundle.screen.spec.data ? loaded : initialFormData?.(module)), [bundle, loaded, module]);
  return (
    <section className="screen form-screen" aria-labelledby={labelledBy} data-screen={bundle.screen.id}>
      {heading}
      {pending ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <ScreenForm key={bundle.key} bundle={bundle} initialData={initialData} />
      )}
    </section>
  );
}
