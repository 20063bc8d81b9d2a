import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textFromLink } from '@/lib/linkText';

const BIDI_CONTROLS = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];
const FAMILY = '👨\u200D👩\u200D👧';
const name = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

describe('text a link puts on the page', () => {
  it('drops every bidirectional control, so the text cannot reorder what the page says around it', () => {
    for (const control of BIDI_CONTROLS) expect(textFromLink(`Roth${control} IRA${control}`, 50), name(control)).toBe('Roth IRA');
    expect(textFromLink('\u202Efdp.exe', 50)).toBe('fdp.exe');
  });

  it('drops the zero-width characters, so two texts that look the same are the same', () => {
    for (const invisible of ZERO_WIDTH) expect(textFromLink(`mort${invisible}gage`, 50), name(invisible)).toBe('mortgage');
  });

  it('keeps the joiner between emoji, so a family named by one stays one family', () => {
    expect(textFromLink(`${FAMILY} car loan`, 50)).toBe(`${FAMILY} car loan`);
    // A flag and a heart after the emoji presentation selector, a coder after a skin tone.
    const joined = '🏳\uFE0F\u200D🌈 fund, ❤\uFE0F\u200D🔥, 👩\u{1F3FD}\u200D💻 laptop';
    expect(textFromLink(joined, 50)).toBe(joined);
  });

  it('drops a joiner that joins no two emoji', () => {
    expect(textFromLink('card\u200D👩', 50)).toBe('card👩');
    expect(textFromLink('👩\u200Dcard', 50)).toBe('👩card');
    expect(textFromLink('👩\u200D\u202E👧', 50)).toBe('👩👧');
  });

  it('turns control characters into a space, so the words they parted stay apart, and trims the ends', () => {
    expect(textFromLink('home\tloan\nrates\u0085today\u0000', 50)).toBe('home loan rates today');
    expect(textFromLink('  \r\n tax \u007F', 50)).toBe('tax');
  });

  it('leaves ordinary text of any script alone', () => {
    for (const text of ['50/30/20 rule', 'Café crème €5', 'होम लोन', 'قرض السيارة', 'Zoë’s “car” – ₹5,00,000']) {
      expect(textFromLink(text, 50)).toBe(text);
    }
  });

  it('is at most maxLength UTF-16 code units long, counted after the invisible characters are gone', () => {
    expect(textFromLink('a'.repeat(100_000), 120)).toBe('a'.repeat(120));
    expect(textFromLink('\u202E'.repeat(1_000) + 'tax', 120)).toBe('tax');
    expect(textFromLink('📈'.repeat(10), 4)).toHaveLength(4);
  });

  it('never cuts a character beyond U+FFFF in half, nor ends on a space or a joiner the cut left', () => {
    expect(textFromLink('ab📈', 3)).toBe('ab');
    expect(textFromLink('tax rates', 4)).toBe('tax');
    expect(textFromLink(`${FAMILY} loan`, 3)).toBe('👨');
  });

  it('drops a surrogate half that has no partner', () => {
    expect(textFromLink('tax\uD83D rates\uDCC8', 50)).toBe('tax rates');
  });

  it('gives back what it returned, unchanged, so a cleaned text read from a link again stays the same', () => {
    const pieces = fc.constantFrom('a', 'Z', ' ', '\t', '\u0000', '\u0085', '📈', '👩', '🏽', '\uFE0F', '\uD83D', '\uDC69', ...BIDI_CONTROLS, ...ZERO_WIDTH);
    const texts = fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(texts, fc.integer({ min: 0, max: 30 }), (text, maxLength) => {
        const cleaned = textFromLink(text, maxLength);
        expect(cleaned.length).toBeLessThanOrEqual(maxLength);
        expect(textFromLink(cleaned, maxLength)).toBe(cleaned);
      }),
      { numRuns: 2_000 },
    );
  });
});
