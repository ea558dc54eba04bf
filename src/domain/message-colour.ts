import type { Colour } from './status.ts';

/** spec 001 §4: a message's icon is red for ERROR, yellow for CANCELED, blue otherwise. */
export function messageColour(status: string | null | undefined): Extract<Colour, 'danger' | 'warning' | 'info'> {
  if (status === 'ERROR') return 'danger';
  if (status === 'CANCELED') return 'warning';
  return 'info';
}
