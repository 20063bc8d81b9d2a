/** Discount: discountAmount = savings = price x percent / 100; finalPrice = price - discountAmount. */
import { accept, defineCalculator } from '../define';
import { nonNegative, positive } from '../inputKinds';
import { amount } from '../units';
import { exactMoney, places } from '../everydayWorking';
import { workingFor } from '../working';


export type DiscountInputs = { price: number; percent: number };
export type DiscountResult = { finalPrice: number; savings: number; discountAmount: number };

export const discount = defineCalculator<DiscountInputs, DiscountResult>({
  id: 'discount',
  inputs: { price: positive, percent: nonNegative },
  defaults: {},
  units: { price: amount('Original price'), percent: { unit: 'percent', what: 'Discount', per: '', fractionUpTo: 100, atMost: 100 } },
  results: { finalPrice: 'money', savings: 'money', discountAmount: 'money' },
  currency: 'USD',
  compute: ({ price, percent }) => {
    // More than 100 % off would mean the shop pays you: not a discount.
    const discountAmount = (price * percent) / 100;
    return accept({ finalPrice: price - discountAmount, savings: discountAmount, discountAmount });
  },
  working: ({ price, percent }, result) => {
    const w = workingFor('USD');
    const priceFigure = exactMoney(w, price);
    const off = exactMoney(w, result.discountAmount, places(price) + places(percent) + 2);
    const terms = [priceFigure, '*', w.percent(percent, places(percent)), '/', 100] as const;
    return [
      w.step('discountAmount', 'The discount: the price times the discount, divided by 100 to make the percentage a fraction', terms, result.discountAmount, () => off, { for: 'discountAmount' }),
      w.step('savings', 'What you save: the discount itself', [off], result.savings, () => off, { for: 'savings' }),
      w.step('finalPrice', 'The price after the discount: the price less the discount, to the cent', [priceFigure, '-', off], result.finalPrice, w.money, { for: 'finalPrice' }),
    ];
  },
});
