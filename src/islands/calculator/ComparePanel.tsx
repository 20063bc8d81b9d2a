import { lazy, Suspense } from 'react';
import type { FieldView, ResultView } from '@/lib/calculatorView';
import type { Calculation } from './ResultsPanel';

/**
 * The comparison is drawn only once a result is kept and another calculated: its code loads when the reader keeps a
 * result (and is saved by the service worker from then on), not with the page. A chunk that cannot load (offline,
 * before it was ever fetched) leaves the comparison out, never the results.
 */
const loadCompare = (): Promise<typeof import('./CompareTable')> => import('./CompareTable').catch(() => ({ CompareTable: () => null, CompareSentence: () => null }));
const CompareTable = lazy(() => loadCompare().then((module) => ({ default: module.CompareTable })));
const CompareSentence = lazy(() => loadCompare().then((module) => ({ default: module.CompareSentence })));

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

  return (
    <section className="compare" aria-label="Comparison">
      {comparing && (
        <Suspense fallback={null}>
          <CompareTable fields={fields} results={results} current={current} pinned={pinned} />
        </Suspense>
      )}
      {/* What a screen reader hears, once each: "Kept" after the press, and after each calculation the comparison in
          one sentence (the table is there to read, but a table read out as it changes is a list of loose figures). */}
      <p className="compare-changed compare-status" role="status">
        {pinned && !comparing && 'Kept. Change any input and calculate again to compare.'}
        {comparing && (
          <Suspense fallback={null}>
            <CompareSentence results={results} current={current} pinned={pinned} />
          </Suspense>
        )}
      </p>
      <div className="compare-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            void loadCompare();
            onPin();
          }}
        >
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
