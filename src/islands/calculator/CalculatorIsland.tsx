import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { valuesFromQuery, queryFromValues } from '@/lib/calculatorQuery';
import type { CalculatorView } from '@/lib/calculatorView';
import { calculators, isCurrencyCode, runCalculator, type CurrencyCode } from '@/lib/finance';
import { showToast } from '@/lib/toast';
import { ToastViewport } from '../ToastViewport';
import { CalculatorField } from './CalculatorField';
import { ResultsPanel, type Calculation } from './ResultsPanel';
import '../form.css';
import './calculator.css';

type Errors = Readonly<Record<string, string>>;

/**
 * One calculator: the form, its inline errors and its results. The server renders it complete, and it works
 * before this script arrives: the form then submits as GET to the page's own URL, and on hydration the island
 * reads those values back from the address and calculates.
 */
export function CalculatorIsland({ view }: { view: CalculatorView }) {
  const definition = calculators[view.id];
  // One calculator per page, so its id makes element ids unique (and valid: they start with a letter).
  const idPrefix = `calc-${view.id}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  function formValues(form: HTMLFormElement): Record<string, string> {
    const data = new FormData(form);
    return Object.fromEntries(view.fields.map(({ name }) => [name, String(data.get(name) ?? '')]));
  }

  function resultCurrency(values: Readonly<Record<string, string>>): CurrencyCode {
    const chosen = definition.resultCurrencyInput && values[definition.resultCurrencyInput];
    return chosen && isCurrencyCode(chosen) ? chosen : definition.currency;
  }

  function calculate(values: Record<string, string>, { moveFocus }: { moveFocus: boolean }) {
    const outcome = runCalculator(definition, values);
    if (outcome.ok) {
      setErrors({});
      setCalculation((previous) => ({ values: outcome.result, currency: resultCurrency(values), serial: (previous?.serial ?? 0) + 1 }));
      history.replaceState(history.state, '', queryFromValues(values));
      return;
    }
    // A rejected input keeps whatever result was already shown.
    setErrors(Object.fromEntries(outcome.errors.map(({ field, message }) => [field, message])));
    if (outcome.toast) showToast({ ...outcome.toast, variant: 'destructive' });
    const firstInvalid = view.fields.find(({ name }) => outcome.errors.some((error) => error.field === name));
    if (moveFocus && firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
  }

  // Values submitted before the script arrived (or a shared link) come back in the address: fill and calculate.
  // A field the reader has already changed on this page keeps what they typed: on a slow phone they may have
  // started editing long before the script arrived.
  useEffect(() => {
    const form = formRef.current;
    const fromQuery = form && valuesFromQuery(location.search, view.fields);
    if (!form || !fromQuery) return;
    for (const [name, value] of Object.entries(fromQuery)) {
      const control = form.elements.namedItem(name);
      if ((control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && !isEdited(control)) control.value = value;
    }
    calculate(formValues(form), { moveFocus: false });
    // Runs once, on hydration.
  }, []);

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
      >
        <div className={view.fields.length > 6 ? 'form-grid many-fields' : 'form-grid'}>
          {view.fields.map((field) => (
            <CalculatorField key={field.name} field={field} idPrefix={idPrefix} error={errors[field.name]} />
          ))}
        </div>
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
      <div className="calculator-results card" data-rows={view.results.length}>
        <ResultsPanel results={view.results} calculation={calculation} />
      </div>
      <ToastViewport />
    </div>
  );
}

/** Whether the reader has changed a control from the value the page was served with. */
function isEdited(control: HTMLInputElement | HTMLSelectElement): boolean {
  if (control instanceof HTMLInputElement) return control.value !== control.defaultValue;
  return [...control.options].some((option) => option.selected !== option.defaultSelected);
}
