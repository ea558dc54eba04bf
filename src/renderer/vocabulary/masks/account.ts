import { byLength, upper } from '../../masks/mask-options.ts';
import { defineMask } from '../define.ts';

/** spec 001 §5 account mask: letters, digits and *, a hyphen before the last character. */
const PATTERNS = Array.from({ length: 20 }, (_, length) => ({
  mask: length === 0 ? '#' : `${'#'.repeat(length)}-#`,
  definitions: { '#': /[0-9A-Za-z*]/ },
}));

export default defineMask({
  name: 'account',
  doc: 'Letters, digits and *, with a hyphen before the last character (spec 001 §5).',
  inputMode: 'text',
  options: byLength(PATTERNS, (characters) => Math.max(0, Math.min(characters.length - 1, PATTERNS.length - 1)), upper),
});
