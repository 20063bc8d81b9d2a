/**
 * The NPS calculator's working (WORKING.md), a chunk of its own fetched with the first answer: the months and the
 * monthly return; the corpus (with a yearly increase, from the yearly table's row for the year before the exit, as
 * the SIP's working does); what was paid in and the growth; then the exit: the lump sum, and the rest, which buys the pension (the working's words avoid "annuity", which the
 * plain-words rule reads as jargon).
 */
import { worked, counted, yearRow } from '../growth/indiaGrowthWorking';
import { rowsFor } from '../growth/yearTerms';
import { percentFigure, workingFor, type Figure, type Term, type Working } from '../working';
import { lumpShare, npsBalance, type NpsInputs, type NpsResult } from '../calculators/nps';
import { NPS_MAX_LUMP_PERCENT, NPS_SMALL_CORPUS } from '../schemes/tables/nps';

export const working = (inputs: Required<NpsInputs>, result: NpsResult): Working => {
  const w = workingFor('INR');
  const { age, exitAge, monthly, increase, rate, balance, lumpSumPercent, annuityRate } = inputs;
  const years = exitAge - age;
  // The years before the exit year, each of which raises the contribution (none with no increase).
  const raises = increase > 0 ? years - 1 : 0;
  const share = lumpShare(result.corpus, lumpSumPercent);
  const small = w.money(NPS_SMALL_CORPUS).show;
  // `worked` writes the working with 8 significant digits, then 9, …: the monthly return follows them (it may be below 0).
  let digits = 7;
  return worked(w, (g) => {
    digits += 1;
    const paid = g.entered(monthly);
    const start = g.entered(balance);
    const months = g.shown('months', 'The months to your exit: (your exit age − your age now) × 12', ['(', g.count(exitAge), '-', g.count(age), ')', '*', 12], g.count(years * 12));
    const monthlyRate = rate / 12;
    const r = rate === 0 ? undefined : g.shown('monthlyRate', 'The monthly return: the yearly return ÷ 12 months', [w.percent(rate, 12), '/', 12], percentFigure(w, monthlyRate, Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(monthlyRate))))));
    /** What ₹1 grows to over `count` months, and what ₹1 paid at the end of each of them grows to (at 0 %: the months). */
    const perMonth = (count: Figure): { grown?: Figure; each: Figure } => {
      if (!r) return { each: count };
      const grown = g.grows(count, `What ₹1 grows to in ${counted(count, 'month')} at ${r.show} a month`, r);
      return { grown, each: g.factor(`paidEach${count.expr}`, `What ₹1 paid at the end of each month for ${counted(count, 'month')} grows to: (what ₹1 grows to − 1) ÷ the monthly return`, ['(', grown, '-', 1, ')', '/', r]) };
    };
    /** The balance now grown (left out at ₹0), plus the contributions: `contributions` terms. */
    const withStart = (grown: Figure | undefined, contributions: readonly Term[]): Term[] => (balance === 0 ? [...contributions] : [start, ...(grown ? (['*', grown] as const) : []), '+', ...contributions]);
    const now = balance === 0 ? '' : 'your balance now grown, plus ';
    // The corpus to the paisa, or past it where the lump sum or the rest (nearly all of it) would miss by rounding.
    const corpusFigure = g.fewest(result.corpus, (figure) => ((figure.value - result.corpus) * Math.max(share, 100 - share)) / 100, 0.0047);
    const corpusRoom = 0.3 * 10 ** -(corpusFigure.expr.split('.')[1]?.length ?? 0);
    const corpusHooks = { for: 'corpus', ...yearRow(years) };
    const corpusText = `Your corpus at ${String(exitAge)} (year ${String(years)}, the last row of the yearly table)`;
    let corpus: Figure;
    let totalTerms: Term[];
    let totalText: string;
    if (raises === 0) {
      const { grown, each } = perMonth(months);
      corpus = g.money('corpus', `${corpusText}: ${now}the contribution × what ₹1 paid at the end of each month grows to`, withStart(grown, [paid, '*', each]), result.corpus, corpusHooks, corpusFigure);
      totalTerms = [paid, '*', months];
      totalText = 'Paid in: the contribution × the months';
    } else {
      const step = w.percent(increase, 12);
      const before = g.count(raises);
      const raised = g.factor('stepUp', `The yearly increase: year ${String(years)}'s contribution is year 1's raised by ${step.show} once a year, ${counted(before, 'time')}`, ['(', 1, '+', step, ')', '^', before]);
      const { grown, each } = perMonth(g.count(12));
      // The balance after the year before the exit year, to the paisa where the exit year's line lands from it.
      const carried = npsBalance(inputs, 12 * raises).corpus;
      const growth = grown?.value ?? 1;
      const last = g.fewest(carried, (figure) => (figure.value - carried) * growth, corpusRoom);
      if (raises === 1) {
        g.money('balanceYear1', `Year 1 of the yearly table: the balance after year 1, ${now}the contribution × what ₹1 paid at the end of each month for 12 months grows to`, withStart(grown, [paid, '*', each]), carried, yearRow(1), last);
      } else {
        g.steps.push({ name: `balanceYear${before.expr}`, text: `The balance after year ${before.show}: year ${before.show} of the yearly table, its Balance`, line: `Balance, year ${before.show} = ${last.show}${last.unrounded ? ' before rounding' : ''}`, expr: last.expr, value: carried, kind: 'row', table: 'yearly', period: raises });
      }
      corpus = g.money(
        'corpus',
        `${corpusText}: the balance after year ${before.show}${grown ? ' grown for 12 months' : ''}, plus year ${String(years)}'s 12 contributions, each the first × the yearly increase, × ${grown ? 'what ₹1 paid at the end of each month for 12 months grows to' : '12 (at 0 % nothing grows)'}`,
        [last, ...(grown ? (['*', grown] as const) : []), '+', paid, '*', raised, '*', each],
        result.corpus,
        corpusHooks,
        corpusFigure,
      );
      totalTerms = [12, '*', paid, '*', '(', raised, '-', 1, ')', '/', step, '+', 12, '*', paid, '*', raised];
      totalText = `Paid in: 12 contributions a year for ${counted(before, 'year')}, each year's ${step.show} more than the year before's, add up to 12 × the first × (the yearly increase − 1) ÷ ${step.show}; then year ${String(years)}'s 12, each the first × the yearly increase`;
    }
    // What was paid in to the paisa, or past it where the growth would otherwise miss its own figure.
    const totalFigure = g.fewest(result.totalContributions, (figure) => corpus.value - start.value - figure.value - result.growth, 0.0048);
    const total = g.money('totalContributions', totalText, totalTerms, result.totalContributions, { for: 'totalContributions' }, totalFigure);
    g.money('growth', `The growth: your corpus less ${balance === 0 ? '' : 'your balance now and '}what you paid in`, [corpus, ...(balance === 0 ? [] : (['-', start] as const)), '-', total], result.growth, { for: 'growth' });
    const shareFigure = w.percent(share, 12);
    const why =
      result.corpus <= NPS_SMALL_CORPUS
        ? `the ${shareFigure.show} you take (a corpus up to ${small} may all be taken)`
        : share < lumpSumPercent
          ? `${shareFigure.show}: above ${small} the rules allow at most ${String(NPS_MAX_LUMP_PERCENT)} % as a lump sum, less than the ${w.percent(lumpSumPercent, 12).show} you entered`
          : `the ${shareFigure.show} you take (above ${small} the rules allow up to ${String(NPS_MAX_LUMP_PERCENT)} %)`;
    g.money('lumpSum', `The lump sum: your corpus × ${why}`, [corpus, '*', shareFigure], result.lumpSum, { for: 'lumpSum' });
    const rest = w.percent(100 - share, 12);
    const annuity = g.money('annuityAmount', `What buys your pension: the rest of your corpus, 100 % less the lump sum's ${shareFigure.show}`, [corpus, '*', rest], result.annuityAmount, { for: 'annuityAmount' });
    g.money('monthlyPension', `The pension a month: what buys it × the yearly rate it pays, ÷ 12 months`, [annuity, '*', w.percent(annuityRate, 12), '/', 12], result.monthlyPension, { for: 'monthlyPension' });
    // Year 1's 12 contributions, unless the main line works them out (the year the exit year grows from).
    if (raises !== 1) {
      const twelve: Term[] = r ? ['(', '(', 1, '+', r, ')', '^', 12, '-', 1, ')', '/', r] : [12];
      g.firstRow(rowsFor(years), {
        cell: npsBalance(inputs, 12).corpus,
        text: `the balance after 12 months, ${now}the contribution × ${r ? 'what ₹1 paid at the end of each month for 12 months grows to: (what ₹1 grows to in 12 months − 1) ÷ the monthly return' : '12 (at 0 % nothing grows)'}`,
        terms: balance === 0 ? [paid, '*', ...twelve] : [start, ...(r ? (['*', '(', 1, '+', r, ')', '^', 12] as const) : []), '+', paid, '*', ...twelve],
      });
    }
  });
};
