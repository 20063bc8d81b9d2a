/**
 * The comparison itself, loaded only once a kept result has a later one to set against: the inputs that changed,
 * the table of kept, now and difference, and the one sentence a screen reader hears. Its own chunk, so a page that
 * is never compared does not carry it.
 */
import type { JSX } from 'react';
import type { FieldView, ResultView } from '@/lib/calculatorView';
import { compareRows } from '@/lib/compareRows';
import type { Calculation } from './ResultsPanel';

export interface ComparedProps {
  fields: readonly FieldView[];
  results: readonly ResultView[];
  current: Calculation;
  pinned: Calculation;
}

// Either may be drawn as nothing (ComparePanel, when the chunk cannot load): hence `| null`.
export function CompareTable({ fields, results, current, pinned }: ComparedProps): JSX.Element | null {
  const changed = fields.filter(({ name }) => (pinned.inputs[name] ?? '') !== (current.inputs[name] ?? ''));
  // Each result either side has, with its three figures as shown.
  const rows = compareRows(results, pinned, current);
  return (
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
                {/* A side without the result shows the dash, its data-value empty: there is no number to read. */}
                <td data-col="pinned" data-value={row.before ?? ''} data-label="Kept">
                  {row.kept}
                </td>
                <td data-col="current" data-value={row.now ?? ''} data-label="Now">
                  {row.shownNow}
                </td>
                <td data-col="difference" data-value={row.difference ?? ''} data-label="Difference" className={row.tone}>
                  {row.change}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The comparison in one sentence: a table read out as it changes would be a list of loose figures. */
export function CompareSentence({ results, current, pinned }: Omit<ComparedProps, 'fields'>): JSX.Element | null {
  return <span className="visually-hidden">{`Compared with the result you kept: ${compareRows(results, pinned, current).map((row) => row.spoken).join('; ')}.`}</span>;
}

/** An input as the form shows it: a select's option text, a tick box as yes or no, an empty field as blank. */
function shown(field: FieldView, value = ''): string {
  if (field.kind === 'checkbox') return value === '' ? 'no' : 'yes';
  return field.options?.find(([option]) => option === value)?.[1] ?? (value || 'blank');
}
