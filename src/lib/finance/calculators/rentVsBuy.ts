/**
 * Rent vs buy (DECISIONS.md): two households with the same cash, each investing what the other pays more, compared
 * by what each is worth when the owner sells; the year buying pulls ahead, and a table and chart by year.
 */
import { formatMoney } from '../../format';
import { accept, defineCalculator, rejectFields } from '../define';
import type { CalculationDetails, DetailNote } from '../details';
import { RENT_VS_BUY_DEFAULTS as DEFAULTS, RENT_VS_BUY_MAX_YEARS, rentVsBuy as compareRentAndBuy, type RentVsBuyResult as Comparison } from '../homes/rentVsBuy';
import { nonNegative, optional, positive, signed } from '../inputKinds';
import { NOT_WHOLE_MONTHS, wholeMonthRejections } from '../loans/wholeMonthTerms';
import { termInYears, yearlyRate, yearlyReturn, type FieldUnit } from '../units';

export type RentVsBuyInputs = {
  price: number;
  downPaymentPercent?: number;
  rate: number;
  years?: number;
  stayYears?: number;
  rent: number;
  rentIncrease?: number;
  appreciation?: number;
  investReturn?: number;
  propertyTax?: number;
  maintenance?: number;
  homeInsurance?: number;
  hoa?: number;
  closingCosts?: number;
  sellingCosts?: number;
};
export type RentVsBuyResult = {
  buyNetWorth: number;
  rentNetWorth: number;
  difference: number;
  monthlyPayment: number;
  firstMonthCost: number;
  breakEvenYears?: number;
};

const money = (value: number) => formatMoney(value, 'USD');
const withDefault = (value: number) => ({ ...nonNegative, blank: value });
const percentOf = (what: string, per: string, fractionUpTo?: 30): FieldUnit => ({ unit: 'percent', what, per, ...(fractionUpTo ? { fractionUpTo } : {}) });

/** What each input the comparison cannot use is told, by the formula's reason. */
const REJECTIONS = {
  downPayment: 'Enter a down payment below 100 % of the price: at 100 % there is no mortgage to compare.',
  stay: `Enter a whole number of years from 1 to ${String(RENT_VS_BUY_MAX_YEARS)}.`,
  term: NOT_WHOLE_MONTHS,
} as const;

const LEFT_OUT: DetailNote = {
  text: 'Left out: income tax (the mortgage interest deduction and any tax on gains from selling or investing), and rises in insurance and HOA dues, which stay at this year’s figures.',
};

function verdict(result: Comparison, stayYears: number): DetailNote[] {
  const ahead = result.difference >= 0 ? `buying leaves you ${money(result.difference)} better off` : `renting leaves you ${money(-result.difference)} better off`;
  const stay = { text: `Selling after ${String(stayYears)} ${stayYears === 1 ? 'year' : 'years'}, ${ahead}.` };
  if (result.breakEvenYears === undefined) {
    return [stay, { name: 'no-break-even', text: `Renting stays ahead for all ${String(RENT_VS_BUY_MAX_YEARS)} years: at these figures, selling the home at the end of any year up to ${String(RENT_VS_BUY_MAX_YEARS)} leaves the buyer worse off than the renter.` }];
  }
  const year = result.breakEvenYears;
  return [stay, { name: 'break-even', text: `Buying pulls ahead in year ${String(year)}: from selling at the end of year ${String(year)}, the buyer is at least as well off as the renter.` }];
}

function rentVsBuyDetails(stayYears: number, result: Comparison): CalculationDetails {
  const rows = result.yearly.map((row) => ({ period: row.year, values: [row.ownerCosts, row.rentPaid, row.homeEquity, row.buyNetWorth, row.rentNetWorth] }));
  return {
    notes: [...verdict(result, stayYears), LEFT_OUT],
    charts: [
      {
        kind: 'series',
        name: 'net-worth',
        caption: 'What each household is worth at the end of each year, if the home is sold then',
        periodLabel: 'Year',
        periods: result.yearly.map((row) => row.year),
        series: [
          { label: 'Buying', values: result.yearly.map((row) => row.buyNetWorth), tone: 'buying' },
          { label: 'Renting', values: result.yearly.map((row) => row.rentNetWorth), tone: 'renting' },
        ],
        stacked: false,
      },
    ],
    table: {
      caption: 'Buying against renting',
      columns: [
        { key: 'ownerCosts', label: 'Owner’s costs', format: 'money' },
        { key: 'rentPaid', label: 'Rent paid', format: 'money' },
        { key: 'homeEquity', label: 'Home equity after selling costs', format: 'money' },
        { key: 'buyNetWorth', label: 'Buyer’s net worth', format: 'money' },
        { key: 'rentNetWorth', label: 'Renter’s net worth', format: 'money' },
      ],
      yearly: rows,
      csvName: 'rentVsBuy-schedule.csv',
    },
  };
}

