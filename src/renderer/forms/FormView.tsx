import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
  // Made once per screen file, so a change of the host (the studio's switches) keeps what was typed.
  const { initialFormData } = host;
  const initialData = useMemo(() => (bundle.screen.spec.data ? data : initialFormData?.(module)), [bundle, data, module]);
  return (
    <section className="screen form-screen" aria-labelledby={labelledBy}>
      {heading}
      {bundle.screen.spec.data && loading ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <ScreenForm key={bundle.key} bundle={bundle} initialData={initialData} />
      )}
    </section>
  );
}
