import { screen } from '@testing-library/react';

/** The input labelled `label` (the label may carry the required asterisk after it). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;
}

/** The text keys of the errors a field shows now. */
export function errorKeys(input: HTMLElement): (string | null)[] {
  // The error list is the first of the ids the input is described by (its help text may follow).
  const list = document.getElementById((input.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '');
  return list ? [...list.querySelectorAll('[data-error-key]')].map((node) => node.getAttribute('data-error-key')) : [];
}
