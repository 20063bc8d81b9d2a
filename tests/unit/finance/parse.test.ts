/**
 * Reading numbers (CALCULATORS.md "Reading numbers"): every accepted and rejected example the
 * contract gives, plus the brief's edge cases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCashFlows } from '../../../src/lib/finance/growth/cashFlowList';
import { parseAmount } from '../../../src/lib/finance/parse';
import { parseRupees } from '../../../src/lib/finance/rupees';

describe('parseAmount', () => {
  it.each([
    // The contract's accepted examples.
    ['250000', 250000],
    ['250,000', 250000],
    ['250000.50', 250000.5],
    [' 250000 ', 250000],
    ['$250,000', 250000],
    ['₹2,50,000', 250000],
    // The brief's accepted examples.
    ['.5', 0.5],
    ['-3', -3],
    ['-$5', -5],
    // Other currency signs, once, and Indian grouping with decimals.
    ['€1,234.56', 1234.56],
    ['£0.79', 0.79],
    ['¥157', 157],
    ['₹12,34,567.89', 1234567.89],
    // Spaces are ignored wherever they are, including a space grouping and after the sign.
    ['$ 250,000', 250000],
    ['250 000', 250000],
    ['1,000,000', 1000000],
    ['0', 0],
    ['007', 7],
  ])('reads %j as %d', (raw, expected) => {
    expect(parseAmount(raw)).toEqual({ ok: true, value: expected });
  });

  it.each(['', '   ', '\t\n'])('reports %j as empty', (raw) => {
    expect(parseAmount(raw)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([
    // The contract's rejected examples.
    'abc',
    '12abc',
    '1e400',
    'NaN',
    'Infinity',
    // The brief's rejected examples.
    '1e5',
    '1.2.3',
    '--5',
    '$$5',
    '5$',
    // Not a number either.
    '-',
    '.',
    '$',
    '-Infinity',
    '0x10',
    '1,5', // a decimal comma is not a grouping comma: never silently read as 15
    '12,34', // last group must have three digits
    ',500',
    '500,',
    '1,,000',
    '5%',
    '$5$',
    '1' + '0'.repeat(400), // finite digits, but not a finite double
  ])('rejects %j as invalid', (raw) => {
    expect(parseAmount(raw)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('never returns -0', () => {
    for (const raw of ['-0', '-0.00', '-$0', '$-0']) {
      const parsed = parseAmount(raw);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(Object.is(parsed.value, -0)).toBe(false);
    }
  });
});

describe('parseAmount in a percent field', () => {
  it.each([
    ['6.5%', 6.5],
    ['6.5 %', 6.5],
    [' 12% ', 12],
    ['0.25%', 0.25],
  ])('reads %j as %d, as people write a rate', (raw, expected) => {
    expect(parseAmount(raw, { percent: true })).toEqual({ ok: true, value: expected });
  });

  it.each(['%', '6.5%%', '%6.5', '6%5'])('rejects %j', (raw) => {
    expect(parseAmount(raw, { percent: true })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('still rejects a % in a money field', () => {
    expect(parseAmount('5%')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('parseRupees: a money field on a ₹ page (DECISIONS.md: rupee amounts as Indians write them)', () => {
  // 1 lakh = 1,00,000 = 10^5 and 1 crore = 1,00,00,000 = 10^7: each value is the typed number with its point moved
  // five or seven places right.
  it.each([
    // As today: Indian grouping, the ₹ sign, a space grouping.
    ['12,75,000', 1_275_000],
    ['₹12,75,000', 1_275_000],
    ['12 75 000', 1_275_000],
    // A Rs, Rs. or INR prefix, any case, with or without a space.
    ['Rs 12,75,000', 1_275_000],
    ['Rs. 12,75,000', 1_275_000],
    ['Rs.12,75,000', 1_275_000],
    ['rs 500', 500],
    ['RS.500', 500],
    ['Rs.5', 5], // the dot belongs to "Rs.": five rupees, never 0.5
    ['Rs. 5', 5],
    ['Rs .5', 0.5],
    ['INR 1275000', 1_275_000],
    ['inr1275000', 1_275_000],
    // lakh, lac, L, and their plurals: × 1,00,000.
    ['12.75 lakh', 1_275_000],
    ['12.75lakh', 1_275_000],
    ['12.75 Lakh', 1_275_000],
    ['12.75 LAKH', 1_275_000],
    ['5 lakhs', 500_000],
    ['5 lac', 500_000],
    ['5 Lacs', 500_000],
    ['12.75 L', 1_275_000],
    ['12.75l', 1_275_000],
    ['.5 lakh', 50_000],
    ['1.234567 lakh', 123_456.7],
    // crore, cr, and the plural: × 1,00,00,000.
    ['1 crore', 10_000_000],
    ['1.2 Cr', 12_000_000],
    ['1.2cr', 12_000_000],
    ['2 Crores', 20_000_000],
    ['1,200 crore', 12_000_000_000],
    // A prefix and a word together, and a sign as today.
    ['Rs. 12.75 lakh', 1_275_000],
    ['₹1.2 Cr', 12_000_000],
    ['INR 5 lakh', 500_000],
    ['-5 lakh', -500_000],
    ['-Rs 5', -5],
    ['- Rs 5 lakh', -500_000],
    ['12 75 000 L', 127_500_000_000],
    ['Rs -5', -5],
  ])('reads %j as %d', (raw, expected) => {
    expect(parseRupees(raw)).toEqual({ ok: true, value: expected });
  });

  it('moves the point in the decimal digits, never multiplying in floating point', () => {
    // In binary floating point 4.35 × 10^5 is 434999.99999999994, 0.07 × 10^7 is 700000.0000000001 and
    // 1.23456789 × 10^7 is 12345678.899999999; typed with the point moved they are exact.
    expect(parseRupees('4.35 lakh')).toEqual({ ok: true, value: 435_000 });
    expect(parseRupees('0.07 crore')).toEqual({ ok: true, value: 700_000 });
    expect(parseRupees('1.23456789 crore')).toEqual({ ok: true, value: 12_345_678.9 });
  });

  it.each([
    '12 lakh crore', // two scale words: never half-read as 12 lakh
    'Rs Rs 5',
    '₹ Rs 5',
    'Rs ₹5',
    '$5 lakh', // a scale word only with a rupee sign or none
    'INR Rs 5',
    '5 Rs',
    'lakh',
    'Rs',
    'Rs. lakh',
    '5 lakh.',
    '5 lakhh',
    '5 k',
    '5 thousand',
    '5 million',
    '5 crs',
    '5%',
    '--5 lakh',
    '-Rs -5',
    '1e5 lakh',
    '5 lakh 20',
    'lakh 5',
    '5 la kh', // a word is not split
    '5 c r',
  ])('rejects %j', (raw) => {
    expect(parseRupees(raw)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reports blank as empty, as parseAmount does', () => {
    expect(parseRupees('  ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('never returns -0', () => {
    const parsed = parseRupees('-0 lakh');
    expect(parsed).toEqual({ ok: true, value: 0 });
    if (parsed.ok) expect(Object.is(parsed.value, -0)).toBe(false);
  });

  const typedNumber = fc.array(fc.constantFrom('1', '0', '5', ',', '.', ' ', '-', '+', '$', '₹', '€', '\u00a0', '%'), { maxLength: 12 }).map((parts) => parts.join(''));

  it('reads everything without a rupee word exactly as parseAmount does', () => {
    fc.assert(fc.property(typedNumber, (typed) => void expect(parseRupees(typed)).toEqual(parseAmount(typed))));
  });

  it('reads a number and a scale word as the number with its exponent written out: 12.75 lakh as 12.75e5', () => {
    // Number('12.75e5') is the double nearest to the exact decimal product, the reference for "no floating-point slip".
    fc.assert(
      fc.property(typedNumber, fc.constantFrom([' lakh', 5], ['L', 5], [' crore', 7], ['cr', 7]), (typed, [word, places]) => {
        const plain = parseAmount(typed);
        const scaled = parseRupees(`${typed}${String(word)}`);
        if (!plain.ok || /[$€%]/u.test(typed)) return void expect(scaled.ok).toBe(false);
        const exact = Number(`${typed.replace(/[\s,₹]/gu, '')}e${String(places)}`);
        expect(scaled).toEqual({ ok: true, value: exact === 0 ? 0 : exact });
      }),
    );
  });

  it('leaves parseAmount as it was: a dollar field, a rate and a term read no rupee words', () => {
    for (const raw of ['12 lakh', '1 crore', 'Rs 5', 'INR 5', '5 L']) {
      expect(parseAmount(raw)).toEqual({ ok: false, reason: 'invalid' });
      expect(parseAmount(raw, { percent: true })).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe('parseCashFlows', () => {
  const read = (values: number[], splitThousands: 'commas' | 'spaces' | null = null) => ({ ok: true, values, splitThousands });

  it('separates by every comma when the list has no semicolon, line break or comma before a space (CALCULATORS.md)', () => {
    expect(parseCashFlows('-50000,15000,18000')).toEqual(read([-50000, 15000, 18000]));
    expect(parseCashFlows('-10000 3000  4200')).toEqual(read([-10000, 3000, 4200]));
  });

  it('reads a comma followed by a space as a separator and a comma inside a number as grouping thousands', () => {
    expect(parseCashFlows('15,000, 18,000, 20,000, 12,000')).toEqual(read([15000, 18000, 20000, 12000]));
    expect(parseCashFlows('-1,00,000, 25,000')).toEqual(read([-100000, 25000]));
  });

  it('reads semicolons and line breaks as separators, with grouped thousands inside the flows', () => {
    expect(parseCashFlows('-50,000; 15,000;18,000')).toEqual(read([-50000, 15000, 18000]));
    expect(parseCashFlows('-50,000\n15,000\r\n18,000.50')).toEqual(read([-50000, 15000, 18000.5]));
    expect(parseCashFlows('-10000, 3000;4200\n6800  100')).toEqual(read([-10000, 3000, 4200, 6800, 100]));
  });

  it('flags a comma-only list whose pieces look like split thousands', () => {
    expect(parseCashFlows('15,000,18,000')).toEqual(read([15, 0, 18, 0], 'commas'));
    expect(parseCashFlows('-100,250')).toEqual(read([-100, 250], 'commas'));
    expect(parseCashFlows('-100,25,2500')).toEqual(read([-100, 25, 2500]));
    expect(parseCashFlows('-100,250.5')).toEqual(read([-100, 250.5]));
  });

  it('reads a minus sign as an outflow and allows a currency sign', () => {
    expect(parseCashFlows('-$500, $200, ₹300.5')).toEqual(read([-500, 200, 300.5]));
    expect(parseCashFlows('-$500,$200')).toEqual(read([-500, 200]));
  });

  it('skips empty entries from doubled or trailing separators', () => {
    expect(parseCashFlows('1,,2,')).toEqual(read([1, 2]));
    expect(parseCashFlows('1,000, 2,000, ')).toEqual(read([1000, 2000]));
  });

  it('reports a blank list as empty', () => {
    expect(parseCashFlows('  ,  ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('names the first entry that is not a number', () => {
    expect(parseCashFlows('-100, abc, 5e2')).toEqual({ ok: false, reason: 'invalid', entry: 'abc' });
    expect(parseCashFlows('-100 1e3')).toEqual({ ok: false, reason: 'invalid', entry: '1e3' });
    expect(parseCashFlows('-100, 15,00')).toEqual({ ok: false, reason: 'invalid', entry: '15,00' });
  });
});
