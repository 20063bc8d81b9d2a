/**
 * The working of rent vs buy (WORKING.md). The main line: the loan and its payment, then the last year of the stay
 * worked from the year before it as the yearly table shows it (the renter's net worth, the buyer's and the home equity,
 * each a `row` step): that year's cost of owning and rent, both net worths and the buyer's lead. The rest, in "Show
 * every step": the table's first row worked from the start, the first and last rows' costs and rent, and the years the
 * break-even turns on (the year it happens and the year before it), as rows of the table; past the stay the table
 * ends, so the years up to it are worked one by one from the stay's last row.
 */
import type { RentVsBuyInputs, RentVsBuyResult } from '../calculators/rentVsBuy';
import type { Figure, StepHooks, Term, Working } from '../working';
import { rentVsBuy, RENT_VS_BUY_DEFAULTS as DEFAULTS, RENT_VS_BUY_MAX_YEARS, type RentVsBuyYear } from './rentVsBuy';
import { grownBy, landing, paymentPerDollar, valueOf, writer } from './homesWorking';

type Costs = { own: [number, Figure][]; rent: Figure };

export function rentVsBuyWorking(inputs: Required<RentVsBuyInputs>, result: RentVsBuyResult): Working {
  const run = rentVsBuy({ ...inputs, stayYears: RENT_VS_BUY_MAX_YEARS });
  if (!run.ok) return [];
  const { w, steps, add, push, offMain } = writer();
  const stay = inputs.stayYears;
  const n = Math.round(inputs.years * 12);
  const row = (year: number): RentVsBuyYear => run.yearly[year - 1]!;
  const pct = (key: keyof typeof DEFAULTS) => w.percent(inputs[key]);
  /** An entered %, said to be the default where it is (WORKING.md rule 3). */
  const said = (key: keyof typeof DEFAULTS) => `${inputs[key] === DEFAULTS[key] ? 'the default ' : ''}${pct(key).show}`;
  /** An amount as the reader typed it. */
  const typed = (value: number) => w.money(value, 6);
  const price = typed(inputs.price);
  const invest = pct('investReturn');
  const j = inputs.investReturn / 1200;
  const G = (1 + j) ** 12;
  // A figure carried a year (× what $1 grows to in 12 months) or paid each month (× what 12 monthly $1s add up to):
  // to as many decimals as the steps that use it need to land on their own figures, at the cent or a tenth of it.
  const carried = landing(w, G, 5.5e-4);
  const monthly = landing(w, j ? (G - 1) / j : 12, 6.5e-4);
  const cent = landing(w, 1, 8e-4);
  type Hooks = StepHooks & { exact?: number };
  /** A result or a cell at its exact value, to no more decimals than its line, redone from the figures shown, lands on. */
  const exact = (name: string, text: string, terms: Term[], shown: (value: number) => Figure, hooks: Hooks) =>
    add(name, text, terms, (v) => {
      let figure = shown(v);
      for (let d = figure.expr.length - figure.expr.indexOf('.') - 2; figure.unrounded && 0.5 * 10 ** -(d + 1) < Math.abs(valueOf(terms) - v); d--) figure = w.money(v, d);
      return figure;
    }, hooks);
  const gives = (field: 'monthlyPayment' | 'firstMonthCost' | 'difference'): Hooks => ({ exact: result[field], for: field });
  const at = (year: number) => `year ${year} of the yearly table`;
  const cells = (year: number, hooks?: StepHooks): StepHooks => ({ kind: 'row', table: 'yearly', period: year, ...hooks });
  /** A cell of a row of the yearly table, worked (its step named after its column); a net worth in the stay's last row is a result. */
  const cell = (column: Exclude<keyof RentVsBuyYear, 'year'>, year: number, label: string, how: string, terms: Term[], shown = cent) =>
    exact(column + year, `${label}, ${at(year)}: ${how}`, terms, shown, { exact: row(year)[column], ...cells(year, year === stay && column.endsWith('h') ? { for: column } : {}) });
  const grew = `, grown 12 months at ${invest.show} ÷ 12 a month`;
  /** Grown `years` years at a yearly %: "× (1 + 3 %)⁹". */
  const grown = (key: keyof typeof DEFAULTS, years: number): Term[] => (years ? ['*', '(', 1, '+', pct(key), ')', ...(years > 1 ? ['^', years] as Term[] : [])] : []);
  const valued = `the price grown at ${said('appreciation')} a year`;

  const fine = landing(w, 1, 5e-5);
  const L = add('loan', `The loan: the price less ${said('downPaymentPercent')} down`, [price, '*', '(', 1, '-', pct('downPaymentPercent'), ')'], fine);
  const rate = w.percent(inputs.rate);
  const P = exact('monthlyPayment', `The monthly payment for ${n} months: the loan × the monthly rate × what $1 grows to, over what it grows by`, [L, '*', ...paymentPerDollar(rate, n)], monthly, gives('monthlyPayment'));

  // What owning and renting cost a month.
  const fixed: Term[] = [];
  let fixedText = '';
  if (inputs.homeInsurance) {
    fixed.push('+', typed(inputs.homeInsurance), '/', 12);
    fixedText = ', plus the home insurance a year ÷ 12';
  }
  if (inputs.hoa) {
    fixed.push('+', typed(inputs.hoa));
    fixedText += ', plus the HOA dues';
  }
  const costsText = (year: number, pays: boolean) =>
    `${pays ? 'the payment, plus ' : ''}the property tax and upkeep (${said('propertyTax')} and ${said('maintenance')} a year) on ${year > 1 ? `the home’s value (${valued})` : 'the price'} ÷ 12${fixedText}`;
  const ownTerms = (year: number, pays: boolean): Term[] => [...(pays ? [P, '+'] as Term[] : []), price, ...grown('appreciation', year - 1), '*', '(', pct('propertyTax'), '+', pct('maintenance'), ')', '/', 12, ...fixed];
  const byYear: Costs[] = [];
  /**
   * What owning costs a month in each part of the year (the months with a payment, and those after the loan ends; in
   * year 1, first, the first month's cost) and the rent a month, worked once.
   */
  const costs = (year: number): Costs =>
    (byYear[year] ??= (() => {
      const paying = Math.min(12, Math.max(0, n - 12 * year + 12));
      const own = ([[paying, true], [12 - paying, false]] as const).filter(([months]) => months).map(([months, pays]): [number, Figure] => [
        months,
        exact(`own${year}${pays ? '' : 'Paid'}`, `Owning costs a month in year ${year}${pays ? (year > 1 ? '' : ', the first month’s cost') : ', the loan paid off'}: ${costsText(year, pays)}`, ownTerms(year, pays), monthly, year > 1 || !pays ? {} : gives('firstMonthCost')),
      ]);
      return { own, rent: year > 1 ? add(`rent${year}`, `The rent a month in year ${year}: the first year’s, grown at ${said('rentIncrease')} a year`, [typed(inputs.rent), ...grown('rentIncrease', year - 1)], monthly) : typed(inputs.rent) };
    })());
  /**
   * What is invested at the end of a year: `start` grown through the year, plus each month's extra cost of owning (the
   * renter) or of renting (the buyer), put in at the month's end; for neither, how far the buyer's investments are ahead
   * of the renter's: each month's rent less the cost of owning (whoever pays less invests the difference).
   */
  const invested = (start: Term[], { own, rent }: Costs, who?: 'renter' | 'buyer'): Term[] =>
    own.reduce<Term[]>((terms, [months, cost]) => {
      const gap: Term[] = who === 'renter' ? [cost, '-', rent] : [rent, '-', cost];
      const saved: Term[] = [...(who ? ['max(', 0, ','] as Term[] : ['(' as const]), ...gap, ')', '*', ...(j ? ['(', ...grownBy(invest, months), '-', 1, ')', '/', '(', invest, '/', 12, ')'] as Term[] : [months])];
      if (!terms.length) return saved;
      return [...(terms.length > 1 ? ['(', ...terms, ')'] as Term[] : terms), ...(j ? ['*', ...grownBy(invest, months)] as Term[] : []), '+', ...saved];
    }, start);
  const owed = (year: number): Figure | undefined =>
    12 * year < n
      ? add(
          `owed${year}`,
          `Still owed after ${12 * year} payments: the loan × (what $1 grows to in ${n} months less in ${12 * year}), over what it grows by in ${n}`,
          [L, '*', '(', ...grownBy(rate, n), '-', ...grownBy(rate, 12 * year), ')', '/', '(', ...grownBy(rate, n), '-', 1, ')'],
          fine,
        )
      : undefined;
  /** What selling at the end of a year leaves, less what is still owed: its terms and its words. */
  const sale = (year: number): [Term[], string] => {
    const still = owed(year);
    return [
      [price, ...grown('appreciation', year), '*', '(', 1, '-', pct('sellingCosts'), ')', ...(still ? ['-', still] as Term[] : [])],
      `${valued}, less ${said('sellingCosts')} to sell${still ? ', less what is still owed' : ''}`,
    ];
  };
  const plus = (what: string) => `, plus each month’s ${what}, invested at the month’s end`;
  const gap = 'the buyer’s investments less the renter’s';

  /** Both net worths as the page has shown them, by year. */
  const shown: Record<string, Figure> = {};
  /** Year `year` from the end of the year before: both net worths and the home equity, each a cell of its row. */
  const workYear = (year: number, renterBefore: Figure, buyerBefore?: Term[]) => {
    const paid = costs(year);
    shown[`renter${year}`] = cell(
      'rentNetWorth',
      year,
      'The renter’s net worth (all invested)',
      `${year > 1 ? `year ${year - 1}’s` : 'the cash at the start'}${grew}${plus('extra cost of owning')}`,
      invested([renterBefore], paid, 'renter'),
    );
    const [terms, how] = sale(year);
    const equity = cell('homeEquity', year, 'The home equity', how, terms);
    shown[`buyer${year}`] = cell(
      'buyNetWorth',
      year,
      'The buyer’s net worth if they sell',
      `the home equity${buyerBefore ? `, plus what they had invested (their net worth less the home equity)${grew}` : ''}${plus('extra cost of renting')}`,
      [equity, '+', ...invested(buyerBefore ?? [], paid, 'buyer')],
    );
    return { equity, paid };
  };
  const startCash = () =>
    add('renterStart', `The renter’s cash at the start (the buyer’s down payment and ${said('closingCosts')} closing costs), invested`, [price, '*', '(', pct('downPaymentPercent'), '+', pct('closingCosts'), ')'], carried);

  // The main line: the last year of the stay, from the row before it (or from the start).
  const B = stay - 1;
  /** A net worth or the home equity at the end of a year, read from its row (once). */
  const readCell = (key: string, label: string, column: keyof RentVsBuyYear, year = B): Figure => {
    if (shown[key + year]) return shown[key + year]!;
    const value = row(year)[column];
    const figure = carried(value);
    push({ name: key + year, text: `The ${label} at the end of year ${year}, from ${at(year)}`, line: `year ${year}, ${label} = ${figure.show}${figure.unrounded ? ' before rounding' : ''}`, expr: figure.expr, value, ...cells(year) });
    return (shown[key + year] = figure);
  };
  let renter: Figure;
  let buyerBefore: Term[] | undefined;
  let startGap: Term[];
  if (B) {
    renter = readCell('renter', 'renter’s net worth', 'rentNetWorth');
    const buyer = readCell('buyer', 'buyer’s net worth', 'buyNetWorth');
    const equity = readCell('equity', 'home equity', 'homeEquity');
    buyerBefore = [buyer, '-', equity];
    startGap = [buyer, '-', equity, '-', renter];
  } else startGap = ['-', (renter = startCash())];
  const last = workYear(stay, renter, buyerBefore);
  const whoseLead = (year: number) => `The buyer’s lead at the end of year ${year} (below $0, renting is ahead)`;
  // Worked like both net worths, so it lands to the cent: each month whoever pays less invests the difference.
  const lead = add(
    'difference',
    `${whoseLead(stay)}: the home equity, plus ${gap} as the year began${grew}${plus('rent less the cost of owning')}`,
    [last.equity, '+', ...invested(startGap, last.paid)],
    w.money,
    gives('difference'),
  );
  // The first month's cost, where the main line has room for year 1's costs.
  if (steps.length < (n < 12 ? 11 : 12)) costs(1);
  offMain();

  // The table's first row worked from the start; its first and last rows' costs and rent.
  if (B) workYear(1, startCash());
  for (const year of stay > 1 ? [1, stay] : [1]) {
    const { own, rent } = costs(year);
    cell('ownerCosts', year, 'Owning costs', 'each cost a month × its months', own.flatMap(([months, cost], index): Term[] => [...(index ? ['+' as const] : []), cost, '*', months]), w.money);
    cell('rentPaid', year, 'Rent paid', 'the rent a month × 12 months', [rent, '*', 12], w.money);
  }

  // The years the break-even turns on: in the table, each year's two net worths; past it, worked year by year.
  const { breakEvenYears: even, rentAheadAgainYears: again } = result;
  const turns = [...new Set([even, again].flatMap((year) => (year ? [year - 1, year] : [])))].filter((year) => year > 0).sort((a, b) => a - b);
  const leads: Figure[] = [];
  leads[stay] = lead;
  for (const year of turns.filter((year) => year < stay)) {
    leads[year] = add(`lead${year}`, `${whoseLead(year)}: the buyer’s net worth less the renter’s`, [readCell('buyer', 'buyer’s net worth', 'buyNetWorth', year), '-', readCell('renter', 'renter’s net worth', 'rentNetWorth', year)], w.money);
  }
  const furthest = Math.max(...turns);
  if (furthest > stay) {
    let ahead = add(`ahead${stay}`, `Past the stay, where the table ends: ${gap} at the end of year ${stay}, the lead less the home equity`, [lead, '-', last.equity], carried);
    for (let year = stay + 1; year <= furthest; year++) {
      ahead = add(`ahead${year}`, `At the end of year ${year}, ${gap}: year ${year - 1}’s${grew}${plus('rent less the cost of owning')}`, invested([ahead], costs(year)), carried);
      if (turns.includes(year)) {
        const [terms, how] = sale(year);
        leads[year] = add(`lead${year}`, `${whoseLead(year)}: ${how}, plus ${gap}`, [...terms, '+', ahead], w.money);
      }
    }
  }
  for (const [field, year, what] of [['breakEvenYears', even, 'Buying pulls ahead'], ['rentAheadAgainYears', again, 'Renting is ahead again']] as const) {
    if (!year) continue;
    const text = `${what} in year ${year}${year > stay ? ' (past the stay)' : `, ${at(year)}`}: the buyer’s lead is ${year > 1 ? `${leads[year - 1]!.show} at the end of year ${year - 1}, then ` : ''}${leads[year]!.show} at the end of year ${year}`;
    if (year > 1) add(field, text, [w.count(year - 1), '+', 1], w.count, { exact: year, for: field, ...(year > stay ? {} : cells(year)) });
    else push({ name: field, text, line: 'year 1 = 1', expr: '1', value: 1, ...cells(1, { for: field }) });
  }
  return steps;
}
