import { useMemo } from 'react';
import { createLiveHost, type LiveHostOptions } from '../host/live-host.ts';
import type { Step } from '../screens/types.ts';
import { StepRunner } from './StepRunner.tsx';

/** Steps of the site's frame (a profile-menu item), run with the live host of the signed-in user. */
export function SiteSteps({
  options,
  steps,
  onDone,
}: {
  options: LiveHostOptions;
  steps: readonly Step[];
  onDone(finished: boolean): void;
}) {
  const host = useMemo(() => createLiveHost(options), [options]);
  return <StepRunner host={host} steps={steps} onDone={onDone} />;
}
