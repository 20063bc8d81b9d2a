/** The irr calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { addUp, discounted } from '../growth/cashFlowWorking';
import { exactMoney } from '../everydayWorking';
import { percentDecimals, percentFigure, workingFor, type Working } from '../working';
import { type IrrInputs, type IrrResult, ZERO } from '../calculators/irr';

export const working: (inputs: Required<IrrInputs>, result: IrrResult) => Working = ({ cashFlows: flows }, { irr }) => {
  const w = workingFor('USD');
  const shown = flows.map((flow) => exactMoney(w, flow));
  // The factor to 3 more decimals than the rate shows, and more where the NPV needs them to come out at 0.
  const decimals = percentDecimals(irr);
  let factor = w.count(1 + irr / 100, decimals + 3);
  for (let more = decimals + 4; more <= 20; more += 1) {
    const terms = shown.map(({ value }, year) => value / factor.value ** year);
    if (Math.abs(terms.reduce((sum, term) => sum + term, 0)) <= ZERO * terms.reduce((sum, term) => sum + Math.abs(term), 0)) break;
    factor = w.count(1 + irr / 100, more);
  }
  return [
    w.lookup(
      'found',
      'The rate the search found (it starts from 10 %), as the factor 1 plus the rate: what 1 grows to in a year at it',
      `for these ${String(flows.length)} flows the search settles on ${factor.show}`,
      factor.value,
    ),
    w.step(
      'npvAtRate',
      `The test that pins it: each flow divided by ${factor.show} once for each year it waits, added up, comes out at 0`,
      addUp(shown.map((flow, year) => discounted(flow, factor, year))),
      0,
      w.money,
      { kind: 'solved' },
    ),
    w.step('irr', 'The IRR: that factor less 1, times 100 to make it a percentage', ['(', factor, '-', 1, ')', '*', 100], irr, (value) => percentFigure(w, value, decimals), { for: 'irr' }),
  ];
};
