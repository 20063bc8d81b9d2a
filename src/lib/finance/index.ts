/**
 * Ledgerwise's 33 calculators as pure functions. The island looks a calculator up by the page's id
 * and calls `runCalculator(calculators[id], formValues)`; tests call `calculators.loan.calculate(...)`.
 */
import { breakEven } from './calculators/breakEven';
import { budget } from './calculators/budget';
import { compound } from './calculators/compound';
import { currency } from './calculators/currency';
import { debt } from './calculators/debt';
import { discount } from './calculators/discount';
import { emi } from './calculators/emi';
import { fd } from './calculators/fd';
import { gratuity } from './calculators/gratuity';
import { inflation } from './calculators/inflation';
import { investment } from './calculators/investment';
import { irr } from './calculators/irr';
import { loan } from './calculators/loan';
import { margin } from './calculators/margin';
import { mortgage } from './calculators/mortgage';
import { npv } from './calculators/npv';
import { ppf } from './calculators/ppf';
import { rd } from './calculators/rd';
import { retirement } from './calculators/retirement';
import { roi } from './calculators/roi';
import { salary } from './calculators/salary';
import { savings } from './calculators/savings';
import { sip } from './calculators/sip';
import { tax } from './calculators/tax';
import { tip } from './calculators/tip';
import { affordability } from './calculators/affordability';
import { rentVsBuy } from './calculators/rentVsBuy';
import { refinance } from './calculators/refinance';
import { autoLoan } from './calculators/autoLoan';
import { selfEmployment } from './calculators/selfEmployment';
import { incomeTaxIndia } from './calculators/incomeTaxIndia';
import { swp } from './calculators/swp';
import { safeWithdrawal } from './calculators/safeWithdrawal';
import type { AnyCalculatorDefinition, CalculatorId } from './types';

export const calculators = {
  loan,
  mortgage,
  investment,
  retirement,
  savings,
  compound,
  roi,
  debt,
  budget,
  tax,
  inflation,
  currency,
  emi,
  sip,
  ppf,
  fd,
  rd,
  gratuity,
  npv,
  irr,
  breakEven,
  margin,
  discount,
  tip,
  salary,
  affordability,
  rentVsBuy,
  refinance,
  autoLoan,
  selfEmployment,
  incomeTaxIndia,
  swp,
  safeWithdrawal,
} as const satisfies Record<CalculatorId, AnyCalculatorDefinition>;

/** The calculator for an id known only at run time (e.g. from the page), typed generically. */
export function calculatorFor(id: CalculatorId): AnyCalculatorDefinition {
  return calculators[id];
}

export {
  breakEven,
  budget,
  compound,
  currency,
  debt,
  discount,
  emi,
  fd,
  gratuity,
  inflation,
  investment,
  irr,
  loan,
  margin,
  mortgage,
  npv,
  ppf,
  rd,
  retirement,
  roi,
  salary,
  savings,
  sip,
  tax,
  tip,
  affordability,
  rentVsBuy,
  refinance,
  autoLoan,
  selfEmployment,
  incomeTaxIndia,
  swp,
  safeWithdrawal,
};
export type { BreakEvenInputs, BreakEvenResult } from './calculators/breakEven';
export type { BudgetInputs, BudgetResult } from './calculators/budget';
export { COMPOUND_FREQUENCIES, type CompoundInputs, type CompoundResult } from './calculators/compound';
export type { CurrencyInputs, CurrencyResult } from './calculators/currency';
export type { DebtInputs, DebtResult } from './calculators/debt';
export type { DiscountInputs, DiscountResult } from './calculators/discount';
export type { EmiInputs, EmiResult } from './calculators/emi';
export type { FdInputs, FdResult } from './calculators/fd';
export { GRATUITY_MINIMUM_YEARS, type GratuityInputs, type GratuityResult } from './calculators/gratuity';
export type { InflationInputs, InflationResult } from './calculators/inflation';
export type { InvestmentInputs, InvestmentResult } from './calculators/investment';
export type { IrrInputs, IrrResult } from './calculators/irr';
export type { LoanInputs, LoanResult } from './calculators/loan';
export type { MarginInputs, MarginResult } from './calculators/margin';
export type { MortgageInputs, MortgageResult } from './calculators/mortgage';
export type { NpvInputs, NpvResult } from './calculators/npv';
export type { PpfInputs, PpfResult } from './calculators/ppf';
export type { RdInputs, RdResult } from './calculators/rd';
export type { RetirementInputs, RetirementResult } from './calculators/retirement';
export type { RoiInputs, RoiResult } from './calculators/roi';
export {
  PERIODS_PER_YEAR,
  SALARY_PERIODS,
  type SalaryInputs,
  type SalaryPeriod,
  type SalaryResult,
} from './calculators/salary';
export type { SavingsInputs, SavingsResult } from './calculators/savings';
export type { SipInputs, SipResult } from './calculators/sip';
export { FILING_STATUSES, type FilingStatus, type TaxInputs, type TaxResult } from './calculators/tax';
export type { TipInputs, TipResult } from './calculators/tip';
export type { AffordabilityInputs, AffordabilityResult } from './calculators/affordability';
export type { RentVsBuyInputs, RentVsBuyResult } from './calculators/rentVsBuy';
export type { RefinanceInputs, RefinanceResult } from './calculators/refinance';
export type { AutoLoanInputs, AutoLoanResult } from './calculators/autoLoan';
export type { SelfEmploymentInputs, SelfEmploymentResult } from './calculators/selfEmployment';
export type { IncomeTaxIndiaInputs, IncomeTaxIndiaResult } from './calculators/incomeTaxIndia';
export type { SwpInputs, SwpResult } from './calculators/swp';
export type { SafeWithdrawalInputs, SafeWithdrawalResult } from './calculators/safeWithdrawal';

export { CURRENCY_CODES, CURRENCY_RATES, isCurrencyCode, type CurrencyCode } from './planning/currencyRates';
export { messages } from './messages';
export { irrToasts } from './calculators/irr';
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
