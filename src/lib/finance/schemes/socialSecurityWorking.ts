/**
 * The working of the Social Security page (WORKING.md): the full retirement age looked up from the year of birth, the
 * claiming age in months, the percentage of the full benefit for the months early or late, the benefit and what it
 * adds up to by the life expectancy; the same at 62 and 70; the break-even against 62 as its equation; and the best
 * claiming age as the search found it, its lifetime total beside the months either side.
 */
import { formatYearsAndMonths } from '../../format';
import type { DetailRow } from '../details';
import { moneyDecimalsFor, type Figure, type StepHooks, type Term, type WorkingStep, type WorkingWriter } from '../working';
import { precisely, type StepList } from '../growth/growthWorking';
import { claimPlan, formatAge, percentAt, receivedBy, type SocialSecurityInputs, type SocialSecurityResult } from '../calculators/socialSecurity';
import { DELAYED_CREDIT, EARLIEST_CLAIM_MONTHS, LATEST_CLAIM_MONTHS, REDUCTION_BEYOND_36, REDUCTION_FIRST_36, REDUCTION_FIRST_MONTHS } from './tables/socialSecurity';

/** SSA's rates as the lines write them: 5/9 of 1 % is "5 % ÷ 9". */
const perMonth = ({ numerator, denominator }: { numerator: number; denominator: number }, w: WorkingWriter): Term[] => [w.percent(numerator), '/', denominator / 100];

/** The percentage of the full benefit at `c` months, as terms: 100 % less or plus SSA's rate for each month early or late. */
function factorTerms(w: WorkingWriter, f: number, c: number): Term[] {
  if (c >= f) return [w.percent(100), '+', ...perMonth(DELAYED_CREDIT, w), '*', w.count(c - f)];
  const early = w.count(f - c);
  if (f - c <= REDUCTION_FIRST_MONTHS) return [w.percent(100), '-', ...perMonth(REDUCTION_FIRST_36, w), '*', early];
  // The months beyond the first 36 as a subtraction, so the line starts from the months early.
  const first = REDUCTION_FIRST_MONTHS;
  return [w.percent(100), '-', ...perMonth(REDUCTION_FIRST_36, w), '*', first, '-', ...perMonth(REDUCTION_BEYOND_36, w), '*', '(', early, '-', first, ')'];
}

/** What the factor's terms say in words, for a step's sentence. */
function factorWords(f: number, c: number): string {
  if (c === f) return 'no less and no more at full retirement age itself';
  if (c > f) return `2/3 of 1 % more for each of the ${String(c - f)} months after full retirement age`;
  const beyond = f - c - REDUCTION_FIRST_MONTHS;
  return beyond > 0
    ? `5/9 of 1 % less for each of the first ${String(REDUCTION_FIRST_MONTHS)} months before full retirement age and 5/12 of 1 % for each of the ${String(beyond)} beyond`
    : `5/9 of 1 % less for each of the ${String(f - c)} months before full retirement age`;
}

/** Years to 8 significant digits, keeping a trailing zero (79.271930) so a rounded figure is never passed off as exact. */
function eightDigits(w: WorkingWriter, value: number): Figure {
  const text = value.toFixed(Math.max(0, 7 - Math.floor(Math.log10(Math.abs(value)))));
  return Number(text) === value ? w.factor(value, 8) : { show: text, expr: text, value: Number(text) };
}

/** The months from a claim at `c` to the life expectancy, as terms (none when the claim comes after it). */
const monthsPaid = (w: WorkingWriter, life: Figure, c: number): Term[] =>
  life.value * 12 >= c ? ['(', life, '*', 12, '-', w.count(c), ')'] : ['max(', 0, ',', life, '*', 12, '-', w.count(c), ')'];

