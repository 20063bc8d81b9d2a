/**
 * What a calculator island needs to draw its form and results: the page's words joined with the formula
 * module's rules, as plain serialisable data (Astro passes it to the island as props).
 */
import type { AnyCalculatorPage } from '@/config/calculators/types';
import { calculatorFor, type CalculatorId } from './finance';
import type { InputKind, ResultFormat } from './finance/types';
import { keepUnits, type ValueWords } from './format';

export interface FieldView {
  readonly name: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly prefix?: string | undefined;
  readonly suffix?: string | undefined;
  /** How the value is read; `text` is free text (a debt's name in the debt plan). */
  readonly kind: InputKind['kind'] | 'text';
  /** Select options as [value, text] pairs, in order. */
  readonly options?: readonly (readonly [string, string])[] | undefined;
  readonly defaultValue?: string | undefined;
  /** The most characters free text takes (a debt's name). */
  readonly maxLength?: number | undefined;
  /** The `<details>` summary this optional field sits under, if any. */
  readonly group?: string | undefined;
  /** A number that may be below 0: phones then show the full keyboard, since a number pad may have no minus sign. */
  readonly signed?: true | undefined;
  /** The modes of the `solveFor` select in which this field is hidden (it is not asked for there). */
  readonly hiddenFor?: readonly string[] | undefined;
}

export interface ResultView {
  readonly field: string;
  readonly label: string;
  readonly format: ResultFormat;
  readonly signWords?: readonly [string, string] | undefined;
  /** Words shown for particular values instead of the number (see ResultCopy). */
  readonly valueWords?: ValueWords | undefined;
  /** Present only while it applies (extra payments, the whole cost of a home), so no space is kept for it. */
  readonly optional: boolean;
  /** What the result's absence means, in words (ResultCopy's `absent`). */
  readonly absent?: string | undefined;
}

export interface CalculatorView {
  readonly id: CalculatorId;
  /** The page's own URL: before the script runs the form submits here as GET, and the island reads it back. */
  readonly action: string;
  readonly submitLabel: string;
  readonly fields: readonly FieldView[];
  readonly results: readonly ResultView[];
  readonly swap?: { readonly label: string; readonly fields: readonly [string, string] } | undefined;
  /** The currency of money results, unless the input `resultCurrencyInput` names another (the converter). */
  readonly currency: 'USD' | 'INR';
  readonly resultCurrencyInput?: string | undefined;
  /** Whether some rejections are toasts (IRR): the island then mounts the toast viewport. */
  readonly toasts: boolean;
}

/** The options of the select a conditional field depends on, in which that field does not apply. */
function hiddenFor(kind: InputKind, kinds: Readonly<Record<string, InputKind>>): readonly string[] | undefined {
  if (kind.kind !== 'number' || !kind.when) return undefined;
  const { input, in: shownFor } = kind.when;
  const control = kinds[input];
  return control?.kind === 'choice' ? control.options.filter((option) => !shownFor.includes(option)) : undefined;
}

/**
 * The object without its undefined properties. The view is serialised into the page as the island's props, once per
 * field: a key that says nothing still costs bytes in the first round trip.
 */
function withoutBlanks<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export function calculatorView(page: AnyCalculatorPage): CalculatorView {
  const definition = calculatorFor(page.id);
  const kinds: Readonly<Record<string, InputKind>> = definition.inputs;
  const defaults: Readonly<Partial<Record<string, string>>> = definition.defaults;
  const formats: Readonly<Record<string, ResultFormat>> = definition.results;
  const optional = new Set<string>(definition.optionalResults);

  const fields = Object.entries(kinds).map(([name, kind]): FieldView => {
    const copy = page.fields[name];
    if (!copy) throw new Error(`${page.id}: no label for input "${name}"`);
    return withoutBlanks({
      name,
      label: keepUnits(copy.label),
      hint: copy.hint && keepUnits(copy.hint),
      prefix: copy.prefix,
      suffix: copy.suffix,
      kind: kind.kind,
      options: kind.kind === 'choice' ? kind.options.map((value) => [value, keepUnits(copy.options?.[value] ?? value)] as const) : undefined,
      defaultValue: defaults[name],
      group: copy.group,
      hiddenFor: hiddenFor(kind, kinds),
      signed: kind.kind === 'number' && kind.rule === 'signed' ? true : undefined,
    });
  });
  // The solve-for select comes first: it decides which of the other fields are asked for.
  fields.sort((a, b) => Number(page.fields[b.name]?.leading ?? false) - Number(page.fields[a.name]?.leading ?? false));

  const results = Object.entries(formats).map(([field, format]): ResultView => {
    const copy = page.results[field];
    if (!copy) throw new Error(`${page.id}: no label for result "${field}"`);
    return withoutBlanks({ field, label: keepUnits(copy.label), format, signWords: copy.signWords, valueWords: copy.valueWords, optional: optional.has(field), absent: copy.absent });
  });

  return {
    id: page.id,
    action: page.path,
    submitLabel: page.submitLabel ?? 'Calculate',
    fields,
    results,
    swap: page.swap,
    currency: definition.currency,
    resultCurrencyInput: definition.resultCurrencyInput,
    toasts: definition.toasts === true,
  };
}
