import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { mergedQuery } from '@/lib/calculatorQuery';
import { readLink, type LinkReading } from '@/lib/linkReading';
import type { FieldView, ResultView } from '@/lib/calculatorView';
import { compareDebtPlans, debtRowFields, FIRST_DEBTS, MAX_DEBT_NAME, MAX_DEBTS, type DebtPlanComparison } from '@/lib/finance/planning/debtPlan';
import { textFromLink } from '@/lib/linkText';
import { formatMoney, keepUnits } from '@/lib/format';
import type { Working } from '@/lib/finance/working';
import { CalculatorField } from './CalculatorField';
import { DetailsBoundary } from './CalculatorIsland';
import { WorkingShell } from './WorkingShell';

// The chart of both plans comes with the renderer every calculator's charts share, fetched when a plan is first
// compared: the page's own script stays within its budget, and the plans' figures never wait for it.
const SeriesChart = lazy(() => import('./details/SeriesChart').then((module) => ({ default: module.SeriesChart })));
// The plans' working (WORKING.md) and its view come with the first comparison, as a calculator's do.
const WorkingView = lazy(() => import('./WorkingView'));
const planWorking = (comparison: DebtPlanComparison) => () => import('@/lib/finance/planning/debtPlanWorking').then((module) => module.debtPlanWorking(comparison));
import { DetailNotes, ResultList } from './ResultsPanel';

type Values = Record<string, string>;
type Messages = Readonly<Record<string, string>>;

/** No messages: one object, so that clearing messages already clear changes nothing and re-renders no field. */
const NO_ERRORS: Messages = {};

const ID_PREFIX = 'plan';
const ROW_FIELDS = (row: number): FieldView[] => {
  const names = debtRowFields(row);
  return [
    { name: names.name, label: 'Name (optional)', kind: 'text', maxLength: MAX_DEBT_NAME },
    { name: names.balance, label: 'Balance', prefix: '$', kind: 'number' },
    { name: names.rate, label: 'Interest rate (APR, %)', suffix: '%', kind: 'number' },
    { name: names.minimum, label: 'Minimum payment', prefix: '$', kind: 'number' },
  ];
};
const EXTRA: FieldView = { name: 'extra', label: 'Extra each month', prefix: '$', hint: 'Paid on top of all the minimums; blank for none', kind: 'number' };
const RESULTS: readonly ResultView[] = [
  { field: 'avalancheMonths', label: 'Avalanche: debt-free in', format: 'months', optional: false },
  { field: 'avalancheInterest', label: 'Avalanche: total interest', format: 'money', optional: false },
  { field: 'snowballMonths', label: 'Snowball: debt-free in', format: 'months', optional: false },
  { field: 'snowballInterest', label: 'Snowball: total interest', format: 'money', optional: false },
];
const STRATEGIES = [
  ['avalanche', 'Avalanche: highest rate first'],
  ['snowball', 'Snowball: smallest balance first'],
] as const;

/**
 * Every input the plan can have, for reading a shared link and for clearing its old values from the address; a note
 * about a link names the row ("Debt 2: Balance").
 */
const ALL_FIELDS: FieldView[] = [
  ...Array.from({ length: MAX_DEBTS }, (_, index) => ROW_FIELDS(index + 1).map((field) => ({ ...field, label: `Debt ${String(index + 1)}: ${field.label}` }))).flat(),
  EXTRA,
];
const isPlanField = (name: string) => ALL_FIELDS.some((field) => field.name === name);
const format = (value: number) => formatMoney(value, 'USD');

/**
 * The debt plan (DEPTH.md): up to ten debts in rows and an extra amount, then avalanche and snowball compared. A
 * second form in the debt payoff page's island; without script it submits as GET like the first, and a link that
 * names its rows fills and compares them on arrival.
 */
