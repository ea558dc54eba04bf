import type { FactoryOpts } from 'imask';
import { defineMask } from '../define.ts';

export default defineMask({
  name: 'currency',
  doc: 'R$, decimal comma, thousands dot, two decimals, negatives and zero, empty allowed (spec 001 §9); kept as a number.',
  options: {
    mask: 'R$ num',
    lazy: true,
    blocks: {
      num: {
        mask: Number,
        scale: 2,
        thousandsSeparator: '.',
        radix: ',',
        mapToRadix: ['.'],
        padFractionalZeros: true,
        normalizeZeros: true,
        min: -999_999_999_999.99,
        max: 999_999_999_999.99,
      },
    },
  } as FactoryOpts,
  store: (unmasked) => {
    const amount = Number(unmasked);
    return Number.isFinite(amount) ? amount : undefined;
  },
});
