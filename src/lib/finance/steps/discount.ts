/** The discount calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, places } from '../everydayWorking';
import { workingFor, type Working } from '../working';
import type { DiscountInputs, DiscountResult } from '../calculators/discount';

export const working: (inputs: Required<DiscountInputs>, result: DiscountResult) => Working = ({ price, percent }, result) => {
  const w = workingFor('USD');
  const priceFigure = exactMoney(w, price);
  const off = exactMoney(w, result.discountAmount, places(price) + places(percent) + 2);
  const terms = [priceFigure, '*', w.percent(percent, places(percent)), '/', 100] as const;
  return [
    w.step('discountAmount', 'The discount: the price times the discount, divided by 100 to make the percentage a fraction', terms, result.discountAmount, () => off, { for: 'discountAmount' }),
    w.step('savings', 'What you save: the discount itself', [off], result.savings, () => off, { for: 'savings' }),
    w.step('finalPrice', 'The price after the discount: the price less the discount, to the cent', [priceFigure, '-', off], result.finalPrice, w.money, { for: 'finalPrice' }),
  ];
};
