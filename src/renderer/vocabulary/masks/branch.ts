import { defineMask } from '../define.ts';

export default defineMask({ name: 'branch', doc: '0000.', options: { mask: '0000' } });
