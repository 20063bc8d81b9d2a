/** The irr calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { addUp, discounted, flowToday } from '../growth/cashFlowWorking';
import { exactMoney } from '../everydayWorking';
import { offMainLine, percentDecimals, percentFigure, workingFor, type Working } from '../working';
import { type IrrInputs, type IrrResult, ZERO } from '../calculators/irr';

/**
 * The rate found, as what $1 grows to in a year at it; the flows' value today at it, coming out at 0 (the solved step
 * that gives the rate); and, under "Show every step", each flow's value today at it.
 */
export const working: (inputs: Required<IrrInputs>, result: IrrResult) => Working = ({ cashFlows }, { irr }) => {
  const w = workingFor('USD');
  const flows = cashFlows.map((flow) => exactMoney(w, flow));
  // The rate to `decimals` (8 significant digits at least), what $1 grows to in a year at it, and the flows' value today there.
  const at = (decimals: number) => {
    const rate = percentFigure(w, irr, decimals);
    const factor = w.count(1 + rate.value / 100, decimals + 2);
    const terms = flows.map(({ value }, year) => value / factor.value ** year);
    const left = terms.reduce((sum, term) => sum + term, 0);
    const zero = Math.abs(left) < 0.005 && Math.abs(left) <= ZERO * terms.reduce((sum, term) => sum + Math.abs(term), 0);
    return { rate, factor, left, zero };
  };
  // As few decimals as bring the flows' value today to 0, to the cent.
  let found = at(percentDecimals(irr));
  for (let decimals = percentDecimals(irr) + 1; !found.zero && decimals <= 18; decimals += 1) found = at(decimals);
  const { rate, factor, left } = found;
  const search = "the rate found by trying rates, starting from 10 %, until the flows' value today comes out at 0";
  const check = `The check that makes ${rate.show} the rate of return: each flow divided by ${factor.show} once for each year it waits (the first is paid today), added up, comes out at 0`;
  return [
    w.step('factor', `What $1 grows to in a year at ${search}`, [1, '+', rate], factor.value, () => factor),
    w.step('irr', check, addUp(flows.map((flow, year) => discounted(flow, factor, year))), irr, () => w.money(left), { for: 'irr', kind: 'solved' }),
    ...offMainLine(flows.slice(1).map((flow, index) => flowToday(w, flow, factor, index + 1, w.money))),
  ];
};
