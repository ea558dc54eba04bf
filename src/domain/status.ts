/** The theme's colours; "info" is the blue the spec gives overdue items. */
export type Colour = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'default';

/** The icons the status column draws, by meaning; the renderer maps them to its icon set. */
export type StatusIcon = 'spinner' | 'circle' | 'check' | 'lock' | 'clock' | 'ban' | 'error' | 'stopwatch';

export interface StatusDisplay {
  /** The label's colour. */
  colour: Colour;
  /** Null for an unknown status, which shows as text only. */
  icon: StatusIcon | null;
  /** The icon's colour, which differs from the label's only for ENQUEUED. */
  iconColour: Colour;
  spinning: boolean;
}

function shown(colour: Colour, icon: StatusIcon, iconColour: Colour = colour, spinning = false): StatusDisplay {
  return { colour, icon, iconColour, spinning };
}

// spec 001 §4, status icons. Where the spec names only a colour, the icon is our choice.
const SUCCESS = shown('success', 'check');
const BANNED = shown('default', 'ban');
const STATUS_DISPLAYS: ReadonlyMap<string, StatusDisplay> = new Map([
  ['PROCESSING', shown('primary', 'spinner', 'primary', true)],
  ['REGISTERING', shown('primary', 'circle')],
  ['ACTIVATED', SUCCESS],
  ['ACTIVE', SUCCESS],
  ['PAID', SUCCESS],
  ['RECEIVED', SUCCESS],
  ['CONFIRMED', SUCCESS],
  ['COMPLETED', SUCCESS],
  ['CREATED', SUCCESS],
  ['LOCKED', shown('warning', 'lock')],
  ['ENQUEUED', shown('default', 'clock', 'warning')],
  ['SCHEDULED', shown('default', 'clock')],
  ['CANCELED', BANNED],
  ['REJECTED', BANNED],
  ['ERROR', shown('danger', 'error')],
  ['OVERDUE', shown('info', 'stopwatch')],
]);

const TEXT_ONLY: StatusDisplay = { colour: 'default', icon: null, iconColour: 'default', spinning: false };

/** How a status is drawn in grids and receipts (spec 001 §4); unknown statuses show text only. */
export function statusDisplay(status: string | null | undefined): StatusDisplay {
  return STATUS_DISPLAYS.get((status ?? '').trim().toUpperCase()) ?? TEXT_ONLY;
}

/** A statement entry's direction. */
export type Launch = 'CREDIT' | 'DEBIT';

export interface LaunchDisplay {
  colour: 'success' | 'danger';
  icon: 'arrow-up' | 'arrow-down';
}

/** spec 001 §4: CREDIT in the success colour with an up arrow, DEBIT in danger with a down arrow. */
export function launchDisplay(launch: Launch): LaunchDisplay {
  return launch === 'CREDIT' ? { colour: 'success', icon: 'arrow-up' } : { colour: 'danger', icon: 'arrow-down' };
}
