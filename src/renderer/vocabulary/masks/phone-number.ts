import { byLength } from '../../masks/mask-options.ts';
import { defineMask } from '../define.ts';

// spec 001 §5 phone block: 'X XXXX-XXXX' for 9 digits, 'XXXX-XXXX' for 8.
export default defineMask({
  name: 'phoneNumber',
  doc: 'XXXX-XXXX or X XXXX-XXXX (spec 001 §5 phone block).',
  options: byLength([{ mask: '0000-0000' }, { mask: '0 0000-0000' }], (characters) => (characters.length > 8 ? 1 : 0)),
});
