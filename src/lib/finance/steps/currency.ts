/** The currency calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { CURRENCY_RATES } from '../planning/currencyRates';
import { exactMoney } from '../everydayWorking';
import { type Term, workingFor, type Working } from '../working';
import type { CurrencyInputs, CurrencyResult } from '../calculators/currency';

/** The amount through the demo rates (units of each currency to the US dollar), rounded to the cent. */
export const working: (inputs: Required<CurrencyInputs>, result: CurrencyResult) => Working = ({ amount, from, to }, { converted }) => {
  const typed = exactMoney(workingFor(from), amount);
  const terms: Term[] = [typed];
  const said: string[] = [];
  for (const [code, operator, word] of [[from, '/', 'divided by'], [to, '*', 'times']] as const) {
    if (CURRENCY_RATES[code] === 1) continue;
    terms.push(operator, CURRENCY_RATES[code]);
    said.push(`${word} the demo rate of ${String(CURRENCY_RATES[code])} ${code} to the US dollar`);
  }
  const w = workingFor(to);
  const as = typed.unrounded ? 'the amount as typed (before rounding to the cent)' : 'the amount';
  const how = said.length === 0 ? `${as} stays in ${to}` : `${as} ${said.join(', then ')}`;
  return [w.step('converted', `The amount in ${to}: ${how}`, ['round(', ...terms, ',', 2, ')'], converted, w.money, { for: 'converted' })];
};
