/**
 * The cash-flow list of NPV and IRR: its field kinds and how its text is read. Its own module, apart from the shared
 * form code, so that only the two pages with a list download it.
 *
 * How a list is read (docs/calculators.md, "A cash-flow list"):
 * - Commas. A list with a semicolon, a line break or a comma followed by white space reads those as separators and a
 *   comma inside a number as grouping thousands (`15,000, 18,000` is two flows). Otherwise every comma separates, as
 *   CALCULATORS.md has it (`-50000,15000,18000`); a comma followed by exactly three digits may then be thousands split
 *   apart (`15,000,18,000`), which the page says in a check-units note.
 * - Spaces in a list that separates its flows with something other than plain spaces (a comma, a semicolon, a tab or
 *   a line break anywhere in it). A single space, no-break space (U+00A0), thin space (U+2009) or narrow no-break space
 *   (U+202F) between digits that form a thousands grouping (1 to 3 digits, then groups of exactly 3, the last perhaps
 *   with decimals: `50 000`, `1 250 000`, `-50 000.50`) groups those digits, as in any other number field. Any other
 *   space separates (`-50000, 15000 18000` is three flows).
 * - Spaces in a list separated by plain spaces alone. Each plain space separates (`-10000 3000 4200`, and
 *   `-1000 300 400 500` is four flows), while no-break, thin and narrow no-break spaces group as above: nobody
 *   separates flows with them. Where reading a plain space as grouping would give other flows (`50 000`,
 *   `-50 000 20 000`), the list is still read flow by flow, with a check-units note on how to write thousands.
 * - At most MAX_CASH_FLOWS flows, counted before any is read as a number, so a pasted column of thousands of rows is
 *   turned away at once rather than freezing the page and writing megabytes into its address.
 */
import type { DetailNote } from '../details';
import { messages } from '../messages';
import { parseCashFlowEntry } from '../parse';
import { MAX_AMOUNT } from '../rules';
import type { CashFlowsInput, FieldRead } from '../types';
import { plainNumber } from '../units';
import { shortList } from './cashFlowsRead';
import { MAX_CASH_FLOWS, quoted, tooManyCashFlows } from './listLimits';

export { MAX_CASH_FLOWS } from './listLimits';


/**
 * `splitThousands`: which separator, read as one, may have split thousands apart; the page then says how the list was
 * read in a check-units note. `commas`: a comma-only list with a piece of exactly three digits after a comma
 * (`15,000,18,000`). `spaces`: a list of plain spaces that would read otherwise if its spaces grouped (`50 000`).
 */
export type ParsedCashFlows =
  | { ok: true; values: number[]; splitThousands: 'commas' | 'spaces' | null }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'invalid'; entry: string }
  | { ok: false; reason: 'tooMany'; count: number };

/**
 * A list holding one of these separates its flows with something other than plain spaces, so its spaces may group
 * digits: a comma, a semicolon, or white space that is none of the four spaces people group digits with.
 */
const SEPARATOR_NOT_A_SPACE = /[,;]|[^\S \u00A0\u2009\u202F]/u;
/** The spaces that group digits wherever they can, in any list. */
const GROUPING_SPACES = '\u00A0\u2009\u202F';
/** In a list with some other separator, a plain space groups digits too. */
const ALL_GROUPING_SPACES = ` ${GROUPING_SPACES}`;

/**
 * When a list holds a semicolon, a line break or a comma followed by white space, those separate the flows and a
 * comma inside a number groups its thousands: `15,000, 18,000` is two flows, as people write them.
 */
const GROUPED_LIST = /[;\r\n]|,\s/u;
/** The words of a grouped list: a comma stays in, as it may group thousands; one at a word's edge separates. */
const WORDS_OF_GROUPED_LIST = /[^\s;]+/gu;
/** The words of any other list, where every comma separates (`-50000,15000,18000`). */
const WORDS_OF_PLAIN_LIST = /[^\s,]+/gu;
const EDGE_COMMAS = /^,+|,+$/gu;

/** The first group of a grouped number: a sign, a currency sign, then 1 to 3 digits (`-50`, `$1`). */
const THOUSANDS_HEAD = /^[-+]?[$₹€£¥]?[-+]?\d{1,3}$/u;
/** A further group: exactly 3 digits, the last perhaps with decimals (`000`, `000.50`). */
const THOUSANDS_GROUP = /^\d{3}(?:\.\d*)?$/u;
const THREE_DIGITS = /^\d{3}$/u;

/**
 * A flow as it stands in the list: `typed` for a message that names it, `number` without its grouping spaces;
 * `afterComma` when a comma separates it from the flow before.
 */
type Flow = { typed: string; number: string; afterComma: boolean };
/** The flows of a list: all of them up to MAX_CASH_FLOWS, while a longer list is only counted. */
type Split = { flows: Flow[]; count: number };


/**
 * Reads a cash-flow list (see the module's comment for the rules). Empty entries (`1,,2`, a trailing comma) are
 * skipped; the first unreadable entry is reported as typed, so the message can name it. The flows are counted
 * before any is read as a number: a pasted column of 360,000 rows is turned away in one pass over its text.
 */
