/** The discount calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, landingMoney, lands, places } from '../everydayWorking';
import { workingFor, type Working } from '../working';
import type { DiscountInputs, DiscountResult } from '../calculators/discount';

/** The discount, the price after it, and what you save: the price less what you pay. */
export const working: (inputs: Required<DiscountInputs>, result: DiscountResult) => Working = ({ price, percent }, result) => {
  const w = workingFor('USD');
  const priceFigure = exactMoney(w, price);
  // To the cent, unless the next step needs more to land on its figure.
  const paid = landingMoney(w, result.finalPrice, (shown) => lands(price - shown, result.savings));
  const decimals = places(paid.value);
  const off = landingMoney(w, result.discountAmount, (shown) => lands(price - shown, result.finalPrice, Math.max(2, decimals)));
  return [
    w.step('discountAmount', 'The discount: the price times the discount', [priceFigure, '*', w.percent(percent, places(percent))], result.discountAmount, () => off, { for: 'discountAmount' }),
    w.step('finalPrice', 'The price after the discount: the price less the discount', [priceFigure, '-', off], result.finalPrice, () => paid, { for: 'finalPrice' }),
    w.step('savings', 'What you save: the price less what you pay', [priceFigure, '-', paid], result.savings, w.money, { for: 'savings' }),
  ];
};
