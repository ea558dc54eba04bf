import { byLength } from '../../masks/mask-options.ts';
import { defineMask } from '../define.ts';

// spec 001 §5 user block.
export default defineMask({
  name: 'userPhone',
  doc: '+00 00 0000-0000 or +00 00 00000-0000 (spec 001 §5 user block).',
  options: byLength([{ mask: '+00 00 0000-0000' }, { mask: '+00 00 00000-0000' }], (characters) =>
    characters.length > 12 ? 1 : 0,
  ),
});
