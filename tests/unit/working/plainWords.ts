/**
 * WORKING.md's "What the reader sees", as patterns over a step's visible words: shared by the unit checker
 * (workingRules.ts) and the browser test (tests/e2e/working.spec.ts), so the two read a line the same way.
 */

/** Code where words should be: a function of the grammar, or `^` for a power. */
export const CODE_SYMBOLS = /\b(?:min|max|ceil|floor|round)\(|\^/;
/** Method jargon a reader would have to look up. */
export const JARGON = /annuity|converge|\bNPV\b|\bpins?\b/i;
/** A percent divided by 100 again ("6.5 % ÷ 100"), or taken from a bare 100 ("100 − 60 %"). */
export const PERCENT_AGAIN = /%\s*\)?\s*[÷×]\s*100(?![\d.,])|(?<![\d.,])100\s*[−+]\s*[\d.]+\s*%/;
/** Money shown past the cent ("$2,022.61768"). */
export const PAST_THE_CENT = /[$₹€£¥][\d,]*\.\d{3,}/g;
/** What a line with money past the cent must say. */
export const BEFORE_ROUNDING = /before rounding/i;
