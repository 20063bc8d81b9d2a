/**
 * Ledgerwise's calculators as pure functions, for the build and the tests (a page's browser code loads only its own,
 * src/islands/calculator/loadCalculator.ts). Each calculator is its own files; `calculators.generated.ts` gathers
 * them (scripts/calculator-registry.mjs) and re-exports each definition by name; a calculator's types and helpers
 * are imported from its own file.
 */
import { calculators } from './calculators.generated';
import type { AnyCalculatorDefinition, CalculatorId } from './types';

export * from './calculators.generated';

/** The calculator for an id known only at run time (e.g. from the page), typed generically. */
export function calculatorFor(id: CalculatorId): AnyCalculatorDefinition {
  return calculators[id];
}

export { CURRENCY_CODES, CURRENCY_RATES, isCurrencyCode, type CurrencyCode } from './planning/currencyRates';
export { messages } from './messages';
export { parseAmount, type ParsedNumber } from './parse';
export { parseCashFlows, type ParsedCashFlows } from './growth/cashFlowList';
export { readInputs, runCalculator, runCalculatorWithDetails, type DetailedOutcome, type RawInputs, type ReadResult } from './readInputs';
export {
  CALCULATOR_IDS,
  type AnyCalculatorDefinition,
  type CalculatorDefinition,
  type CalculatorId,
  type CashFlowsInput,
  type ChoiceInput,
  type FieldRejection,
  type InputKind,
  type IntegerInput,
  type NumberInput,
  type NumberRule,
  type Outcome,
  type ResultFormat,
  type ToastRejection,
} from './types';
export type {
  CalculationDetails,
  DetailChart,
  DetailColumn,
  DetailNote,
  DetailRow,
  PeriodTable,
  SeriesChartData,
  ShareChartData,
} from './details';
