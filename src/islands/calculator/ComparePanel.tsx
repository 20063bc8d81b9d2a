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
  const rows = comparing ? results.filter(({ field }) => current.values[field] !== undefined && pinned.values[field] !== undefined) : [];
  const changed = comparing ? fields.filter(({ name }) => (pinned.inputs[name] ?? '') !== (current.inputs[name] ?? '')) : [];

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
                {rows.map(({ field, label, format }) => {
                  const before = pinned.values[field]!;
                  const now = current.values[field]!;
                  const difference = shownDifference(before, now, format);
                  const shown = formatResult(Math.abs(difference), format, current.currency);
                  const same = shown === formatResult(0, format, current.currency);
                  return (
                    <tr key={field} data-compare-field={field}>
                      <th scope="row">{label}</th>
                      <td data-col="pinned" data-value={String(before)}>
                        {formatResult(before, format, pinned.currency)}
                      </td>
                      <td data-col="current" data-value={String(now)}>
                        {formatResult(now, format, current.currency)}
                      </td>
                      <td data-col="difference" data-value={String(difference)} className={same ? 'same' : difference > 0 ? 'up' : 'down'}>
                        {same ? 'same' : `${difference > 0 ? '+' : '−'}${shown}`}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      {pinned && !comparing && <p className="compare-changed">Kept. Change any input and calculate again to compare.</p>}
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
