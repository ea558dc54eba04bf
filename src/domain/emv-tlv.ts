/** One EMV data object: a two-digit id, a two-digit length, then that many characters. */
export interface TlvField {
  id: string;
  value: string;
}

const TWO_DIGITS = /^\d{2}$/;

/**
 * Reads a run of EMV data objects (BR Code manual: id "00"-"99", length "01"-"99"). Null when
 * the text does not split exactly into such objects.
 */
export function readTlv(text: string): TlvField[] | null {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!TWO_DIGITS.test(id) || !TWO_DIGITS.test(length) || length === '00') return null;
    const value = text.slice(at + 4, at + 4 + Number(length));
    if (value.length !== Number(length)) return null;
    fields.push({ id, value });
    at += 4 + value.length;
  }
  return fields;
}

/** Writes one EMV data object; the value must hold 1 to 99 characters. */
export function writeTlv(id: string, value: string): string {
  if (value.length < 1 || value.length > 99) {
    throw new RangeError(`EMV field ${id} must hold 1 to 99 characters, not ${value.length}`);
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The value of the first object with this id, if any. */
export function tlvValue(fields: readonly TlvField[], id: string): string | undefined {
  return fields.find((field) => field.id === id)?.value;
}
