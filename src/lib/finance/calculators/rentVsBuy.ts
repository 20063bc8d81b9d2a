/**
 * Rent vs buy (DECISIONS.md): two households with the same cash, each investing what the other pays more, compared
 * by what each is worth when the owner sells; the year buying pulls ahead (and any year it falls behind again), and a
 * table and chart by year.
 */
import { formatMoney } from '../../format';
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import type { CalculationDetails, DetailNote } from '../details';
import { RENT_VS_BUY_DEFAULTS as DEFAULTS, RENT_VS_BUY_MAX_YEARS, rentVsBuy as compareRentAndBuy, type RentVsBuyResult as Comparison, type YearSpan } from '../homes/rentVsBuy';
import { nonNegative, optional, positive, signed } from '../inputKinds';
import { messages } from '../messages';
import { amount, type FieldUnit, hoaDues, homeInsurance, monthly, percentOf, termInYears, yearlyRate } from '../units';
import { homePriceGrowth, rentGrowth, yearlyReturn } from '../softLimits';

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
  rentAheadAgainYears?: number;
};

const money = (value: number) => formatMoney(value, 'USD');
const withDefault = (value: number) => ({ ...nonNegative, blank: value });
const PRICE = { field: 'price', what: 'the price' } as const;
/** A yearly cost as a percent of the home's value: a fraction of 1 % is usual, above 10 % reads as dollars. */
const ofTheValue = (what: string): FieldUnit => ({ unit: 'percent', what, per: ' of the home’s value a year', amountLike: { limit: 10, inclusive: false }, of: PRICE });

/** What each input the comparison cannot use is told, by the formula's reason. */
const REJECTIONS = {
  downPayment: 'Enter a down payment below 100 % of the price: at 100 % there is no mortgage to compare.',
  stay: `Enter a whole number of years from 1 to ${String(RENT_VS_BUY_MAX_YEARS)}.`,
  term: messages.notWholeMonths,
} as const;

const LEFT_OUT: DetailNote = {
  text: 'Left out: income tax (the mortgage interest deduction and any tax on gains from selling or investing), and rises in insurance and HOA dues, which stay at this year’s figures.',
};

/** "year 8" or "years 8 to 18". */
const years = ({ from, to }: YearSpan): string => (from === to ? `year ${String(from)}` : `years ${String(from)} to ${String(to)}`);

/** The spans in a sentence: "years 8 to 18", "years 3 to 5 and year 9". */
const listOf = (spans: readonly YearSpan[]): string => {
  const words = spans.map(years);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
};

/**
 * When buying leads only for a while (DECISIONS.md `lead-changes`): the selling years in which it is ahead and the year
 * renting is ahead again, and, should the lead change back later, those years too, so nothing says it stays ahead.
 */
function leadChanges(result: Comparison): DetailNote[] {
  const [first, ...later] = result.buyingAhead;
  const again = result.rentAheadAgainYears;
  if (!first || again === undefined) return [];
  const behind = later.length === 0 ? `from year ${String(again)} to year ${String(RENT_VS_BUY_MAX_YEARS)}` : `in year ${String(again)}`;
  const changesBack = later.length === 0 ? '' : ` The lead changes again later: buying is ahead once more when selling at the end of ${listOf(later)}.`;
  return [
    {
      name: 'lead-changes',
      text: `Buying is ahead only for a while: selling at the end of ${years(first)} leaves the buyer at least as well off as the renter, but ${behind} renting is ahead again, as the renter’s investments compound at your return and overtake what the buyer has.${changesBack}`,
    },
  ];
}

