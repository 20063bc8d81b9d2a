/**
 * SWP (DECISIONS.md): a lump sum invested that pays a fixed sum every month; what is paid out, what is left, the
 * withdrawal that lasts exactly the term, and the month the money runs out when it does.
 */
import { formatMoney, formatMonths, formatYearsAndMonths } from '../../format';
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import { inRupees } from '../rupees';
import type { CalculationDetails, DetailNote } from '../details';
import { systematicWithdrawal, type Swp } from '../growth/swp';
import { nonNegative, positive } from '../inputKinds';
import { amount, monthly, termInYears } from '../units';
import { yearlyReturn } from '../softLimits';

export type SwpInputs = { investment: number; withdrawal: number; rate: number; years: number };
export type SwpResult = { totalWithdrawn: number; finalValue: number; totalEarnings: number; sustainableWithdrawal: number; lastsMonths?: number };

export const MAX_SWP_YEARS = 100;

const rupees = (value: number) => formatMoney(value, 'INR');

function swpNotes(inputs: SwpInputs, plan: Swp): DetailNote[] {
  if (plan.lastsMonths === undefined) {
    return [{ text: `The money lasts the whole ${formatMonths(Math.round(inputs.years * 12))}. ${rupees(plan.sustainableWithdrawal)} a month would use it up exactly by the end.` }];
  }
  return [
    {
      name: 'runs-out',
      text: `The money runs out in month ${String(plan.lastsMonths)}${plan.lastsMonths >= 12 ? ` (${formatYearsAndMonths(plan.lastsMonths)})` : ''}, which pays only what is left. To last the whole term, withdraw at most ${rupees(plan.sustainableWithdrawal)} a month.`,
    },
  ];
}

function swpDetails(inputs: SwpInputs, plan: Swp): CalculationDetails {
  return {
    notes: swpNotes(inputs, plan),
    charts: [
      {
        kind: 'series',
        name: 'balance',
        caption: 'What is left invested at the end of each year',
        periodLabel: 'Year',
        periods: plan.yearly.map((row) => row.period),
        series: [{ label: 'Balance', values: plan.yearly.map((row) => row.balance), tone: 'balance' }],
      },
    ],
    table: {
      caption: 'Withdrawals and growth',
      columns: [
        { key: 'withdrawn', label: 'Withdrawn', format: 'money' },
        { key: 'growth', label: 'Growth', format: 'money' },
        { key: 'balance', label: 'Balance', format: 'money' },
      ],
      yearly: plan.yearly.map((row) => ({ period: row.period, values: [row.withdrawn, row.growth, row.balance] })),
      totals: [plan.totalWithdrawn, plan.totalEarnings, null],
      csvName: 'swp-schedule.csv',
    },
  };
}

export const swp = defineCalculator<SwpInputs, SwpResult>({
  id: 'swp',
  inputs: { investment: positive, withdrawal: positive, rate: nonNegative, years: positive },
  defaults: {},
  units: {
    investment: amount('Total investment'),
    // More than 5 % of the investment every month is more likely a year's withdrawal.
    withdrawal: monthly('Monthly withdrawal', { field: 'investment', what: 'the investment', share: 0.05 }),
    rate: yearlyReturn(),
    years: termInYears('Period'),
  },
  results: { finalValue: 'money', totalWithdrawn: 'money', totalEarnings: 'money', sustainableWithdrawal: 'money', lastsMonths: 'months' },
  optionalResults: ['lastsMonths'],
  ...inRupees,
  compute: (inputs) => {
    // The plan runs month by month: a century is the longest term it draws (like a loan's schedule, 1,200 months).
    if (inputs.years > MAX_SWP_YEARS) return rejectFields([{ field: 'years', message: `Enter a period of up to ${String(MAX_SWP_YEARS)} years.` }]);
    const { totalWithdrawn, finalValue, totalEarnings, sustainableWithdrawal, lastsMonths } = systematicWithdrawal(inputs);
    const figures = { totalWithdrawn, finalValue, totalEarnings, sustainableWithdrawal };
    return accept(lastsMonths === undefined ? figures : { ...figures, lastsMonths });
  },
  details: (inputs) => swpDetails(inputs, systematicWithdrawal(inputs)),
  working: lazyWorking(() => import('../steps/swp')),
});
