/** The xirr calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { added, addUp } from '../growth/cashFlowWorking';
import { exactMoney } from '../everydayWorking';
import { formatDay } from '../growth/dates';
import { datedFlows } from '../growth/datedFlowList';
import { offMainLine, percentDecimals, percentFigure, sumOf, workingFor, type Figure, type Term, type Working } from '../working';
import { DAYS_A_YEAR, timedFlows, type XirrInputs, type XirrResult } from '../calculators/xirr';

/** Within this share of the terms' sizes, the flows' value at the rate shown counts as 0 (as on the IRR page). */
const ZERO = 1e-8;

/**
 * The rate found, as what ₹1 grows to in a year at it; the flows' value on the first date at it, coming out at 0 (the
 * solved step that gives the rate), each flow's value in "Show every step"; then the totals, the gain and its share.
 */
export const working: (inputs: Required<XirrInputs>, result: XirrResult) => Working = ({ cashFlows }, result) => {
  const w = workingFor('INR');
  const flows = timedFlows(datedFlows(cashFlows)).map((flow) => ({ ...flow, shown: exactMoney(w, flow.amount) }));
  // A flow divided by the factor to the power of its years from the first date (days / 365); the first stays as it is.
  const discounted = (flow: (typeof flows)[number], factor: Figure): [Figure, ...Term[]] =>
    flow.days === 0 ? [flow.shown] : [flow.shown, '/', factor, '^', '(', w.count(flow.days), '/', DAYS_A_YEAR, ')'];
  const at = (decimals: number) => {
    const rate = percentFigure(w, result.xirr, decimals);
    const factor = w.count(1 + rate.value / 100, decimals + 2);
    const terms = flows.map(({ shown, days }) => shown.value / factor.value ** (days / DAYS_A_YEAR));
    const left = terms.reduce((sum, term) => sum + term, 0);
    const zero = Math.abs(left) < 0.005 && Math.abs(left) <= ZERO * terms.reduce((sum, term) => sum + Math.abs(term), 0);
    return { rate, factor, left, zero };
  };
  // As few decimals as bring the flows' value to 0, to the paisa.
  let found = at(percentDecimals(result.xirr));
  for (let decimals = percentDecimals(result.xirr) + 1; !found.zero && decimals <= 18; decimals += 1) found = at(decimals);
  const { rate, factor, left } = found;
  const first = flows[0];
  const last = flows.at(-1);
  const put = flows.filter(({ amount }) => amount < 0).map(({ amount }) => w.money(-amount));
  const out = flows.filter(({ amount }) => amount > 0).map(({ shown }) => shown);
  const invested = w.money(result.totalInvested);
  const returned = w.money(result.totalReturned);
  const gain = w.money(result.gain);
  // A total of several amounts adds them up; a total of one amount is read from the list (a lookup: nothing to add).
  const total = (name: 'totalInvested' | 'totalReturned', text: string, amounts: Figure[], shown: Figure) =>
    amounts.length > 1
      ? w.step(name, `${text}, added up`, sumOf(amounts), shown.value, () => shown, { for: name })
      : w.lookup(name, `${text}: only one`, shown.show, shown.value, { for: name });
  const search = "the rate found by trying rates, starting from 10 %, until the flows' value on the first date comes out at 0";
  const check = `The check that makes ${rate.show} the XIRR: each flow divided by ${factor.show} to the power of its years from the first date (its days ÷ 365), added up, comes out at 0`;
  return [
    w.step('factor', `What ₹1 grows to in a year at ${search}`, [1, '+', rate], factor.value, () => factor),
    w.step('xirr', check, addUp(flows.map((flow) => discounted(flow, factor))), result.xirr, () => w.money(left), { for: 'xirr', kind: 'solved' }),
    ...offMainLine(
      flows.slice(1).map((flow) =>
        w.step(`flow${String(flows.indexOf(flow) + 1)}`, `The flow of ${formatDay(flow.day)} on the first date: divided by ${factor.show} to the power of its ${String(flow.days)} days ÷ 365`, discounted(flow, factor), flow.shown.value / factor.value ** (flow.days / DAYS_A_YEAR), (value) => w.money(value, 6)),
      ),
    ),
    total('totalInvested', 'Put in: the amounts with a minus sign', put, invested),
    total('totalReturned', 'Taken out or the value today: the amounts without one', out, returned),
    w.step('gain', 'The gain: what came back less what was put in', [returned, ...added({ ...invested, value: -invested.value, show: `−${invested.show}`, expr: `-${invested.expr}` })], result.gain, () => gain, { for: 'gain' }),
    w.step('absoluteReturn', 'The absolute return: the gain as a share of what was put in, however long it took', [gain, '/', invested, '*', 100], result.absoluteReturn, (value) => percentFigure(w, value), { for: 'absoluteReturn' }),
    w.lookup('days', 'Days from the first flow to the last, on the calendar', `${last ? formatDay(last.day) : ''} is ${String(result.days)} days after ${first ? formatDay(first.day) : ''}`, result.days, { for: 'days' }),
  ];
};
