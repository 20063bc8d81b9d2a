import { defineCalculatorPage } from './types';

export const npv = defineCalculatorPage({
  id: 'npv',
  rank: 190,
  title: 'NPV Calculator',
  path: '/npv-calculator',
  category: 'business-and-everyday',
  icon: 'activity',
  gradient: ['#0f766e', '#042f2e'],
  searchTerms: ['net present value', 'discounted cash flow', 'DCF'],
  description: 'Net present value of a series of yearly cash flows.',
  intro:
    'Net present value tells you what a series of future cash flows is worth today, after subtracting what you invest up front. Enter the initial investment, the cash flows you expect at the end of each year, and the discount rate, such as the return you could earn elsewhere.',
  fields: {
    initial: { label: 'Initial investment', prefix: '$', hint: 'Paid today; enter it as a positive number' },
    cashFlows: {
      label: 'Yearly cash flows',
      hint: 'From year 1, separate with commas, e.g. 3000, 4200, 6800; a minus sign marks an outflow',
    },
    rate: { label: 'Discount rate (% per year)', suffix: '%' },
  },
  results: {
    npv: { label: 'Net present value (NPV)' },
  },
  method: [
    'NPV = −I + CF1 ÷ (1 + d) + CF2 ÷ (1 + d)^2 + … + CFn ÷ (1 + d)^n, where I is the initial investment, paid today and not discounted, CFt the cash flow at the end of year t, d the discount rate ÷ 100 and n the number of cash flows.',
    'A positive NPV means the cash flows more than repay the investment at that discount rate; a negative one means they fall short. The rate is assumed constant, every flow falls exactly at a year end, and taxes and inflation are included only if you build them into your figures.',
  ],
});
