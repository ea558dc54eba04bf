import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../src/domain/index.ts';

describe('file size', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [2_441_216, '2,33 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4 * 5.125, '5,13 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
  ])('%d bytes shows as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('stays in YB beyond it', () => {
    expect(formatFileSize(1024 ** 9 * 3)).toBe('3072 YB');
  });

  it('shows a fraction of a byte in bytes', () => {
    expect(formatFileSize(0.5)).toBe('0,5 Bytes');
  });

  it('shows nothing for a size that is not a number of bytes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
    expect(formatFileSize(null)).toBe('');
  });
});
