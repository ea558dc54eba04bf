// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { ActionButton } from '../../../src/renderer/actions/ActionButton.tsx';
import type { ActionSpec } from '../../../src/renderer/screens/types.ts';
import { setupI18n } from './support/i18n.ts';
import './support/dom-matchers.ts';

afterEach(cleanup);

const action = (steps: unknown[]): ActionSpec => ({ id: 'a', label: 'actions.edit', steps }) as unknown as ActionSpec;

describe('an action button', () => {
  test('says it opens a dialog when its first step opens one (a dialog, a confirmation, an approval), after any check, and nothing otherwise', async () => {
    await setupI18n();
    render(
      <>
        <ActionButton action={action([{ action: 'dialog', screen: 'webhook-edit' }])} onRun={() => undefined} />
        <ActionButton action={action([{ action: 'confirm', text: 'x' }, { action: 'reload' }])} onRun={() => undefined} />
        <ActionButton action={action([{ action: 'navigate', to: '/account/home' }])} onRun={() => undefined} />
        <ActionButton
          action={action([{ action: 'checkFunds' }, { action: 'approve', operation: 'x' }])}
          onRun={() => undefined}
        />
      </>,
    );
    const [edit, confirm, go, approve] = screen.getAllByRole('button');
    expect(edit).toHaveAttribute('aria-haspopup', 'dialog');
    expect(confirm).toHaveAttribute('aria-haspopup', 'dialog');
    expect(go).not.toHaveAttribute('aria-haspopup');
    // The funds check shows nothing when it passes: the approval dialog comes next.
    expect(approve).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
