// spec 001 §9: 1024-based units from Bytes to YB.
const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const STEP = 1024;

/**
 * A file size for people: "0 Bytes", "1023 Bytes", "1,5 KB", "2,33 MB" — at most two decimals
 * with a comma, trailing zeros dropped. Empty for a size that is not a number of bytes.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  const power = bytes < 1 ? 0 : Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), UNITS.length - 1);
  const value = Number((bytes / STEP ** power).toFixed(2));
  return `${String(value).replace('.', ',')} ${UNITS[power] ?? 'Bytes'}`;
}
