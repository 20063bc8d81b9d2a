/**
 * Reading numbers (CALCULATORS.md "Reading numbers"): every accepted and rejected example the
 * contract gives, plus the brief's edge cases.
 */
import { describe, expect, it } from 'vitest';
import { parseAmount, parseCashFlows } from '../../../src/lib/finance/parse';

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

describe('parseCashFlows', () => {
  it('separates entries by commas, semicolons, spaces and new lines', () => {
    expect(parseCashFlows('-10000, 3000;4200\n6800  100')).toEqual({
      ok: true,
      values: [-10000, 3000, 4200, 6800, 100],
    });
  });

  it('reads a minus sign as an outflow and allows a currency sign', () => {
    expect(parseCashFlows('-$500, $200, ₹300.5')).toEqual({ ok: true, values: [-500, 200, 300.5] });
  });

  it('skips empty entries from doubled or trailing separators', () => {
    expect(parseCashFlows('1,,2, ')).toEqual({ ok: true, values: [1, 2] });
  });

  it('reports a blank list as empty', () => {
    expect(parseCashFlows('  ,  ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('names the first entry that is not a number', () => {
    expect(parseCashFlows('-100, abc, 5e2')).toEqual({ ok: false, reason: 'invalid', entry: 'abc' });
    expect(parseCashFlows('-100 1e3')).toEqual({ ok: false, reason: 'invalid', entry: '1e3' });
  });
});
