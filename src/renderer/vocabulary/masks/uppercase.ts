import type { FactoryOpts } from 'imask';
import { upper } from '../../masks/mask-options.ts';
import { defineMask } from '../define.ts';

// spec 001 §5: uppercase converts on input (and the widget again on blur).
export default defineMask({
  name: 'uppercase',
  doc: 'Any text, turned to upper case as it is typed.',
  inputMode: 'text',
  freeLength: true,
  upperCase: true,
  options: { mask: /^.*$/, prepareChar: upper } as FactoryOpts,
});
