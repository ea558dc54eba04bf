const POLYNOMIAL = 0x1021;
const INITIAL = 0xffff;

/**
 * The BR Code checksum (BACEN's Manual do BR Code, after EMV QRCPS): CRC-16/CCITT with
 * polynomial 0x1021 and initial value 0xFFFF over the UTF-8 bytes of the text, which includes
 * the "6304" that opens the CRC field. Four upper-case hexadecimal characters.
 */
export function crc16(text: string): string {
  let crc = INITIAL;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? (crc << 1) ^ POLYNOMIAL : crc << 1;
      crc &= 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
