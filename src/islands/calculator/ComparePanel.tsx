import type { FieldView, ResultView } from '@/lib/calculatorView';
import { formatResult, shownDifference } from '@/lib/format';
import type { Calculation } from './ResultsPanel';

interface Props {
  fields: readonly FieldView[];
  results: readonly ResultView[];
  current: Calculation;
  pinned: Calculation | null;
  onPin: () => void;
  onClear: () => void;
}

/**
 * "Keep for comparison" pins a result; every later result then shows kept / now / difference side by side, with
 * the inputs that changed, so 15 against 30 years is one click and one edit away. Works for any calculator.
 */
export function ComparePanel({ fields, results, current, pinned, onPin, onClear }: Props) {
  const comparing = pinned !== null && pinned.serial !== current.serial;
  const changed = comparing ? fields.filter(({ name }) => (pinned.inputs[name] ?? '') !== (current.inputs[name] ?? '')) : [];
  // Each result both have, with its three figures as shown: the table's row and the spoken sentence's clause.
  const rows = comparing
    ? results.flatMap(({ field, label, format }) => {
        const [before, now] = [pinned.values[field], current.values[field]];
        if (before === undefined || now === undefined) return [];
        const difference = shownDifference(before, now, format);
        const amount = formatResult(Math.abs(difference), format, current.currency);
        const same = amount === formatResult(0, format, current.currency);
        const change = same ? 'same' : `${difference > 0 ? '+' : '−'}${amount}`;
        return [{ field, label, before, now, difference, same, change, kept: formatResult(before, format, pinned.currency), shownNow: formatResult(now, format, current.currency) }];
      })
    : [];

  return (
    <section className="compare" aria-label="Comparison">
      {comparing && (
        <>
          <p className="compare-changed">
            {changed.length === 0
              ? 'Compared with the result you kept: the same inputs.'
              : `Compared with the result you kept: ${changed.map((field) => `${field.label} ${shown(field, pinned.inputs[field.name])} → ${shown(field, current.inputs[field.name])}`).join('; ')}.`}
          </p>
          <div className="compare-scroll" tabIndex={0} role="region" aria-label="Kept result against this one">
            <table data-compare>
              <thead>
                <tr>
                  <th scope="col">Result</th>
                  <th scope="col">Kept</th>
                  <th scope="col">Now</th>
                  <th scope="col">Difference</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.field} data-compare-field={row.field}>
                    <th scope="row">{row.label}</th>
                    <td data-col="pinned" data-value={String(row.before)} data-label="Kept">
                      {row.kept}
                    </td>
                    <td data-col="current" data-value={String(row.now)} data-label="Now">
                      {row.shownNow}
                    </td>
                    <td data-col="difference" data-value={String(row.difference)} data-label="Difference" className={row.same ? 'same' : row.difference > 0 ? 'up' : 'down'}>
                      {row.change}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {/* What a screen reader hears, once each: "Kept" after the press, and after each calculation the comparison in
          one sentence (the table is there to read, but a table read out as it changes is a list of loose figures). */}
      <p className="compare-changed compare-status" role="status">
        {pinned && !comparing && 'Kept. Change any input and calculate again to compare.'}
        {comparing && (
          <span className="visually-hidden">
            {`Compared with the result you kept: ${rows.map((row) => `${row.label}: kept ${row.kept}, now ${row.shownNow}, ${row.change}`).join('; ')}.`}
          </span>
        )}
      </p>
      <div className="compare-actions">
        <button type="button" className="button button-secondary" onClick={onPin}>
          Keep for comparison
        </button>
        {pinned && (
          <button type="button" className="button button-secondary" onClick={onClear}>
            Clear comparison
          </button>
        )}
      </div>
    </section>
  );
}

/** An input as the form shows it: a select's option text, a tick box as yes or no, an empty field as blank. */
function shown(field: FieldView, value = ''): string {
  if (field.kind === 'checkbox') return value === '' ? 'no' : 'yes';
  return field.options?.find(([option]) => option === value)?.[1] ?? (value || 'blank');
}
