import { defineMask } from '../define.ts';

// spec 001 §5 profile block.
export default defineMask({
  name: 'mobilePhone',
  doc: '+00 00 00000-0000 (spec 001 §5 profile block).',
  options: { mask: '+00 00 00000-0000' },
});
