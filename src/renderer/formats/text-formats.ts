/** 00000-000 once the zip code has its eight digits. */
export function formatZipCode(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}

/** (DDD) number, with the hyphen four digits from the end: 11987654321 is (11) 98765-4321. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 11) return value;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, -4)}-${digits.slice(-4)}`;
}
