import { describe, expect, it } from 'vitest';
import { DomainError } from '@/server/domain-error';
import { decodeVin, expectedCheckDigit } from '@/server/vehicles/decode-vin';

const NOW = new Date(Date.UTC(2026, 10, 24));
const decode = (vin: string) => decodeVin(vin, NOW);

function refusal(vin: string): DomainError {
  try {
    decode(vin);
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error(`${vin} was accepted`);
}

describe('decodeVin — North American VINs (check digit enforced)', () => {
  it('a 2003 Honda Accord: check digit, 1980-cycle year (position 7 is a digit), WMI and model', () => {
    expect(decode('1HGCM82633A004352')).toEqual({
      vin: '1HGCM82633A004352',
      wmi: '1HG',
      region: 'north-america',
      checkDigit: 'valid',
      year: 2003,
      makes: ['Honda'],
      model: 'Accord',
    });
  });

  it('a 2019 Tesla Model 3: position 7 is a letter, so K is 2019, not 1989', () => {
    expect(decode('5YJ3E1EA2KF317000')).toMatchObject({ year: 2019, makes: ['Tesla'], model: 'Model 3', checkDigit: 'valid' });
  });

  it('more vPIC patterns: Ford F-150, Toyota Corolla and Camry', () => {
    expect(decode('1FTEW1EP0JFA00000')).toMatchObject({ year: 2018, makes: ['Ford'], model: 'F-150' });
    expect(decode('2T1BURHE9FC000000')).toMatchObject({ year: 2015, makes: ['Toyota'], model: 'Corolla' });
    expect(decode('4T1B11HK8KU000000')).toMatchObject({ year: 2019, makes: ['Toyota'], model: 'Camry' });
  });

  it('refuses a wrong check digit and says which digit it expected', () => {
    // The often-quoted Tesla example 5YJ3E1EA7KF317000 is one of these: its check digit is 2.
    for (const [vin, expected, actual] of [
      ['1HGCM82643A004352', '3', '4'],
      ['5YJ3E1EA7KF317000', '2', '7'],
    ] as const) {
      const err = refusal(vin);
      expect(err.key).toBe('vinCheckDigit');
      expect(err.fields[0]).toMatchObject({ path: 'vin', params: { expected, actual } });
    }
  });

  it('computes X for a remainder of 10', () => {
    expect(expectedCheckDigit('LSVAU2180N2183294')).toBe('X');
  });
});

describe('decodeVin — Chinese VINs (check digit enforced, no position-7 rule)', () => {
  it('an SAIC Volkswagen VIN: make from our WMI table, model year N = 2022, model left to the buyer', () => {
    expect(decode('LSVAU218XN2183294')).toEqual({
      vin: 'LSVAU218XN2183294',
      wmi: 'LSV',
      region: 'china',
      checkDigit: 'valid',
      year: 2022,
      makes: ['Volkswagen'],
      model: null,
    });
  });

  it('a Shanghai-built Tesla gets its model from vPIC patterns; a BYD its make from the hand-made table', () => {
    expect(decode('LRW3E7EA6MC000000')).toMatchObject({ region: 'china', year: 2021, makes: ['Tesla'], model: 'Model 3' });
    expect(decode('LGXCE4CB2N0000000')).toMatchObject({ year: 2022, makes: ['BYD'] });
  });

  it('refuses a Chinese VIN with a wrong check digit', () => {
    expect(refusal('LSVAU2180N2183294').key).toBe('vinCheckDigit');
  });
});

describe('decodeVin — other regions (check digit not enforced)', () => {
  it('a European Volkswagen with "Z" in position 9 is accepted; the year is the latest possible one', () => {
    expect(decode('WVWZZZAUZFW000000')).toMatchObject({
      region: 'other',
      checkDigit: 'not-applicable',
      year: 2015,
      makes: ['Volkswagen'],
    });
  });

  it('a European VIN without a year code gives no year', () => {
    expect(decode('WVWZZZ1KZ0W000000').year).toBeNull();
  });
});

describe('decodeVin — form', () => {
  it('ignores case and surrounding spaces', () => {
    expect(decode('  1hgcm82633a004352 ').vin).toBe('1HGCM82633A004352');
  });

  it('refuses the wrong length with the length it got', () => {
    const err = refusal('1HGCM82633A00435');
    expect(err.key).toBe('vinLength');
    expect(err.params).toEqual({ length: 16 });
  });

  it('refuses I, O and Q and anything not a letter or digit', () => {
    for (const vin of ['1HGCM82633A00435I', '1HGCM82633A0O4352', '1HGCM8263QA004352', '1HGCM82633A00435-']) {
      expect(refusal(vin).key).toBe('vinCharacters');
    }
  });

  it('a well-formed VIN of a maker we do not know is "not found"', () => {
    const err = refusal('9ZZ11111111111111');
    expect(err.kind).toBe('notFound');
    expect(err.key).toBe('vinUnknownMaker');
  });
});
