import { describe, expect, it } from 'vitest';
import { formatBranch, maskAccount } from '../../../src/domain/index.ts';

describe('account number mask', () => {
  it('puts a hyphen before the check digit', () => {
    expect(maskAccount('1234567')).toBe('123456-7');
    expect(maskAccount('12')).toBe('1-2');
  });

  it('moves a typed hyphen to its place and keeps a letter check digit', () => {
    expect(maskAccount('12-34-5')).toBe('1234-5');
    expect(maskAccount('40599x')).toBe('40599-x');
  });

  it('keeps asterisks of a hidden account and drops other characters', () => {
    expect(maskAccount('***456-7')).toBe('***456-7');
    expect(maskAccount('12 345.6/7')).toBe('123456-7');
  });

  it('adds no hyphen to one character or none', () => {
    expect(maskAccount('7')).toBe('7');
    expect(maskAccount('-')).toBe('');
    expect(maskAccount(null)).toBe('');
  });
});

describe('branch display', () => {
  it('shows four digits, zero-padded', () => {
    expect(formatBranch('1')).toBe('0001');
    expect(formatBranch(456)).toBe('0456');
    expect(formatBranch('3321')).toBe('3321');
    expect(formatBranch(0)).toBe('0000');
  });

  it('drops characters that are not digits', () => {
    expect(formatBranch('0001-9')).toBe('00019');
    expect(formatBranch('ag. 12')).toBe('0012');
  });

  it('shows a longer number whole rather than cutting it', () => {
    expect(formatBranch('12345')).toBe('12345');
  });

  it('shows nothing for no branch', () => {
    expect(formatBranch(null)).toBe('');
    expect(formatBranch('')).toBe('');
  });
});
