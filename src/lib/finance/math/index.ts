/** The shared formulas, each written once; the calculators compose them. */
export { amortizedPayment, monthlyRate, monthlyRepayment, type Repayment } from './amortization';
export { annuityFactor, growthFactor } from './growth';
export { futureValueMonthly, monthlySavingsGrowth, type PaymentTiming, type SavingsGrowth } from './futureValue';
export { npv } from './npv';
export { irr, presentValueAt } from './irr';
export { debtPayoffSchedule, type DebtPayoff } from './debtPayoff';
export { bracketSlices, type BracketSlice } from './tax';
export { ceilWhole, roundTo } from './numbers';
export { steppedSip, type SteppedSip } from './steppedSip';
export { GOAL_RATE_RANGE, MAX_GOAL_MONTHS, goalBalance, requiredMonthly, requiredMonths, requiredRate } from './savingsGoal';
export { simulateDebtPlan, type PayoffStrategy, type PlanDebt, type PlanRun } from './debtPlan';