export function socialSecurityWorking(w: WorkingWriter, inputs: Required<SocialSecurityInputs>, result: SocialSecurityResult, rows: readonly DetailRow[] | undefined): WorkingStep[] {
  const { f, c, lifeMonths, benefits } = claimPlan(inputs);
  const lastRow = rows?.at(-1);
  // The lifetime totals are the table's last row when it ends at the life expectancy (it stops at 100).
  const lastRowHooks = (name: string): StepHooks => (lastRow && lastRow.period * 12 === lifeMonths ? { for: name, kind: 'row', table: 'yearly', period: lastRow.period } : { for: name });
  const fromRow = (hooks: StepHooks) => (hooks.kind === 'row' ? ` (the row for age ${String(hooks.period)} of the yearly table)` : '');

  return precisely(w, (list: StepList) => {
    const { typed, exact, percentTo, steps } = list;
    const pia = typed.money(inputs.pia);
    const life = typed.count(inputs.lifeExpectancy);
    const lifeWords = `${String(inputs.lifeExpectancy)}${inputs.lifeExpectancy === 85 ? ' (the default life expectancy)' : ''}`;
    const fullAge = w.count(f);
    steps.push(
      w.lookup(
        'fullRetirementAge',
        'Your full retirement age, looked up from your year of birth (66 for 1943 to 1954, 2 months more a year to 67 from 1960; born on 1 January, the year before counts)',
        `born in ${String(inputs.birthYear)}: ${formatAge(f)}, ${String(f)} months`,
        f,
        { for: 'fullRetirementAge' },
      ),
    );
    const months = list.add('claimMonthsTotal', `Your claiming age in months: the years × 12, plus the months${inputs.claimMonths === 0 ? ' (0)' : ''}`, [typed.count(inputs.claimAge), '*', 12, '+', typed.count(inputs.claimMonths)], w.count);
    if (c < f) list.add('monthsEarly', 'The months you claim before full retirement age', [fullAge, '-', months], w.count);
    else list.add('monthsLate', 'The months you claim after full retirement age', [months, '-', fullAge], w.count);
    steps.push(w.step('percentOfPia', `Your benefit as a share of your full benefit: 100 %, ${factorWords(f, c)}`, factorTerms(w, f, c), result.percentOfPia, percentTo, { for: 'percentOfPia' }));
    const share = percentTo(result.percentOfPia);
    list.give('monthlyBenefit', 'Your monthly benefit: your full benefit from your statement times that share', [pia, '*', share], result.monthlyBenefit);
    const paid = monthsPaid(w, life, c);
    const chosenHooks = lastRowHooks('lifetimeTotal');
    exact('lifetimeTotal', `What it adds up to by ${lifeWords}: the benefit for each month from your claim${fromRow(chosenHooks)}`, [pia, '*', share, '*', ...paid], result.lifetimeTotal, chosenHooks);

    // 62: its share, on the main line for the break-even that needs it.
    const share62Value = (benefits.at62 / inputs.pia) * 100;
    steps.push(w.step('percentAt62', `The share at 62: 100 %, ${factorWords(f, EARLIEST_CLAIM_MONTHS)}`, factorTerms(w, f, EARLIEST_CLAIM_MONTHS), share62Value, percentTo));
    const share62 = percentTo(share62Value);
    const months62 = Math.max(0, lifeMonths - EARLIEST_CLAIM_MONTHS);
    const benefit62 = list.give('benefitAt62', 'Your monthly benefit if you claim at 62', [pia, '*', share62], result.benefitAt62, { shown: (value) => w.money(value, moneyDecimalsFor(months62)) });
    if (result.breakEvenAge !== undefined) {
      const breakEven = result.breakEvenAge * 12;
      const x = list.add(
        'breakEvenMonths',
        `The age in months at which claiming at ${formatAge(c)} has paid as much in all as claiming at 62: where your benefit × (age − ${String(c)}) equals the benefit at 62 × (age − ${String(EARLIEST_CLAIM_MONTHS)}), so age = (your share × ${String(c)} − the share at 62 × ${String(EARLIEST_CLAIM_MONTHS)}) ÷ (your share − the share at 62)`,
        ['(', share, '*', months, '-', share62, '*', EARLIEST_CLAIM_MONTHS, ')', '/', '(', share, '-', share62, ')'],
      );
      exact('breakEvenAge', `The break-even age in years: the months ÷ 12, ${formatYearsAndMonths(Math.round(breakEven))}`, [x, '/', 12], result.breakEvenAge, { for: 'breakEvenAge' }, (value) => eightDigits(w, value));
    }

    // The search: the claiming month with the largest lifetime total, against the months either side.
    const best = result.bestClaimAge;
    const totals = [best - 1, best, best + 1]
      .filter((month) => month >= EARLIEST_CLAIM_MONTHS && month <= LATEST_CLAIM_MONTHS)
      .map((month) => {
        const total = receivedBy((inputs.pia * percentAt(f, month)) / 100, month, lifeMonths);
        const name = month === best ? 'bestLifetime' : month < best ? 'monthEarlierLifetime' : 'monthLaterLifetime';
        return { month, figure: exact(name, `Claiming at ${formatAge(month)} (${String(month)} months), the total by ${String(inputs.lifeExpectancy)}`, [pia, '*', '(', ...factorTerms(w, f, month), ')', '*', ...monthsPaid(w, life, month)], total, { more: true }) };
      });
    const against = totals.filter((entry) => entry.month !== best).map((entry) => `${entry.figure.show} ${entry.month < best ? 'a month earlier' : 'a month later'}`);
    const bestTotal = totals.find((entry) => entry.month === best)!.figure.show;
    exact(
      'bestClaimAge',
      `The best age to claim, of the 97 months from 62 to 70: the one whose benefits add up to most by ${String(inputs.lifeExpectancy)}, ${formatAge(best)} (${bestTotal}, against ${against.join(' and ')}${best === EARLIEST_CLAIM_MONTHS ? '; the earliest wins a tie' : ''}): full retirement age ${best >= f ? 'plus' : 'less'} the months between`,
      [fullAge, best >= f ? '+' : '-', w.count(Math.abs(best - f))],
      best,
      { for: 'bestClaimAge' },
      w.count,
    );

    // Off the main line: the full age's and 70's benefits, and the lifetime totals at 62 and 70.
    list.give('benefitAtFullAge', `Your monthly benefit at full retirement age (${formatAge(f)}): all of your full benefit`, [pia, '*', w.percent(100)], result.benefitAtFullAge, { more: true });
    const months70 = Math.max(0, lifeMonths - LATEST_CLAIM_MONTHS);
    const benefit70 = list.give('benefitAt70', `Your monthly benefit if you claim at 70: 100 %, ${factorWords(f, LATEST_CLAIM_MONTHS)}`, [pia, '*', '(', ...factorTerms(w, f, LATEST_CLAIM_MONTHS), ')'], result.benefitAt70, {
      shown: (value) => w.money(value, moneyDecimalsFor(months70)),
      more: true,
    });
    const hooks62 = { ...lastRowHooks('lifetimeAt62'), more: true };
    exact('lifetimeAt62', `Claiming at 62, the total by ${lifeWords}${fromRow(hooks62)}`, [benefit62, '*', ...monthsPaid(w, life, EARLIEST_CLAIM_MONTHS)], result.lifetimeAt62, hooks62);
    const hooks70 = { ...lastRowHooks('lifetimeAt70'), more: true };
    exact('lifetimeAt70', `Claiming at 70, the total by ${lifeWords}${fromRow(hooks70)}`, [benefit70, '*', ...monthsPaid(w, life, LATEST_CLAIM_MONTHS)], result.lifetimeAt70, hooks70);

    // The table's first row (claiming at 62, the one column paid at 63), and its last when it stops at 100 before the life expectancy.
    const first = rows?.[0];
    if (first && rows.length > 1) {
      exact('firstRow', `The row for age ${String(first.period)} of the yearly table, claiming at 62: the benefit for each month since 62`, [benefit62, '*', '(', w.count(first.period), '*', 12, '-', EARLIEST_CLAIM_MONTHS, ')'], first.values[0]!, {
        kind: 'row',
        table: 'yearly',
        period: first.period,
        more: true,
      });
    }
    if (lastRow && lastRow.period * 12 !== lifeMonths) {
      exact('lastRow', `The row for age ${String(lastRow.period)} of the yearly table (it stops at 100), claiming at your age`, [pia, '*', share, '*', ...monthsPaid(w, w.count(lastRow.period), c)], lastRow.values[3]!, {
        kind: 'row',
        table: 'yearly',
        period: lastRow.period,
        more: true,
      });
    }
  });
}
