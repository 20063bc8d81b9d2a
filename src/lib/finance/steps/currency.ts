/** The currency calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { CURRENCY_RATES } from '../planning/currencyRates';
import { exactMoney } from '../everydayWorking';
import { type Term, workingFor, type Working } from '../working';
import type { CurrencyInputs, CurrencyResult } from '../calculators/currency';

export const working: (inputs: Required<CurrencyInputs>, result: CurrencyResult) => Working = ({ amount, from, to }, { converted }) => {
  const terms: Term[] = ['round(', exactMoney(workingFor(from), amount)];
  const said: string[] = [];
  for (const [code, operator, word] of [[from, '/', 'divided by'], [to, '*', 'times']] as const) {
    if (CURRENCY_RATES[code] === 1) continue;
    terms.push(operator, CURRENCY_RATES[code]);
    said.push(`${word} the demo rate of ${String(CURRENCY_RATES[code])} ${code} per US dollar`);
  }
  const w = workingFor(to);
  const how = said.join(', then ') || 'the same currency';
  return [w.step('converted', `The amount in ${to}: ${how}, rounded to 2 decimals`, [...terms, ',', 2, ')'], converted, w.money, { for: 'converted' })];
};
