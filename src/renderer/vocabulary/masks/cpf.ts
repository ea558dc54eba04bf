import { CPF } from '../../masks/mask-options.ts';
import { defineMask } from '../define.ts';

export default defineMask({ name: 'cpf', doc: '000.000.000-00.', options: CPF });
