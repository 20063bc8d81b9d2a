/**
 * The working of rent vs buy (WORKING.md): the loan and its payment, then each year shown worked from its start (the
 * first and the stay's last, the year buying first pulls ahead and the year before, any year renting is ahead again
 * and the year before): the costs a month, the year's costs and rent, what is owed, the equity, both households'
 * investments and the buyer's lead. A year past the stay is not in the table, so its steps are plain ones; a year
 * whose year before is not worked starts from both households' investments as the month-by-month run carries them.
 */
import type { RentVsBuyInputs, RentVsBuyResult } from '../calculators/rentVsBuy';
import type { Figure, StepHooks, Term, Working } from '../working';
import { fixedCosts, monthlyOf, perDollar, sum, typed, writer, yearsText } from './homesWorking';
import { rentVsBuy, RENT_VS_BUY_MAX_YEARS as MAX_YEARS } from './rentVsBuy';

/** The steps from the inputs to every result, through the years the comparison turns on. */
export function rentVsBuyWorking(inputs: Required<RentVsBuyInputs>, result: RentVsBuyResult): Working {
  const run = rentVsBuy({ ...inputs, stayYears: MAX_YEARS });
  if (!run.ok) return [];
  const context = writer();
  const { w, steps, add } = context;
  const price = typed(w, inputs.price);
  const [down, closing, growth, rise, selling, tax, upkeep] = [inputs.downPaymentPercent, inputs.closingCosts, inputs.appreciation, inputs.rentIncrease, inputs.sellingCosts, inputs.propertyTax, inputs.maintenance].map((v) => w.percent(v)) as Figure[] as [Figure, Figure, Figure, Figure, Figure, Figure, Figure];
  const L = add('loan', 'The loan: the price less the down payment (20 % by default)', [price, '*', '(', 1, '-', down, '/', 100, ')'], price.value * (1 - down.value / 100));
  const { r, gain, A, n } = perDollar(context, inputs.rate, inputs.years);
  const P = add('monthlyPayment', 'The monthly payment: the loan times the payment per $1 (the results round it to the cent)', [L, '*', A], result.monthlyPayment, (v) => w.money(v, 4), { for: 'monthlyPayment' });
  const f = fixedCosts(context, [inputs.homeInsurance], inputs.hoa);
  const R0 = add('renterStart', 'The renter keeps the cash the buyer spends and invests it: the down payment and the closing costs (3 % by default), as % of the price', [price, '*', '(', down, '+', closing, ')', '/', 100], (price.value * (down.value + closing.value)) / 100);
  const yearlyReturn = w.percent(inputs.investReturn);
  const j = add('investRate', 'The monthly investment return: the yearly return (5 % by default) over 12 months and 100', monthlyOf(yearlyReturn), yearlyReturn.value / 12 / 100, w.factor);
  const factors = new Map<number, [Figure, Figure | number]>();
  /** What 1 invested grows by over `months`, and what 1 invested at the end of each of them adds up to. */
  const factorsFor = (months: number): [Figure, Figure | number] => {
    let pair = factors.get(months);
    if (!pair) {
      // What it grows by, not to, for the same reason as the loan's growth.
      const G = add(`grow${String(months)}`, `What 1 invested grows by in ${String(months)} months`, ['(', 1, '+', j, ')', '^', months, '-', 1], (1 + j.value) ** months - 1, w.factor);
      const K = j.value === 0 ? months : add(`adds${String(months)}`, `What 1 invested at the end of each of ${String(months)} months adds up to: that growth over the monthly return`, [G, '/', j], G.value / j.value, w.factor);
      factors.set(months, (pair = [G, K]));
    }
    return pair;
  };
  const { breakEvenYears: even, rentAheadAgainYears: again } = result;
  const stay = inputs.stayYears;
  const shown = [...new Set([1, stay, ...[even, again].flatMap((year) => (year === undefined ? [] : [year - 1, year]))])].filter((year) => year >= 1).sort((a, b) => a - b);
  const ends = new Map<number, [Figure, Figure]>();
  const grown = (share: Figure, years: number): Term[] => (years > 0 ? ['*', '(', 1, '+', share, '/', 100, ')', '^', years] : []);
  const rent = typed(w, inputs.rent);

  for (const year of shown) {
    const row = run.yearly[year - 1]!;
    const Y = String(year);
    const cells = (hooks: StepHooks = {}): StepHooks => (year <= stay ? { ...hooks, kind: 'row', table: 'yearly', period: year } : hooks);
    let [renter, buyer] = ends.get(year - 1) ?? [R0, w.money(0)];
    if (year > 1 && !ends.has(year - 1)) {
      const before = run.yearly[year - 2]!;
      [renter, buyer] = [w.money(before.rentNetWorth, 6), w.money(before.buyNetWorth - before.homeEquity, 6)];
      steps.push(w.lookup(`renterAt${Y}`, `The renter's investments as year ${Y} begins, carried month by month`, `at the end of year ${String(year - 1)}: ${renter.show}`, renter.value));
      steps.push(w.lookup(`buyerAt${Y}`, `The buyer's investments as year ${Y} begins`, `at the end of year ${String(year - 1)}: ${buyer.show}`, buyer.value));
    }
    const valueCosts = add(`upkeep${Y}`, `The property tax and upkeep a month in year ${Y}: the home's value (${year === 1 ? 'the price' : `the price grown ${yearsText(year - 1)} at the price growth`}) times their yearly % (1 % each by default) over 12 months and 100`, [price, ...grown(growth, year - 1), '*', '(', tax, '+', upkeep, ')', '/', 12, '/', 100], (price.value * (1 + growth.value / 100) ** (year - 1) * (tax.value + upkeep.value)) / 12 / 100);
    const rentNow = year === 1 ? rent : add(`rent${Y}`, `The rent a month in year ${Y}: the first year's rent grown ${yearsText(year - 1)} at the rent increase (3 % by default)`, [rent, ...grown(rise, year - 1)], rent.value * (1 + rise.value / 100) ** (year - 1));
    // Months of this year with a mortgage payment: all 12, none, or the first few when the term ends inside it.
    const paying = Math.min(12, Math.max(0, n - 12 * (year - 1)));
    const parts = (paying === 0 || paying === 12 ? [[12, paying > 0]] : [[paying, true], [12 - paying, false]]) as [number, boolean][];
    const owns = parts.map(([months, pays]) => {
      const terms = [...(pays ? [[P]] : []), [valueCosts], ...(f ? [[f]] : [])];
      const what = ['the mortgage payment', 'the property tax and upkeep', 'the fixed costs'].filter((_, index) => (index === 0 ? pays : index === 1 || f));
      // With only the tax and upkeep to pay, that is the cost of owning.
      const own = terms.length === 1 ? valueCosts : add(`own${pays ? '' : 'Paid'}${Y}`, `Owning costs a month in year ${Y}${pays ? '' : ', once the loan is paid off'}: ${what.join(', plus ')}`, sum(terms), terms.reduce((total, [part]) => total + (part as Figure).value, 0));
      if (year === 1 && pays) add('firstMonthCost', "The first month's cost of owning, to the cent", [own], result.firstMonthCost, w.money, { for: 'firstMonthCost' });
      return [months, own] as const;
    });
    add(`ownerCosts${Y}`, `Owning costs in year ${Y}: ${owns.length === 1 ? 'the monthly cost times 12 months' : "each monthly cost times the months it is paid"}`, sum(owns.map(([months, own]) => [own, '*', months])), row.ownerCosts, w.money, cells());
    add(`rentPaid${Y}`, `Rent paid in year ${Y}: the monthly rent times 12 months`, [rentNow, '*', 12], row.rentPaid, w.money, cells());
    const payments = 12 * year;
    const owed =
      payments < n
        ? add(`owed${Y}`, `Still owed after ${String(payments)} payments: the loan times what 1 grows by over the whole term less what it grows by over those ${String(payments)} months, over what it grows by over the whole term`, [L, '*', '(', gain, '-', '(', '(', 1, '+', r, ')', '^', payments, '-', 1, ')', ')', '/', gain], (L.value * (gain.value - ((1 + r.value) ** payments - 1))) / gain.value)
        : undefined;
    const sale = add(`sale${Y}`, `Selling at the end of year ${Y}: the price grown ${yearsText(year)} at the price growth, less the selling costs (6 % by default)`, [price, ...grown(growth, year), '*', '(', 1, '-', selling, '/', 100, ')'], price.value * (1 + growth.value / 100) ** year * (1 - selling.value / 100));
    const equity: Term[] = owed ? [sale, '-', owed] : [sale];
    add(`homeEquity${Y}`, `Home equity at the end of year ${Y}: the sale less what is still owed${owed ? '' : ' (the loan is paid off)'}`, equity, row.homeEquity, w.money, cells());
    // Each household's investments through the year: what it had, grown, plus each month what the other pays more.
    const invest = (start: Figure, buys: boolean): { terms: Term[]; value: number } =>
      owns.reduce(
        (acc, [months, own]) => {
          const [G, K] = factorsFor(months);
          const carried: Term[] = acc.value === 0 ? [] : [...(acc.terms.length > 1 ? ['(', ...acc.terms, ')'] as Term[] : acc.terms), '*', '(', 1, '+', G, ')', '+'];
          const [a, b] = buys ? [rentNow, own] : [own, rentNow];
          return { terms: [...carried, 'max(', 0, ',', a, '-', b, ')', '*', K] as Term[], value: acc.value * (1 + G.value) + Math.max(0, a.value - b.value) * (typeof K === 'number' ? K : K.value) };
        },
        { terms: [start] as Term[], value: start.value },
      );
    const bought = invest(buyer, true);
    const rented = invest(renter, false);
    const B = add(`buyerInvested${Y}`, `The buyer's investments at the end of year ${Y}: what they had, grown, plus each month the rent is above the cost of owning`, bought.terms, bought.value);
    const R = add(`renterInvested${Y}`, `The renter's investments at the end of year ${Y}: what they had, grown, plus each month the cost of owning is above the rent`, rented.terms, rented.value);
    ends.set(year, [R, B]);
    const last = year === stay;
    add(`buyNetWorth${Y}`, `The buyer's net worth selling at the end of year ${Y}: the equity plus their investments`, [...equity, '+', B], row.buyNetWorth, w.money, cells(last ? { for: 'buyNetWorth' } : {}));
    add(`rentNetWorth${Y}`, `The renter's net worth at the end of year ${Y}: their investments, to the cent`, [R], row.rentNetWorth, w.money, cells(last ? { for: 'rentNetWorth' } : {}));
    add(`lead${Y}`, `The buyer's lead selling at the end of year ${Y}: the buyer's net worth less the renter's (below 0, renting is ahead)`, [...equity, '+', B, '-', R], row.buyNetWorth - row.rentNetWorth, w.money, last ? { for: 'difference' } : {});
    if (year === even) {
      const text = year === 1 ? 'Buying is ahead from the start: selling at the end of year 1 already leaves the buyer at least level' : `Buying first pulls ahead in year ${Y}: the renter was ahead at the end of year ${String(year - 1)}, the buyer is at least level at the end of year ${Y}`;
      add('breakEvenYears', text, year === 1 ? [w.count(1)] : [w.count(year - 1), '+', 1], year, w.count, cells({ for: 'breakEvenYears' }));
    }
    if (year === again) {
      add('rentAheadAgainYears', `Renting is ahead again in year ${Y}: the buyer was at least level at the end of year ${String(year - 1)}, and is behind at the end of year ${Y}`, [w.count(year - 1), '+', 1], year, w.count, cells({ for: 'rentAheadAgainYears' }));
    }
  }
  if (even === undefined) {
    const leads = run.yearly.map((row) => row.buyNetWorth - row.rentNetWorth);
    const best = Math.max(...leads);
    const closest = w.money(best);
    steps.push(w.lookup('noBreakEven', `Renting stays ahead: selling at the end of any year from 1 to ${String(MAX_YEARS)} leaves the buyer behind`, `the buyer's lead is below $0 every year; at its closest, in year ${String(leads.indexOf(best) + 1)}, it is ${closest.show}`, closest.value));
  }
  return steps;
}
