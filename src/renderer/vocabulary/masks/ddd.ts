import { defineMask } from '../define.ts';

export default defineMask({ name: 'ddd', doc: 'An area code: 000.', options: { mask: '000' } });