export function parseCashFlows(raw: string): ParsedCashFlows {
  const text = raw.trim();
  const commasGroup = GROUPED_LIST.test(text);
  const spacesAlone = !SEPARATOR_NOT_A_SPACE.test(text);
  const split = splitFlows(text, spacesAlone ? GROUPING_SPACES : ALL_GROUPING_SPACES, commasGroup);
  if (split.count === 0) return { ok: false, reason: 'empty' };
  if (split.count > MAX_CASH_FLOWS) return { ok: false, reason: 'tooMany', count: split.count };
  const values: number[] = [];
  for (const flow of split.flows) {
    const value = parseCashFlowEntry(flow.number, commasGroup);
    if (value === null) return { ok: false, reason: 'invalid', entry: flow.typed };
    values.push(value);
  }
  // The same list read as if its plain spaces grouped: fewer flows means some space could have grouped thousands.
  const spacesMayGroup = spacesAlone && splitFlows(text, ALL_GROUPING_SPACES, false).count < split.count;
  // In a list where every comma separates, three digits after a comma may be the end of a number split apart.
  const commasMaySplit = !commasGroup && split.flows.some(({ afterComma, number }) => afterComma && THREE_DIGITS.test(number));
  return { ok: true, values, splitThousands: commasMaySplit ? 'commas' : spacesMayGroup ? 'spaces' : null };
}

/**
 * Splits a list into its flows, word by word: a word that is a thousands head takes the groups that follow it, each
 * after a single one of `groupingSpaces`, into one number.
 */
function splitFlows(text: string, groupingSpaces: string, commasGroup: boolean): Split {
  const split: Split = { flows: [], count: 0 };
  let current: Flow | undefined;
  // Whether the current flow can take one more group: a head, or a head and groups, with no decimals yet.
  let open = false;
  let end = 0;
  for (const match of text.matchAll(commasGroup ? WORDS_OF_GROUPED_LIST : WORDS_OF_PLAIN_LIST)) {
    const [raw] = match;
    const gap = text.slice(end, match.index);
    end = match.index + raw.length;
    const word = commasGroup ? raw.replace(EDGE_COMMAS, '') : raw;
    if (word === '') {
      open = false;
      continue;
    }
    const groupsDigits = gap.length === 1 && groupingSpaces.includes(gap) && !raw.startsWith(',');
    if (open && current && groupsDigits && THOUSANDS_GROUP.test(word)) {
      current.typed += `${gap}${word}`;
      current.number += word;
      open = !word.includes('.');
    } else {
      current = { typed: word, number: word, afterComma: gap.includes(',') };
      split.count += 1;
      if (split.count <= MAX_CASH_FLOWS) split.flows.push(current);
      open = THOUSANDS_HEAD.test(word);
    }
    if (raw.endsWith(',')) open = false;
  }
  return split;
}

/** Reads the field's text: the flows, with a check-units note when thousands may have been split apart. */
function readCashFlows(text: string): FieldRead {
  const parsed = parseCashFlows(text);
  if (parsed.ok) {
    const { values, splitThousands } = parsed;
    return { ok: true, value: values, ...(splitThousands === null ? {} : { note: splitThousandsNote(values, splitThousands) }) };
  }
  switch (parsed.reason) {
    case 'invalid':
      return { ok: false, message: notANumber(quoted(parsed.entry)) };
    case 'tooMany':
      return { ok: false, message: tooManyCashFlows(parsed.count) };
    case 'empty':
      // An empty list reads as []; the field's rule then rejects it where flows are required (NPV), while IRR's own
      // rule answers with its toast.
      return { ok: true, value: [] };
  }
}



/** How a list whose separators may have split thousands was read, and how to write thousands instead. */
function splitThousandsNote(values: readonly number[], separator: 'commas' | 'spaces'): DetailNote {
  const read = `read as ${plainNumber(values.length)} flows, ${separator === 'commas' ? 'one per comma' : 'one per space'}: ${shortList(values.map((value) => plainNumber(value))).join('; ')}.`;
  const instead =
    separator === 'commas'
      ? 'If a comma was meant to group thousands, separate the flows with a comma and a space or a semicolon: 15,000; 18,000.'
      : 'If a space was meant to group thousands, separate the flows with a comma or a semicolon: 50 000; 20 000.';
  return { name: 'check-units', field: 'cashFlows', text: `Cash flows: ${read} ${instead}` };
}

const notANumber = (entry: string): string => `“${entry}” is not a number. Separate cash flows with commas or spaces.`;
const AT_LEAST_ONE = 'Enter at least one cash flow, like -10000, 3000, 4200.';

/**
 * A list's rule, for what was typed and for a direct call alike: finite numbers within MAX_AMOUNT, at most
 * MAX_CASH_FLOWS of them, and (`required`) at least one.
 */
function listRule(required: boolean) {
  return (value: unknown): string | null => {
    if (!Array.isArray(value)) return AT_LEAST_ONE;
    const bad = value.findIndex((flow: unknown) => typeof flow !== 'number' || !Number.isFinite(flow));
    if (bad !== -1) return notANumber(quoted(String(value[bad])));
    if (value.length > MAX_CASH_FLOWS) return tooManyCashFlows(value.length);
    if (value.some((flow: number) => Math.abs(flow) > MAX_AMOUNT)) return messages.beyondLimit;
    return required && value.length === 0 ? AT_LEAST_ONE : null;
  };
}

/** A typed list of cash flows that must hold at least one (NPV). */
export const requiredCashFlows = { kind: 'cashFlows', read: readCashFlows, check: listRule(true) } as const satisfies CashFlowsInput;
/** A typed list of cash flows whose count the calculator checks itself (IRR, for its toast). */
export const cashFlowsCheckedByCalculator = { kind: 'cashFlows', read: readCashFlows, check: listRule(false) } as const satisfies CashFlowsInput;
