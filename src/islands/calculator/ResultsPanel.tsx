import type { ResultView } from '@/lib/calculatorView';
import type { CurrencyCode } from '@/lib/finance/planning/currencyRates';
import { isAboutInput, type CalculationDetails, type DetailNote } from '@/lib/finance/details';
import { formatResult, keepUnits } from '@/lib/format';
import type { Working } from '@/lib/finance/working';

export interface Calculation {
  /** The form's text, field by field, as calculated. */
  readonly inputs: Readonly<Record<string, string>>;
  /** The results by field; an optional result that does not apply is absent. */
  readonly values: Readonly<Record<string, number>>;
  readonly details?: CalculationDetails | undefined;
  /** The steps from the inputs to every result (WORKING.md), from the chunk that holds them. */
  readonly working?: (() => Promise<Working>) | undefined;
  readonly currency: CurrencyCode;
  /** Counts calculations, so each new result replays the entrance animation. */
  readonly serial: number;
}

interface Props {
  results: readonly ResultView[];
  calculation: Calculation | null;
  /** The form was changed and rejected (or failed) since these results: they are for the previous inputs. */
  stale: boolean;
}

/**
 * The results box: hidden until the first valid calculation, then announced politely on every change. Notes about
 * the reader's inputs (a slip of units, a rate beyond what markets pay) come before the first figure and are
 * announced with it: on a phone the doubt is met before the number.
 */
export function ResultsPanel({ results, calculation, stale }: Props) {
  const inputNotes = calculation?.details?.notes.filter(isAboutInput) ?? [];
  return (
    <>
      {!calculation && <p className="results-empty">Enter your numbers and press the button to see your results here.</p>}
      <div className="results" data-results aria-live="polite" hidden={!calculation}>
        {calculation && (
          <div className={stale ? 'results-body is-stale' : 'results-body'} key={calculation.serial}>
            <h2 className="results-title">Your results</h2>
            {stale && (
              <p className="detail-note" data-note="stale">
                These results are for the previous inputs: correct the form to update them.
              </p>
            )}
            <DetailNotes notes={inputNotes} />
            <ResultList results={results} values={calculation.values} currency={calculation.currency} />
          </div>
        )}
      </div>
    </>
  );
}

interface ResultListProps {
  results: readonly ResultView[];
  values: Readonly<Record<string, number>>;
  currency: CurrencyCode;
  /** The first result is the answer, in large type; false when the results are equals (two plans side by side). */
  headline?: boolean;
}

/** Each result as a labelled value with its `data-result` hook; a result that does not apply is left out. */
export function ResultList({ results, values, currency, headline = true }: ResultListProps) {
  return (
    <dl className={headline ? 'result-list' : 'result-list no-headline'}>
      {results.map(({ field, label, format, signWords, valueWords }) => {
        const value = values[field];
        if (value === undefined) return null;
        const tone = signWords ? (value >= 0 ? 'positive' : 'negative') : undefined;
        return (
          <div className={tone ? `result-row ${tone}` : 'result-row'} key={field}>
            <dt>
              {label}
              {signWords && <span className="sign-word">{value >= 0 ? signWords[0] : signWords[1]}</span>}
            </dt>
            <dd data-result={field} data-value={String(value)}>
              {format === 'months' ? <Months text={formatResult(value, format, currency, valueWords)} /> : formatResult(value, format, currency, valueWords)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The notes beside a result, each with its `data-note` hook; a number and its unit never part at a line break. */
export function DetailNotes({ notes }: { notes: readonly DetailNote[] }) {
  return notes.map((note) => (
    <p className={note.field === undefined ? 'detail-note' : 'detail-note input-note'} key={note.text} data-note={note.name} data-field={note.field} data-reasons={note.reasons?.join(' ')}>
      {keepUnits(note.text)}
      {note.link && [' ', <a key="link" href={note.link.href}>{note.link.text}</a>]}
    </p>
  ));
}

/** "334 months (27 years 10 months)": the months as the value, the years on a line of their own, in smaller type. */
function Months({ text }: { text: string }) {
  const aside = text.indexOf(' (');
  if (aside < 0) return text;
  return (
    <>
      {text.slice(0, aside)} <span className="result-aside">{text.slice(aside + 1)}</span>
    </>
  );
}
