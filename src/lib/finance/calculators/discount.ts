/** Discount: discountAmount = savings = price x percent / 100; finalPrice = price - discountAmount. */
import { accept, defineCalculator, lazyWorking } from '../define';
import { nonNegative, positive } from '../inputKinds';
import { amount } from '../units';


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
  working: lazyWorking(() => import('../steps/discount')),
});
