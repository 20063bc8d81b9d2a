/**
 * Text that a link puts on the page (a search query from `?q=`, a debt's name): whoever wrote the link chose it, not
 * the reader, so it must not reorder the page's words around it, hide part of itself, or grow the title and the
 * address without end. Small on purpose: it ships in the page scripts that use it.
 */

/**
 * What is dropped: the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which make
 * text show in another order than it is stored in; the zero-width characters (U+200B–U+200D, U+2060, U+FEFF), which
 * make two different texts look the same; and half a surrogate pair, which is no character at all.
 *
 * What is kept: a ZERO WIDTH JOINER between two emoji (after a skin tone or the emoji presentation selector too).
 * It is what makes 👨‍👩‍👧 one family rather than three people and 🏳️‍🌈 one flag, and it can only join pictures,
 * never hide or reorder letters. Joiners inside words (Devanagari, Persian) are dropped: the words still read, shaped
 * a little differently.
 */
const INVISIBLE =
  /(\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?\u200D)(?=\p{Extended_Pictographic})|[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\uD800-\uDFFF]/gu;

/** Control characters (U+0000–U+001F, U+007F–U+009F: tabs, line breaks) become a space, so words they parted stay apart. */
function visible(text: string): string {
  return text
    .replace(INVISIBLE, (_, emojiJoined: string | undefined) => emojiJoined ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim();
}

/**
 * `text` as it may be shown: without invisible characters or controls, trimmed, and at most `maxLength` UTF-16 code
 * units long (the unit of a string's `length` and of an input's `maxlength`), an emoji or other character beyond
 * U+FFFF never cut in half. Text it returns comes back unchanged, so the result can be read from a link again.
 */
export function textFromLink(text: string, maxLength: number): string {
  // Cleaned before the cut, so the length holds what is seen; and after, since the cut can leave half a surrogate
  // pair, a joiner with nothing to join or a space at the end.
  return visible(visible(text).slice(0, maxLength));
}
