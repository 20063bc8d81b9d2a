import { Component, lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode, type SubmitEvent } from 'react';
import { mergedQuery } from '@/lib/calculatorQuery';
import type { LinkReading } from '@/lib/linkReading';
import { resultCurrency } from '@/lib/format';
import type { CalculatorView, FieldView } from '@/lib/calculatorView';
import { runCalculatorWithDetails } from '@/lib/finance/readInputs';
import type { AnyCalculatorDefinition } from '@/lib/finance/types';
import { isAboutInput, type CalculationDetails as Details } from '@/lib/finance/details';
import { CalculatorField } from './CalculatorField';
import { loadCalculator } from './loadCalculator';
import { DetailNotes, ResultsPanel, type Calculation } from './ResultsPanel';
import { WorkingShell } from './WorkingShell';

// The table and charts by period: fetched with the first answer that draws one, as the working is; they stand below it.
const CalculationDetails = lazy(() => import('./details/CalculationDetails'));
// The working arrives with the first answer, its view with it (WORKING.md): no page loads it before it has an answer.
const WorkingView = lazy(() => import('./WorkingView'));
// Nothing to compare before an answer: the comparison's panel arrives with the first one, like the working, its place
// held meanwhile by a shell of the same size (CompareShell), and its table only once a result is kept.
const ComparePanel = lazy(() => import('./ComparePanel').then((module) => ({ default: module.ComparePanel })));
// Only IRR reports failures as toasts (SPEC.md section 8): the other 24 calculator pages never load the toast code.
const ToastViewport = lazy(() => import('../ToastViewport').then((module) => ({ default: module.ToastViewport })));

type Errors = Readonly<Record<string, string>>;
type Values = Record<string, string>;

/**
 * One calculator: the form, its inline errors, its results, a comparison with a kept result, and (for some)
 * a schedule and charts. The server renders it complete, and it works before this script arrives: the form then
 * submits as GET to the page's own URL, and on hydration the island reads those values back from the address
 * and calculates.
 */
