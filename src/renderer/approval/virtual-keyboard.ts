/** spec 001 §9: the electronic password has six digits; the keyboard shows ten digits in five pairs. */
export const PASSWORD_DIGITS = 6;
const PAIRS = 5;

/** A random integer below `bound`, from the browser's cryptographic generator, without modulo bias. */
export type RandomSource = (values: Uint32Array<ArrayBuffer>) => unknown;

function randomBelow(bound: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const value = new Uint32Array(1);
  do random(value);
  while (value[0]! >= limit);
  return value[0]! % bound;
}

/**
 * The ten digits shuffled once (Fisher–Yates over crypto.getRandomValues) and cut into five pairs
 * (spec 001 §4): each button stands for two digits, so what is sent never reveals the password.
 */
export function shuffledPairs(random: RandomSource = (values) => crypto.getRandomValues(values)): number[][] {
  const digits = Array.from({ length: 10 }, (_, digit) => digit);
  for (let index = digits.length - 1; index > 0; index--) {
    const other = randomBelow(index + 1, random);
    [digits[index], digits[other]] = [digits[other]!, digits[index]!];
  }
  return Array.from({ length: PAIRS }, (_, pair) => digits.slice(pair * 2, pair * 2 + 2));
}
