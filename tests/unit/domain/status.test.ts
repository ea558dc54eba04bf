import { describe, expect, it } from 'vitest';
import { launchDisplay, statusDisplay } from '../../../src/domain/index.ts';

describe('status icons', () => {
  it('spins a primary-coloured icon while processing', () => {
    expect(statusDisplay('PROCESSING')).toEqual({ colour: 'primary', icon: 'spinner', iconColour: 'primary', spinning: true });
  });

  it('shows registering in the primary colour', () => {
    expect(statusDisplay('REGISTERING')).toMatchObject({ colour: 'primary', spinning: false });
  });

  it.each(['ACTIVATED', 'ACTIVE', 'PAID', 'RECEIVED', 'CONFIRMED', 'COMPLETED', 'CREATED'])(
    'shows %s in the success colour',
    (status) => {
      expect(statusDisplay(status)).toEqual({ colour: 'success', icon: 'check', iconColour: 'success', spinning: false });
    },
  );

  it('shows a locked card in warning with a lock', () => {
    expect(statusDisplay('LOCKED')).toMatchObject({ colour: 'warning', icon: 'lock' });
  });

  it('shows enqueued in the default colour with a clock icon in warning', () => {
    expect(statusDisplay('ENQUEUED')).toEqual({ colour: 'default', icon: 'clock', iconColour: 'warning', spinning: false });
  });

  it('shows scheduled with a clock, cancelled and rejected with a ban icon', () => {
    expect(statusDisplay('SCHEDULED')).toMatchObject({ icon: 'clock' });
    expect(statusDisplay('CANCELED')).toMatchObject({ icon: 'ban' });
    expect(statusDisplay('REJECTED')).toMatchObject({ icon: 'ban' });
  });

  it('shows an error in danger and an overdue item with a blue stopwatch', () => {
    expect(statusDisplay('ERROR')).toMatchObject({ colour: 'danger' });
    expect(statusDisplay('OVERDUE')).toMatchObject({ colour: 'info', icon: 'stopwatch' });
  });

  it('reads the status whatever its case or surrounding spaces', () => {
    expect(statusDisplay(' active ')).toEqual(statusDisplay('ACTIVE'));
  });

  it('shows any other status as text only', () => {
    const textOnly = { colour: 'default', icon: null, iconColour: 'default', spinning: false };
    expect(statusDisplay('BLOCKED_BY_COURT')).toEqual(textOnly);
    expect(statusDisplay('constructor')).toEqual(textOnly);
    expect(statusDisplay(null)).toEqual(textOnly);
  });
});

describe('statement entry direction', () => {
  it('shows a credit in the success colour with an up arrow', () => {
    expect(launchDisplay('CREDIT')).toEqual({ colour: 'success', icon: 'arrow-up' });
  });

  it('shows a debit in the danger colour with a down arrow', () => {
    expect(launchDisplay('DEBIT')).toEqual({ colour: 'danger', icon: 'arrow-down' });
  });
});