export function CalculatorIsland({ view }: { view: CalculatorView }) {
  // One calculator per page, so its id makes element ids unique (and valid: they start with a letter).
  const idPrefix = `calc-${view.id}`;
  const formRef = useRef<HTMLFormElement>(null);
  const definition = useRef<AnyCalculatorDefinition | null>(null);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [pinned, setPinned] = useState<Calculation | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [stale, setStale] = useState(false);

  function formValues(form: HTMLFormElement): Values {
    const data = new FormData(form);
    return Object.fromEntries(view.fields.map(({ name }) => [name, String(data.get(name) ?? '')]));
  }

  /**
   * Runs with the formula at once when its chunk is here (it is preloaded), else as soon as it arrives. Should the
   * chunk fail to arrive (a dropped connection), a press falls back to what the form does without script: it
   * submits, and the page comes back calculated.
   */
  function withDefinition(run: (loaded: AnyCalculatorDefinition) => void, { submitOnFailure = false } = {}) {
    if (definition.current) return run(definition.current);
    loadCalculator(view.id).then(
      (loaded) => {
        definition.current = loaded;
        run(loaded);
      },
      () => {
        if (submitOnFailure) formRef.current?.submit();
      },
    );
  }

  /**
   * `link`: the calculation a link asked for, on arrival. Its notes join the result's, a choice it asked for that the
   * form cannot hold rejects the calculation, a link that leaves needed fields out only fills the form, and the address
   * keeps what the link said.
   */
  function calculate(values: Values, { moveFocus, link }: { moveFocus: boolean; link?: LinkReading }) {
    withDefinition((loaded) => {
      // Code these values need that has not arrived (a loan's events): calculate once it has, or submit as without script.
      const waiting = loaded.readyFor?.(values);
      if (waiting) {
        waiting.then(
          () => calculate(values, link ? { moveFocus, link } : { moveFocus }),
          () => moveFocus && formRef.current?.submit(),
        );
        return;
      }
      const outcome = runCalculatorWithDetails(loaded, values);
      const linkErrors = Object.entries(link?.errors ?? {});
      if (outcome.ok && linkErrors.length === 0) {
        const notes = link?.notes ?? [];
        const details = notes.length > 0 ? { charts: [], ...outcome.details, notes: [...notes, ...(outcome.details?.notes ?? [])] } : outcome.details;
        setErrors({});
        setStale(false);
        setCalculation((previous) => ({
          inputs: values,
          values: outcome.result,
          // The same inputs give the same schedule: keeping the old object lets its hundreds of rows skip rendering.
          details: previous && sameValues(previous.inputs, values) ? previous.details : details,
          working: outcome.working,
          currency: resultCurrency(view, values),
          serial: (previous?.serial ?? 0) + 1,
        }));
        if (!link) history.replaceState(history.state, '', mergedQuery(location.search, values, (name) => name in values));
        return;
      }
      // A link that leaves out fields the calculation needs (another page's figures, HISTORY.md) fills what it gives and
      // waits for the rest: nothing the reader typed is wrong yet. A field it gives blank is refused, as when typed.
      if (link && !outcome.ok && outcome.errors.every(({ field }) => !(field in link.values))) return;
      // A rejected input keeps whatever result was already shown, marked as computed from other inputs.
      setStale(true);
      setErrors(Object.fromEntries([...(outcome.ok ? [] : outcome.errors.map(({ field, message }) => [field, message])), ...linkErrors]));
      if (outcome.ok) return;
      const { toast } = outcome;
      // Not destructured in the import: Vite would wrap a destructuring import in a function of its own.
      if (toast) void import('@/lib/toast').then((module) => module.showToast({ ...toast, variant: 'destructive' }));
      const firstInvalid = view.fields.find(({ name }) => outcome.errors.some((error) => error.field === name));
      const control = firstInvalid && formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`);
      if (!moveFocus || !control) return;
      // An optional field may sit in a closed <details>: open it, or the field cannot take focus.
      const group = control.closest('details');
      if (group) group.open = true;
      control.focus();
    }, { submitOnFailure: moveFocus });
  }

  // Values submitted before the script arrived (or a shared link) come back in the address: fill and calculate.
  // A field the reader has already changed on this page keeps what they typed: on a slow phone they may have
  // started editing long before the script arrived.
  useEffect(() => {
    // Fetch the formula now, so the first press answers at once; a failure is retried on that press.
    loadCalculator(view.id).catch(() => undefined);
    if (location.search) {
      void import('@/lib/linkReading').then((module) => {
        fillFromLink(module.readLink(location.search, view.fields));
        // The page has answered its link (`data-link`): browser tests wait for it, as a reader waits for the answer.
        formRef.current?.setAttribute('data-link', 'read');
      });
    }
    // Runs once, on hydration.
  }, []);

  function fillFromLink(link: LinkReading | null) {
    const form = formRef.current;
    if (!form || !link) return;
    for (const [name, value] of Object.entries(link.values)) {
      const control = form.elements.namedItem(name);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) || isEdited(control)) continue;
      if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value !== '';
      else control.value = value;
    }
    // A link that fills an optional field shows it.
    for (const group of form.querySelectorAll('details')) {
      if ([...group.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((input) => (input.type === 'checkbox' ? (input as HTMLInputElement).checked : input.value.trim() !== ''))) group.open = true;
    }
    calculate(formValues(form), { moveFocus: false, link });
  }

  /** As a reader fills a field, fetch what their values will need (a loan's events), so the press answers at once. */
  function handleInput(event: FormEvent<HTMLFormElement>) {
    definition.current?.readyFor?.(formValues(event.currentTarget))?.catch(() => undefined);
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    calculate(formValues(event.currentTarget), { moveFocus: true });
  }

  function handleSwap() {
    const form = formRef.current;
    const [first, second] = view.swap?.fields ?? [];
    const a = first && form?.elements.namedItem(first);
    const b = second && form?.elements.namedItem(second);
    if (!(a instanceof HTMLSelectElement) || !(b instanceof HTMLSelectElement)) return;
    [a.value, b.value] = [b.value, a.value];
    if (calculation) calculate(formValues(form!), { moveFocus: false });
  }

  const field = (item: FieldView) => <CalculatorField key={item.name} field={item} idPrefix={idPrefix} error={errors[item.name]} />;
  const mainFields = view.fields.filter((item) => !item.group);
  const groups = [...new Set(view.fields.flatMap((item) => (item.group ? [item.group] : [])))];

  return (
    <div className="calculator">
      <form
        ref={formRef}
        className="calculator-form card"
        data-calculator={view.id}
        method="get"
        action={view.action}
        noValidate
        onSubmit={handleSubmit}
        onInput={handleInput}
      >
        <div className={mainFields.length > 6 ? 'form-grid many-fields' : 'form-grid'}>{mainFields.map(field)}</div>
        {groups.map((group) => (
          <details className="field-group" key={group}>
            <summary>{group}</summary>
            <div className="form-grid many-fields">{view.fields.filter((item) => item.group === group).map(field)}</div>
          </details>
        ))}
        <div className="form-actions">
          <button type="submit" className="button">
            {view.submitLabel}
          </button>
          {view.swap && (
            <button type="button" className="button button-secondary" onClick={handleSwap}>
              {view.swap.label}
            </button>
          )}
        </div>
      </form>
      <div className="calculator-results card" data-rows={view.results.filter((result) => !result.optional).length}>
        <ResultsPanel results={view.results} calculation={calculation} stale={stale} />
        {calculation && (
          <DetailsBoundary>
            <Suspense fallback={<CompareShell />}>
              <ComparePanel
                fields={view.fields}
                results={view.results}
                current={calculation}
                pinned={pinned}
                onPin={() => setPinned(calculation)}
                onClear={() => setPinned(null)}
              />
            </Suspense>
          </DetailsBoundary>
        )}
      </div>
      {calculation?.working && (
        // Each answer's working is its own: a working whose chunk did not arrive takes only itself away.
        <DetailsBoundary key={calculation.serial}>
          <Suspense fallback={<WorkingShell stale={stale} />}>
            <WorkingView steps={calculation.working} stale={stale} />
          </Suspense>
        </DetailsBoundary>
      )}
      {calculation?.details && hasContent(calculation.details) && (
        <section className={stale ? 'calculation-details card is-stale' : 'calculation-details card'} aria-label="More about this result">
          <DetailNotes notes={calculation.details.notes.filter((note) => !isAboutInput(note))} />
          {isDrawn(calculation.details) && (
            <DetailsBoundary>
              <Suspense fallback={null}>
                <CalculationDetails details={calculation.details} currency={calculation.currency} />
              </Suspense>
            </DetailsBoundary>
          )}
        </section>
      )}
      {view.toasts && <Toasts />}
    </div>
  );
}

/** The comparison's place while its code arrives: its button, not yet working, so nothing below moves when it does. */
function CompareShell() {
  return (
    <section className="compare" aria-label="Comparison">
      <div className="compare-actions">
        <button type="button" className="button button-secondary" disabled>
          Keep for comparison
        </button>
      </div>
    </section>
  );
}

/**
 * The toasts, mounted once the island has hydrated (the server renders none). Its own state, so that mounting it
 * re-renders this slot alone, not the whole calculator.
 */
function Toasts() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <DetailsBoundary>
      <Suspense fallback={null}>
        <ToastViewport />
      </Suspense>
    </DetailsBoundary>
  ) : null;
}

/** If the schedule's, the working's or the toasts' chunk cannot load, the results still stand: only the extras are missing. */
export class DetailsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Whether details hold a table, a breakdown or a chart, which their lazily loaded renderer draws (notes are drawn here). */
const isDrawn = (details: Details) => details.charts.length > 0 || details.table !== undefined || details.breakdown !== undefined || details.brackets !== undefined;
const hasContent = (details: Details) => details.notes.some((note) => !isAboutInput(note)) || isDrawn(details);

function sameValues(a: Readonly<Values>, b: Readonly<Values>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Whether the reader has changed a control from the value the page was served with. */
function isEdited(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
  if (control instanceof HTMLInputElement) return control.type === 'checkbox' ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
  return [...control.options].some((option) => option.selected !== option.defaultSelected);
}
