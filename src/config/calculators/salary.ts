import { defineCalculatorPage } from './types';

export const salary = defineCalculatorPage({
  id: 'salary',
  rank: 250,
  title: 'Salary Calculator',
  path: '/salary-calculator',
  category: 'tax-and-income',
  icon: 'briefcase',
  gradient: ['#374151', '#111827'],
  searchTerms: ['hourly wage', 'paycheck', 'annual salary to hourly'],
  description: 'Convert pay between annual, monthly, biweekly, weekly, daily and hourly.',
  intro:
    'Convert a rate of pay into its equivalent per year, month, two weeks, week, day and hour, for example to compare an hourly offer with a salaried one. Enter the amount and the period it is paid for.',
  fields: {
    amount: { label: 'Pay amount', prefix: '$', hint: 'Before tax, for example 60,000' },
    period: {
      label: 'Pay period',
      options: {
        annual: 'Per year',
        monthly: 'Per month',
        biweekly: 'Every two weeks',
        weekly: 'Per week',
        daily: 'Per day',
        hourly: 'Per hour',
      },
    },
  },
  results: {
    annual: { label: 'Annual salary' },
    monthly: { label: 'Monthly pay' },
    biweekly: { label: 'Biweekly pay' },
    weekly: { label: 'Weekly pay' },
    daily: { label: 'Daily pay' },
    hourly: { label: 'Hourly rate' },
  },
  method: [
    'The annual figure is the amount × the number of such periods in a year: 1 for a year, 12 months, 26 two-week periods, 52 weeks, 260 working days or 2,080 working hours. Every other figure is the annual figure ÷ its number of periods; the period you entered shows your amount unchanged.',
    'The year is taken as 52 weeks of five 8-hour days, with paid time off counted as worked. Overtime, unpaid leave, bonuses, taxes and other deductions are not included, so all figures are gross pay.',
  ],
});
