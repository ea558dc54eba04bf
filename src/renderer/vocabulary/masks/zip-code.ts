import { defineMask } from '../define.ts';

export default defineMask({ name: 'zipCode', doc: '00000-000.', options: { mask: '00000-000' } });
