import { byLength, CNPJ, CPF, upper } from '../../masks/mask-options.ts';
import { defineMask } from '../define.ts';

export default defineMask({
  name: 'taxId',
  doc: 'CPF, switching to CNPJ at the twelfth character or at a letter (the alphanumeric CNPJ, spec 001 §5).',
  inputMode: 'text',
  options: byLength([CPF, CNPJ], (characters) => (characters.length > 11 || /[A-Za-z]/.test(characters) ? 1 : 0), upper),
});
