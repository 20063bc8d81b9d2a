/** How result numbers read: 2 decimals, `$` and `₹` grouping, percentages and counts, never `-0.00`. */
import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatNumber, formatPercent } from '../../src/lib/format';

describe('formatMoney', () => {
  it('shows dollars US-style with 2 decimals: $1,234.56', () => {
    expect(formatMoney(1234.56, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1854.0247200054619, 'USD')).toBe('$1,854.02');
    expect(formatMoney(0.5, 'USD')).toBe('$0.50');
  });

  it('shows rupees with Indian grouping: ₹12,34,567.89', () => {
    expect(formatMoney(1234567.89, 'INR')).toBe('₹12,34,567.89');
    expect(formatMoney(4068209.22, 'INR')).toBe('₹40,68,209.22');
  });

  it('puts the minus before the sign: -$5.00', () => {
    expect(formatMoney(-5, 'USD')).toBe('-$5.00');
  });

  it('never shows -0.00 for a value that rounds to zero', () => {
    expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
    expect(formatMoney(-0, 'INR')).toBe('₹0.00');
  });

  it('shows the converter’s currencies with their own sign and 2 decimals', () => {
    expect(formatMoney(85.87, 'EUR')).toBe('€85.87');
    expect(formatMoney(85.87, 'GBP')).toBe('£85.87');
    expect(formatMoney(157.02, 'JPY')).toBe('¥157.02');
  });

  it('shows a dash, not NaN or ∞, for a number that is not finite', () => {
    expect(formatMoney(Number.NaN, 'USD')).toBe('—');
    expect(formatMoney(Infinity, 'USD')).toBe('—');
  });
});

describe('formatPercent', () => {
  it('shows a percentage value with 2 decimals: 12.5 -> 12.50%', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(66.666666)).toBe('66.67%');
    expect(formatPercent(-2.1244)).toBe('-2.12%');
  });

  it('never shows -0.00%', () => {
    expect(formatPercent(-0.0001)).toBe('0.00%');
  });
});

describe('formatNumber', () => {
  it('groups thousands and shows 2 decimals by default', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
  });

  it('takes another number of decimals', () => {
    expect(formatNumber(3.14159, 4)).toBe('3.1416');
    expect(formatNumber(2.5, 0)).toBe('3');
  });

  it('never shows -0.00', () => {
    expect(formatNumber(-0.004)).toBe('0.00');
  });
});

describe('formatCount', () => {
  it('shows whole numbers without decimals and with grouping: 360 months, 1,250 units', () => {
    expect(formatCount(360)).toBe('360');
    expect(formatCount(1250)).toBe('1,250');
  });

  it('shows a fraction as needed: 4.5 years', () => {
    expect(formatCount(4.5)).toBe('4.5');
    expect(formatCount(5.4)).toBe('5.4');
  });
});