export function DebtPlanForm({ action }: { action: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  // Each row's key stays with it when an earlier row is removed, so its inputs keep what was typed as they renumber.
  const nextKey = useRef(FIRST_DEBTS);
  const [rows, setRows] = useState<number[]>(() => Array.from({ length: FIRST_DEBTS }, (_, index) => index));
  const [initial, setInitial] = useState<Values>({});
  const [errors, setErrors] = useState<Messages>(NO_ERRORS);
  const [plan, setPlan] = useState<{ comparison: DebtPlanComparison; serial: number; working: () => Promise<Working> } | null>(null);
  const hasPlan = plan !== null;
  // A rejected comparison leaves the previous plans on screen, computed from other inputs than the form's.
  const [stale, setStale] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // The payoff orders and the chart follow in the background, so the press paints the new figures at once.
  const details = useDeferredValue(plan?.comparison ?? null);
  // What to do once the rows on screen match `rows`: focus a control, compare again.
  const afterRender = useRef<{ focus?: string; compare?: boolean; link?: LinkReading }>({});

  /** `link`: the comparison a link asked for, on arrival: its notes join the plans', and the address keeps what it said. */
  function compare({ moveFocus, link }: { moveFocus: boolean; link?: LinkReading | undefined }) {
    const form = formRef.current;
    if (!form) return;
    const values: Values = {};
    for (const [name, value] of new FormData(form)) values[name] = String(value);
    const outcome = compareDebtPlans(values, rows.length);
    if (!outcome.ok) {
      // A rejected input keeps whatever plan was already shown, marked as computed from other inputs.
      setStale(true);
      const byField = Object.fromEntries(outcome.errors.map(({ field, message }) => [field, message]));
      setErrors(byField);
      const first = [...form.elements].find((element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name in byField);
      if (moveFocus) first?.focus();
      return;
    }
    setErrors(NO_ERRORS);
    setStale(false);
    const comparison = link ? { ...outcome.plan, notes: [...link.notes, ...outcome.plan.notes] } : outcome.plan;
    setPlan((previous) => ({ comparison, serial: (previous?.serial ?? 0) + 1, working: planWorking(comparison) }));
    if (link) return;
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    history.replaceState(history.state, '', mergedQuery(location.search, filled, isPlanField));
  }

  // Declared before the hydration effect on purpose: effects run in order, so on the first render this one finds
  // nothing to do, and it acts once the rows a link asked for are on screen.
  useEffect(() => {
    const { focus, compare: again, link } = afterRender.current;
    afterRender.current = {};
    if (again) compare({ moveFocus: false, link });
    if (focus) formRef.current?.querySelector<HTMLElement>(focus)?.focus();
  }, [rows]);

  // A shared link (or a submission before the script arrived) names the rows: show that many, filled, and compare.
  useEffect(() => {
    setHydrated(true);
    const link = readLink(location.search, ALL_FIELDS);
    if (!link) return;
    // A name is text a link places on the page: capped, and without controls that could reorder or hide words.
    const fromQuery = Object.fromEntries(Object.entries(link.values).map(([name, value]) => [name, name.startsWith('name') ? textFromLink(value, MAX_DEBT_NAME) : value]));
    const named = Object.keys(fromQuery).map((name) => Number(/\d+$/.exec(name)?.[0] ?? 0));
    const count = Math.min(MAX_DEBTS, Math.max(FIRST_DEBTS, ...named));
    // What the reader already typed here before the script arrived wins over the address.
    for (const element of formRef.current?.elements ?? []) {
      if (element instanceof HTMLInputElement && element.value !== element.defaultValue) fromQuery[element.name] = element.value;
    }
    // New keys: the rows mount afresh, with the link's values as their defaults.
    const first = nextKey.current;
    nextKey.current += count;
    setInitial(fromQuery);
    setRows(Array.from({ length: count }, (_, index) => first + index));
    afterRender.current = { compare: true, link };
    // Runs once, on hydration.
  }, []);

  function addRow() {
    if (rows.length >= MAX_DEBTS) return;
    afterRender.current = { focus: `[name="${debtRowFields(rows.length + 1).name}"]` };
    setRows([...rows, nextKey.current++]);
  }

  function removeRow(key: number) {
    // Messages are keyed by input name, which the rows after this one are about to change.
    setErrors(NO_ERRORS);
    afterRender.current = { focus: 'button.add-debt', compare: hasPlan };
    setRows(rows.filter((row) => row !== key));
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    compare({ moveFocus: true });
  }

  // Keyed by its place in the row, not its name: when an earlier row goes, "name3" becomes "name2" and must keep its text.
  const field = (item: FieldView, place = 0) => (
    <CalculatorField key={place} field={{ ...item, defaultValue: initial[item.name] }} idPrefix={ID_PREFIX} error={errors[item.name]} />
  );

  // The rows and their 41 fields re-render when the rows, their values from a link or their messages change (or the
  // first plans appear: removing a row then compares again), not when a press changes only the plans.
  const fields = useMemo(
    () => (
      <>
        {rows.map((key, index) => (
          <fieldset className="debt-row" key={key}>
            <legend>Debt {index + 1}</legend>
            <div className="form-grid many-fields">{ROW_FIELDS(index + 1).map((item, place) => field(item, place))}</div>
            {rows.length > 1 && (
              <button type="button" className="button button-secondary" onClick={() => removeRow(key)} aria-label={`Remove debt ${String(index + 1)}`}>
                Remove
              </button>
            )}
          </fieldset>
        ))}
        <div className="form-actions plan-add">
          <button type="button" className="button button-secondary add-debt" onClick={addRow} disabled={!hydrated || rows.length >= MAX_DEBTS}>
            Add a debt
          </button>
          <span className="field-hint">
            {rows.length} of {MAX_DEBTS} debts
          </span>
        </div>
        <div className="form-grid">{field(EXTRA)}</div>
      </>
    ),
    [rows, initial, errors, hydrated, hasPlan],
  );

  return (
    <section className="debt-plan" id="debt-plan" aria-labelledby="debt-plan-heading">
      <h2 id="debt-plan-heading">More than one debt? Compare avalanche and snowball</h2>
      <p>
        List each debt with its minimum payment and add what more you can pay each month. Avalanche puts the extra on the highest rate first; snowball
        on the smallest balance first, for quick wins. When a debt is paid off, its payment rolls on to the next.
      </p>
      <div className="calculator">
        <form ref={formRef} className="calculator-form card" data-calculator="debtPlan" method="get" action={action} noValidate onSubmit={handleSubmit}>
          {fields}
          <div className="form-actions">
            <button type="submit" className="button">
              Compare plans
            </button>
          </div>
        </form>
        <div className="calculator-results card" data-rows="4">
          {!plan && <p className="results-empty">Enter your debts and press Compare plans to see both plans here.</p>}
          <div className="results" aria-live="polite" hidden={!plan}>
            {plan && (
              <div className={stale ? 'results-body is-stale' : 'results-body'} key={plan.serial}>
                <h3 className="results-title">Your two plans</h3>
                {stale && (
                  <p className="detail-note" data-note="stale">
                    These plans are for the previous inputs: correct the form to update them.
                  </p>
                )}
                <DetailNotes notes={plan.comparison.notes} />
                <ResultList results={RESULTS} values={plan.comparison.results} currency="USD" headline={false} />
                <p className="plan-difference">{keepUnits(plan.comparison.difference)}</p>
              </div>
            )}
          </div>
        </div>
        {plan && (
          <DetailsBoundary key={plan.serial}>
            <Suspense fallback={<WorkingShell stale={stale} />}>
              <WorkingView steps={plan.working} stale={stale} />
            </Suspense>
          </DetailsBoundary>
        )}
        {details && <PlanDetails comparison={details} />}
      </div>
    </section>
  );
}

/** The order each plan clears the debts in, and what is owed year by year under both. */
const PlanDetails = memo(function PlanDetails({ comparison }: { comparison: DebtPlanComparison }) {
  return (
    <div className="calculation-details card">
      <div className="detail-charts">
        {STRATEGIES.map(([strategy, title]) => (
          <div key={strategy}>
            <h3>{title}</h3>
            <ol data-payoff-order={strategy}>
              {comparison[strategy].cleared.map(({ index, month }) => (
                <li key={index}>
                  {comparison.debts[index]?.name}: paid off in month {month}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <div className="detail-charts">
        <Suspense fallback={null}>
          <SeriesChart {...comparison.chart} format={format} />
        </Suspense>
      </div>
    </div>
  );
});
