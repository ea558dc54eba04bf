import { byLength } from '../../masks/mask-options.ts';
import { defineMask } from '../define.ts';

export default defineMask({
  name: 'brPhone',
  doc: '(00) 0000-0000 or (00) 00000-0000: DDD and number, kept as digits (account opening, spec 000 §3 draft phone).',
  options: byLength([{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }], (characters) => (characters.length > 10 ? 1 : 0)),
});
