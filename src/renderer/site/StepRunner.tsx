import { useEffect, useRef } from 'react';
import { useActionRunner } from '../actions/use-action-runner.ts';
import type { ScreenHost } from '../host/screen-host.ts';
import { ScreenProviders } from '../ScreenRoot.tsx';
import type { Step } from '../screens/types.ts';

function Run({ steps, onDone }: { steps: readonly Step[]; onDone(finished: boolean): void }) {
  const run = useActionRunner();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(steps).then(onDone, () => onDone(false));
  }, [run, steps, onDone]);
  return null;
}

/**
 * Steps of a box or a menu run by the renderer, loaded only when one asks for it: the dialogs they
 * open show here, and `onDone` says whether they all went through.
 */
export function StepRunner({
  host,
  steps,
  onDone,
}: {
  host: ScreenHost;
  steps: readonly Step[];
  onDone(finished: boolean): void;
}) {
  return (
    <ScreenProviders host={host}>
      <Run steps={steps} onDone={onDone} />
    </ScreenProviders>
  );
}
