/**
 * Reading a link: the form values an address carries, as the island fills them in on arrival. Its own chunk, fetched
 * only when the address has a query (a shared link, or a form submitted before the script arrived).
 */
import type { FieldView } from './calculatorView';
import type { DetailNote } from './finance/details';

/**
 * What a link asks of a form. `values`: the text each field it names shows, as the link wrote it (a select's value as
 * the select holds it). `errors`: a message for a field the link asked for what it cannot hold (a choice the select
 * does not offer). `notes`: how the link was read, where the reader should know (a field given twice).
 */
export interface LinkReading {
  readonly values: Record<string, string>;
  readonly errors: Record<string, string>;
  readonly notes: DetailNote[];
}

/** A select's option as a reader may write it: any case, with or without spaces and hyphens ("Semi-annually"). */
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
/** A value as a message quotes it: never longer than a short line. */
const quoted = (value: string) => `“${value.length > 24 ? `${value.slice(0, 24)}…` : value}”`;

/**
 * The form values an address names, field by field, read as if the reader had typed them: nothing a link says is
 * dropped or replaced without a word. A number field shows what the link wrote, whatever it is, and the form's
 * own rules then accept or explain it; characters no one can type (control characters, a broken %-escape) show as
 * "�", so the field is refused, never half-read. A select takes its option in any case, or by its words (`daily`);
 * any other choice is named in a message on the select. A field given twice takes the last value, as a link edited
 * by adding a value at its end means, and says so. Null when the address names no field.
 */
export function readLink(search: string, fields: readonly Pick<FieldView, 'name' | 'label' | 'options'>[]): LinkReading | null {
  const params = new URLSearchParams(search);
  const reading: LinkReading = { values: {}, errors: {}, notes: [] };
  for (const { name, label, options } of fields) {
    const all = params.getAll(name);
    const value = all.at(-1)?.replace(/\p{Cc}/gu, '\uFFFD');
    // A select left blank in a link says nothing: it keeps the choice it shows.
    if (value === undefined || (options && value === '')) continue;
    if (all.length > 1) {
      reading.notes.push({ name: 'from-link', field: name, text: `${label}: the link gives ${all.map(quoted).join(', ')}; this uses the last, ${quoted(value)}.` });
    }
    const option = options ? (options.find(([option]) => option === value) ?? options.find((pair) => pair.some((text) => squash(text) === squash(value)))) : undefined;
    if (options && !option) reading.errors[name] = `The link asks for ${quoted(value)}, which is not one of these: choose one.`;
    else reading.values[name] = option ? option[0] : value;
  }
  return Object.keys(reading.values).length + Object.keys(reading.errors).length > 0 ? reading : null;
}

