/**
 * What the safe-withdrawal page shows beyond its numbers (HISTORY.md): its notes, the table of every window with its
 * CSV, and the chart of every window by start year.
 */
import { formatMoney, formatPercent, plural } from '../../format';
import type { CalculationDetails, DetailNote } from '../details';
import { bondReturn, FIRST_YEAR, LAST_YEAR, stockReturn, yearlyReturnOver, type HistoryPlan, type HistoryWindow } from './windows';

/** The years of data: 152, from 1871 to 2022. */
const DATA_YEARS = LAST_YEAR - FIRST_YEAR + 1;

const TODAYS_MONEY: DetailNote = {
  name: 'todays-money',
  text: 'Every figure is in today’s dollars: the spending rises with prices each year, and the returns are after inflation.',
};

/** A list in words: "a", "a and b", "a, b and c". */
export const inWords = (items: readonly string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`);

/**
 * The worst window and what the market did in its first years: each of its first three (as far as the plan goes), and
 * over its first ten, a year, when the plan lasts that long.
 */
function worstStartNote(plan: HistoryPlan, worst: HistoryWindow): DetailNote {
  const first = Array.from({ length: Math.min(3, plan.years) }, (_, index) => worst.start + index).filter((year) => year <= LAST_YEAR);
  const returns = inWords(first.map((year) => formatPercent(stockReturn(year) * 100)));
  const decade =
    plan.years >= 10
      ? `; over its first ten years, stocks returned ${formatPercent(yearlyReturnOver(stockReturn, worst.start, 10))} a year and bonds ${formatPercent(yearlyReturnOver(bondReturn, worst.start, 10))} a year`
      : '';
  const market = `In ${first.length === 1 ? 'that year' : `its first ${first.length === 2 ? 'two' : 'three'} years (${inWords(first.map(String))})`}, stocks returned ${returns}${decade}, after inflation.`;
  const outcome =
    worst.lasted === 0
      ? `The worst start year is ${String(worst.start)}, but every start year runs out in its first year: the spending is more than the savings.`
      : worst.lasted < plan.years
        ? `The worst start year is ${String(worst.start)}: the money lasted ${String(worst.lasted)} of its ${plural(plan.years, 'year')}.`
        : `The hardest start year is ${String(worst.start)}: the money lasted ${plan.years === 1 ? 'its one year' : `all ${plural(plan.years, 'year')}`}, with the lowest balance at the end, ${formatMoney(worst.ending, 'USD')}.`;
  return { name: 'worst-start', text: worst.lasted === 0 ? outcome : `${outcome} ${market}` };
}

function fewWindowsNote(plan: HistoryPlan, windows: number): DetailNote {
  const separate = Math.floor(DATA_YEARS / plan.years);
  return {
    name: 'few-windows',
    text: `${String(windows)} windows of ${String(plan.years)} years share most of their years: ${String(DATA_YEARS)} years of data hold only ${String(separate)} separate ${String(plan.years)}-year histories, so this is a thinner test than a shorter retirement’s.`,
  };
}

export function historyDetails(plan: HistoryPlan, windows: readonly HistoryWindow[], worst: HistoryWindow): CalculationDetails {
  const failed = windows.filter((window) => window.lasted < plan.years);
  return {
    notes: [TODAYS_MONEY, ...(plan.years > 40 ? [fewWindowsNote(plan, windows.length)] : []), worstStartNote(plan, worst)],
    charts: [
      {
        kind: 'series',
        name: 'windows',
        caption: 'What is left at the end of each window, by the year it starts',
        periodLabel: 'Start year',
        periods: windows.map((window) => window.start),
        // The second series has no value: it names the marks' tone in the legend.
        series: [
          { label: 'Left at the end', values: windows.map((window) => window.ending), tone: 'balance' },
          { label: 'Ran out', values: windows.map(() => 0), tone: 'ran-out' },
        ],
        marks: { series: 1, periods: failed.map((window) => window.start) },
      },
    ],
    table: {
      caption: `Every ${String(plan.years)}-year retirement since ${String(FIRST_YEAR)}`,
      rowsBy: 'start',
      columns: [
        { key: 'lasted', label: 'Years paid', format: 'years' },
        { key: 'ending', label: 'Left at the end', format: 'money' },
      ],
      yearly: windows.map((window) => ({ period: window.start, values: [window.lasted, window.ending] })),
      csvName: 'safeWithdrawal-windows.csv',
    },
  };
}
