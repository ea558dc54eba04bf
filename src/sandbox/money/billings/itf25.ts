/**
 * Interleaved 2 of 5 (ITF), the symbology of the bank-slip barcode (FEBRABAN): digits in pairs, the
 * first drawn in bars and the second in the spaces between them, each digit as five elements of which
 * two are wide. Answers the bars as [offset, width] in narrow-module units.
 */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
/** FEBRABAN: a wide element is three times a narrow one. */
export const WIDE = 3;

export function itf25Bars(digits: string): { bars: [number, number][]; width: number } {
  if (!/^\d*$/.test(digits) || digits.length % 2 !== 0) throw new RangeError('ITF encodes an even number of digits');
  const elements: { bar: boolean; wide: boolean }[] = [];
  const push = (bar: boolean, wide: boolean) => elements.push({ bar, wide });
  // Start: narrow bar, narrow space, narrow bar, narrow space.
  push(true, false);
  push(false, false);
  push(true, false);
  push(false, false);
  for (let index = 0; index < digits.length; index += 2) {
    const bars = PATTERNS[Number(digits[index])]!;
    const spaces = PATTERNS[Number(digits[index + 1])]!;
    for (let element = 0; element < 5; element += 1) {
      push(true, bars[element] === 'w');
      push(false, spaces[element] === 'w');
    }
  }
  // Stop: wide bar, narrow space, narrow bar.
  push(true, true);
  push(false, false);
  push(true, false);
  const result: [number, number][] = [];
  let offset = 0;
  for (const element of elements) {
    const width = element.wide ? WIDE : 1;
    if (element.bar) result.push([offset, width]);
    offset += width;
  }
  return { bars: result, width: offset };
}
