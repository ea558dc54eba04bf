import { AmountInput } from '../../forms/widgets/AmountInput.tsx';
import { defineMask } from '../define.ts';

export default defineMask({
  name: 'currency',
  doc: 'R$, decimal comma, thousands dot, two decimals, right-aligned, negatives and zero, empty allowed (spec 001 §9): digits fill from the cents, Backspace removes the last, a pasted amount is read as written; kept as a number.',
  options: {},
  input: AmountInput,
});
