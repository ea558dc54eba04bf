import { defineMask } from '../define.ts';

export default defineMask({ name: 'digits', doc: 'Digits only.', freeLength: true, options: { mask: /^\d*$/ } });
