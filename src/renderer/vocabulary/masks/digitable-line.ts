import { byLength } from '../../masks/mask-options.ts';
import { defineMask } from '../define.ts';

// The line as printed: a bank slip in five groups (47 digits), a utility bill (starting with 8) in four blocks of 12.
export default defineMask({
  name: 'digitableLine',
  doc: "A bank slip's five groups, or a utility bill's four blocks when it starts with 8.",
  options: byLength(
    [
      { mask: '00000.00000 00000.000000 00000.000000 0 00000000000000' },
      { mask: '00000000000-0 00000000000-0 00000000000-0 00000000000-0' },
    ],
    (characters) => (characters.startsWith('8') ? 1 : 0),
  ),
});
