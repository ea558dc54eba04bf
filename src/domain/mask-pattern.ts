/**
 * Writes `characters` into `pattern`, where every `0` in the pattern takes the next character and
 * anything else is a separator. It stops at the last character given, so a value being typed
 * gets only the separators it has reached ("1234" in 000.000.000-00 reads "123.4").
 */
export function applyPattern(characters: string, pattern: string): string {
  let written = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= characters.length) break;
    if (slot === '0') {
      written += characters.charAt(next);
      next += 1;
    } else {
      written += slot;
    }
  }
  return written;
}