export const rentVsBuy = defineCalculator<RentVsBuyInputs, RentVsBuyResult>({
  id: 'rentVsBuy',
  inputs: {
    price: positive,
    downPaymentPercent: withDefault(DEFAULTS.downPaymentPercent),
    rate: positive,
    years: { ...positive, blank: DEFAULTS.years },
    stayYears: { kind: 'integer', min: 1, blank: DEFAULTS.stayYears },
    rent: positive,
    rentIncrease: withDefault(DEFAULTS.rentIncrease),
    appreciation: { ...signed, blank: DEFAULTS.appreciation },
    investReturn: { ...signed, blank: DEFAULTS.investReturn },
    propertyTax: withDefault(DEFAULTS.propertyTax),
    maintenance: withDefault(DEFAULTS.maintenance),
    homeInsurance: optional,
    hoa: optional,
    closingCosts: withDefault(DEFAULTS.closingCosts),
    sellingCosts: withDefault(DEFAULTS.sellingCosts),
  },
  defaults: {
    downPaymentPercent: String(DEFAULTS.downPaymentPercent),
    years: String(DEFAULTS.years),
    stayYears: String(DEFAULTS.stayYears),
    rentIncrease: String(DEFAULTS.rentIncrease),
    appreciation: String(DEFAULTS.appreciation),
    investReturn: String(DEFAULTS.investReturn),
    propertyTax: String(DEFAULTS.propertyTax),
    maintenance: String(DEFAULTS.maintenance),
    closingCosts: String(DEFAULTS.closingCosts),
    sellingCosts: String(DEFAULTS.sellingCosts),
  },
  units: {
    downPaymentPercent: percentOf('Down payment', ' of the price'),
    rate: yearlyRate('Mortgage rate'),
    years: termInYears('Loan term'),
    rentIncrease: percentOf('Rent increase', ' a year', 30),
    appreciation: percentOf('Home price growth', ' a year', 30),
    investReturn: yearlyReturn('Investment return'),
    propertyTax: { unit: 'percent', what: 'Property tax', per: ' of the home’s value a year', amountLike: { limit: 10, inclusive: false } },
    maintenance: { unit: 'percent', what: 'Maintenance', per: ' of the home’s value a year', amountLike: { limit: 10, inclusive: false } },
    closingCosts: percentOf('Closing costs', ' of the price'),
    sellingCosts: percentOf('Selling costs', ' of the sale price'),
  },
  results: { difference: 'money', breakEvenYears: 'years', buyNetWorth: 'money', rentNetWorth: 'money', monthlyPayment: 'money', firstMonthCost: 'money' },
  optionalResults: ['breakEvenYears'],
  currency: 'USD',
  compute: (inputs) => {
    // Every rejection at once (the formula would name only the first it meets).
    const errors = [
      ...(inputs.downPaymentPercent >= 100 ? [{ field: 'downPaymentPercent', message: REJECTIONS.downPayment }] : []),
      ...wholeMonthRejections({ years: inputs.years }),
      ...(inputs.stayYears > RENT_VS_BUY_MAX_YEARS ? [{ field: 'stayYears', message: REJECTIONS.stay }] : []),
      ...(inputs.appreciation <= -100 ? [{ field: 'appreciation', message: 'Enter a yearly change above -100 %: a home cannot lose more than its whole value.' }] : []),
      ...(inputs.investReturn <= -100 ? [{ field: 'investReturn', message: 'Enter a yearly return above -100 %: an investment cannot lose more than its whole value.' }] : []),
    ];
    if (errors.length > 0) return rejectFields(errors);
    const result = compareRentAndBuy(inputs);
    if (!result.ok) return rejectFields([{ field: result.field, message: REJECTIONS[result.reason] }]);
    const { buyNetWorth, rentNetWorth, difference, monthlyPayment, firstMonthCost, breakEvenYears } = result;
    const figures = { buyNetWorth, rentNetWorth, difference, monthlyPayment, firstMonthCost };
    return accept(breakEvenYears === undefined ? figures : { ...figures, breakEvenYears });
  },
  details: (inputs) => {
    const result = compareRentAndBuy(inputs);
    return result.ok ? rentVsBuyDetails(inputs.stayYears, result) : { notes: [], charts: [] };
  },
});
