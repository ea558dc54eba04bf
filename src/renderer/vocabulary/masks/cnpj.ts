import type { FactoryOpts } from 'imask';
import { CNPJ } from '../../masks/mask-options.ts';
import { defineMask } from '../define.ts';

export default defineMask({
  name: 'cnpj',
  doc: 'XX.XXX.XXX/XXXX-00, letters allowed in the first twelve.',
  inputMode: 'text',
  options: CNPJ as FactoryOpts,
});
