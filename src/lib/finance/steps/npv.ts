/** The npv calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { added, addUp, discounted, flowToday } from '../growth/cashFlowWorking';
import { exactMoney, landingMoney, lands, places } from '../everydayWorking';
import { MAIN_LINE_STEPS, offMainLine, workingFor, type Figure, type Working } from '../working';
import type { NpvInputs, NpvResult } from '../calculators/npv';

/**
 * What $1 grows to in a year at the rate; each flow in today's money; their sum less the investment. A list too long
 * for the main line adds the flows' values today up in one step, each flow's own step waiting in "Show every step".
 */
export const working: (inputs: Required<NpvInputs>, result: NpvResult) => Working = ({ initial, cashFlows, rate }, { npv }) => {
  const w = workingFor('USD');
  const percent = w.percent(rate, places(rate));
  const factor = w.count(1 + rate / 100, places(rate) + 2);
  const flows = cashFlows.map((flow) => exactMoney(w, flow));
  const invested = exactMoney(w, initial);
  const steps = [w.step('factor', 'What $1 grows to in a year at the discount rate: 1 plus the rate', [1, '+', percent], factor.value, () => factor)];
  // With nothing invested (and more than one flow to add up), the sum is the flows' value today alone.
  const alone = initial === 0 && flows.length > 1;
  const npvStep = (today: readonly Figure[]) => {
    const rounding = today.some((figure) => figure.unrounded) ? ' (before rounding, so that the sum lands on the cent)' : '';
    const less = alone ? ' (nothing was invested at the start)' : `, less the ${invested.show} invested at the start`;
    const terms = alone ? addUp(today.map((figure) => [figure])) : ['-' as const, invested, ...today.flatMap(added)];
    return w.step('npv', `The net present value: the flows' value today at ${percent.show}${rounding}, added up${less}`, terms, npv, w.money, { for: 'npv' });
  };
  const values = flows.map((flow, index) => flow.value / factor.value ** (index + 1));
  if (flows.length + 2 <= MAIN_LINE_STEPS) {
    // Each flow to the cent, or to the fewest decimals with which their sum lands on the net present value's cent.
    let today: Figure[] = [];
    for (let decimals = 2; decimals <= 6; decimals += 1) {
      today = values.map((value) => w.money(value, decimals));
      if (lands(today.reduce((total, figure) => total + figure.value, -initial), npv)) break;
    }
    return [...steps, ...flows.map((flow, index) => flowToday(w, flow, factor, index + 1, () => today[index]!)), npvStep(today)];
  }
  const exact = values.reduce((total, value) => total + value, 0);
  const today = landingMoney(w, exact, (shown) => lands(shown - initial, npv));
  const each = `each year's flow divided by ${factor.show} once for each year it waits, added up (each one is under "Show every step")`;
  const sum = addUp(flows.map((flow, index) => discounted(flow, factor, index + 1)));
  return [
    ...steps,
    // With nothing invested, the flows' value today is the net present value itself.
    ...(alone
      ? [w.step('npv', `The net present value: the flows' value today at ${percent.show} (nothing was invested at the start), ${each}`, sum, npv, w.money, { for: 'npv' })]
      : [w.step('today', `The flows' value today at ${percent.show}: ${each}`, sum, exact, () => today), npvStep([today])]),
    ...offMainLine(flows.map((flow, index) => flowToday(w, flow, factor, index + 1, w.money))),
  ];
};