function verdict(result: Comparison, stayYears: number): DetailNote[] {
  const ahead = result.difference >= 0 ? `buying leaves you ${money(result.difference)} better off` : `renting leaves you ${money(-result.difference)} better off`;
  const stay = { text: `Selling after ${String(stayYears)} ${stayYears === 1 ? 'year' : 'years'}, ${ahead}.` };
  if (result.breakEvenYears === undefined) {
    return [stay, { name: 'no-break-even', text: `Renting stays ahead for all ${String(RENT_VS_BUY_MAX_YEARS)} years: at these figures, selling the home at the end of any year up to ${String(RENT_VS_BUY_MAX_YEARS)} leaves the buyer worse off than the renter.` }];
  }
  const year = String(result.breakEvenYears);
  // Whether buying stays ahead is said only when it does; otherwise the lead-changes note gives the years.
  const stays = result.rentAheadAgainYears === undefined ? `, and so does selling at the end of any later year up to ${String(RENT_VS_BUY_MAX_YEARS)}` : '';
  return [stay, { name: 'break-even', text: `Buying first pulls ahead in year ${year}: selling at the end of year ${year} is the earliest sale that leaves the buyer at least as well off as the renter${stays}.` }, ...leadChanges(result)];
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
    price: amount('Home price'),
    downPaymentPercent: percentOf('Down payment', PRICE, 100),
    rate: yearlyRate('Mortgage rate'),
    years: termInYears('Loan term'),
    stayYears: termInYears('Years you stay'),
    // More than 2 % of the price a month (24 % a year) is more likely a year's rent.
    rent: monthly('Monthly rent', { ...PRICE, share: 0.02 }),
    rentIncrease: rentGrowth('Rent increase'),
    appreciation: homePriceGrowth('Home price growth'),
    investReturn: yearlyReturn('Investment return'),
    propertyTax: ofTheValue('Property tax'),
    maintenance: ofTheValue('Maintenance'),
    homeInsurance: homeInsurance(PRICE),
    hoa: hoaDues({ ...PRICE, share: 0.005 }),
    closingCosts: percentOf('Closing costs', PRICE, 20),
    sellingCosts: percentOf('Selling costs', PRICE, 20, ' of the sale price'),
  },
  results: { difference: 'money', breakEvenYears: 'years', rentAheadAgainYears: 'years', buyNetWorth: 'money', rentNetWorth: 'money', monthlyPayment: 'money', firstMonthCost: 'money' },
  optionalResults: ['breakEvenYears', 'rentAheadAgainYears'],
  currency: 'USD',
  compute: (inputs) => {
    // Every rejection at once (the formula would name only the first it meets).
    const errors = [
      ...(inputs.downPaymentPercent >= 100 ? [{ field: 'downPaymentPercent', message: REJECTIONS.downPayment }] : []),
      ...(inputs.stayYears > RENT_VS_BUY_MAX_YEARS ? [{ field: 'stayYears', message: REJECTIONS.stay }] : []),
      ...(inputs.appreciation <= -100 ? [{ field: 'appreciation', message: 'Enter a yearly change above -100 %: a home cannot lose more than its whole value.' }] : []),
      ...(inputs.investReturn <= -100 ? [{ field: 'investReturn', message: 'Enter a yearly return above -100 %: an investment cannot lose more than its whole value.' }] : []),
    ];
    if (errors.length > 0) return rejectFields(errors);
    const result = compareRentAndBuy(inputs);
    if (!result.ok) return rejectFields([{ field: result.field, message: REJECTIONS[result.reason] }]);
    const { buyNetWorth, rentNetWorth, difference, monthlyPayment, firstMonthCost, breakEvenYears, rentAheadAgainYears } = result;
    return accept({
      buyNetWorth,
      rentNetWorth,
      difference,
      monthlyPayment,
      firstMonthCost,
      ...(breakEvenYears === undefined ? {} : { breakEvenYears }),
      ...(rentAheadAgainYears === undefined ? {} : { rentAheadAgainYears }),
    });
  },
  details: (inputs) => {
    const result = compareRentAndBuy(inputs);
    return result.ok ? rentVsBuyDetails(inputs.stayYears, result) : { notes: [], charts: [] };
  },
  working: lazyWorking(() => import('../steps/rentVsBuy')),
});
