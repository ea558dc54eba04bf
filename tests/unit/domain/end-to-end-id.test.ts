import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endToEndId, isValidEndToEndId } from '../../../src/domain/index.ts';

// The example id of BACEN's API Pix specification (bacen/pix-api, the /pix examples), repeated in
// PSP documentation: ISPB 12345678, 09/09/2020 12:21 UTC, then abcdef12345.
const BACEN_EXAMPLE = 'E12345678202009091221abcdef12345';

const START = new Date(Date.UTC(2026, 0, 5, 9, 7, 45));

describe('end-to-end id', () => {
  it('is E, the ISPB, the UTC date and time yyyyMMddHHmm and eleven characters: 32 in all', () => {
    const id = endToEndId({ ispb: '99999917', date: START, random: 'abcDEF12345' });
    expect(id).toBe('E99999917202601050907abcDEF12345');
    expect(id).toHaveLength(32);
  });

  it('draws the eleven characters from the source it is given, so a seeded sandbox repeats itself', () => {
    expect(endToEndId({ ispb: '00000000', date: START, random: () => 0 })).toBe('E00000000202601050907' + '0'.repeat(11));
    expect(endToEndId({ ispb: '00000000', date: START, random: () => 0.9999999 }).slice(-11)).toBe('z'.repeat(11));
  });

  it('draws random characters when no source is given', () => {
    expect(isValidEndToEndId(endToEndId({ ispb: '99999917', date: START }))).toBe(true);
  });

  it('accepts an alphanumeric ISPB', () => {
    expect(endToEndId({ ispb: '1A2B3C4D', date: START, random: 'abcDEF12345' })).toBe('E1A2B3C4D202601050907abcDEF12345');
  });

  it('refuses an ISPB, date or sequence that does not fit, saying which', () => {
    expect(() => endToEndId({ ispb: '123', date: START })).toThrow(/ISPB/);
    expect(() => endToEndId({ ispb: '99999917', date: new Date(Number.NaN) })).toThrow(/date/);
    expect(() => endToEndId({ ispb: '99999917', date: new Date(Date.UTC(10_000, 0, 1)) })).toThrow(/date/);
    expect(() => endToEndId({ ispb: '99999917', date: START, random: 'short' })).toThrow(/sequence/);
    expect(() => endToEndId({ ispb: '99999917', date: START, random: 'abc-ef12345' })).toThrow(/sequence/);
  });

  it('recognises a well-formed id, BACEN’s example included', () => {
    expect(isValidEndToEndId(BACEN_EXAMPLE)).toBe(true);
    expect(isValidEndToEndId('E99999917202601050907abcDEF12345')).toBe(true);
  });

  it('refuses an id of the wrong shape or with a date that does not exist', () => {
    for (const id of [
      '',
      null,
      'D99999917202601050907abcDEF12345',
      'E99999917202601050907abcDEF1234',
      'E99999917202602300907abcDEF12345',
      'E99999917202601052407abcDEF12345',
      'E99999917202601050960abcDEF12345',
      'E99999917202613050907abcDEF12345',
      'E99999917009901050907abcDEF12345',
    ]) {
      expect(isValidEndToEndId(id)).toBe(false);
    }
  });

  it('recognises every id it builds', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9A-Z]{8}$/),
        fc.date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }),
        fc.stringMatching(/^[0-9A-Za-z]{11}$/),
        (ispb, date, random) => isValidEndToEndId(endToEndId({ ispb, date, random })),
      ),
    );
  });
});
