"""DATED.md's loan events, written from its words alone, in integer cents (the expected values of tests/e2e/loan-events.spec.ts; run with python3).

P: the level payment rounded to the cent (halves up); interest each month: balance x rate / 1200 rounded to the cent
(halves up); payment = min(P, balance + interest); month E pays balance + interest; extra = min(extraMonthly +
prepayments of the month, balance left after the principal). At the start of month m: 1. a rate change (payment:
new P over E-m+1 months; tenure: new E at P); 2. last month's prepayment (same, by prepaymentEffect); 3. E past n+120
or never: E = n+120 and P = pmt over E-m+1. Steps 1 and 2 only while E-m+1 >= 1.
"""
from decimal import Decimal, getcontext, ROUND_HALF_UP
from fractions import Fraction

getcontext().prec = 60


def half_up(x: Fraction) -> int:
    """A non-negative amount of cents (a Fraction) to whole cents, halves up."""
    n, d = x.numerator, x.denominator
    return (2 * n + d) // (2 * d)


def pmt_cents(balance_cents: int, annual: str, months: int) -> int:
    r = Decimal(annual) / Decimal(1200)
    b = Decimal(balance_cents)
    if r == 0:
        p = b / months
    else:
        p = b * r / (1 - (1 + r) ** (-months))
    return int(p.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def interest_cents(balance_cents: int, annual: str) -> int:
    return half_up(Fraction(balance_cents) * Fraction(annual) / 1200)


def clears_in(balance: int, annual: str, P: int, start: int) -> float:
    """The month in which paying P from `start`, nothing else, clears the balance (inf: never)."""
    owed = balance
    month = start
    while True:
        i = interest_cents(owed, annual)
        if P >= owed + i:
            return month
        if P <= i:
            return float('inf')
        owed -= P - i
        month += 1
        if month > start + 100000:
            return float('inf')


def schedule(principal, annual, n, prepayments=(), yearly=0, rate_changes=(), prepayment_effect='tenure',
             rate_change_effect='payment', extra_monthly=0, with_prepayments=True):
    """principal etc. in dollars (str or int); prepayments [(month, dollars)], rate_changes [(month, 'rate')]."""
    cents = lambda x: int((Decimal(str(x)) * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    pre = {}
    if with_prepayments:
        for m, a in prepayments:
            pre[m] = pre.get(m, 0) + cents(a)
        if yearly:
            for m in range(12, n + 1, 12):
                pre[m] = pre.get(m, 0) + cents(yearly)
    extra_each = cents(extra_monthly) if with_prepayments else 0
    changes = dict(rate_changes)
    rate = str(annual)
    balance = cents(principal)
    P = pmt_cents(balance, rate, n)
    E = n
    rows = []
    raised = []
    m = 0
    while balance > 0:
        m += 1
        events = []
        if m in changes and E - m + 1 >= 1:
            rate = changes[m]
            events.append('rate ' + rate + ' %')
            if rate_change_effect == 'payment':
                P = pmt_cents(balance, rate, E - m + 1)
            else:
                E = clears_in(balance, rate, P, m)
        if pre.get(m - 1, 0) > 0 and E - m + 1 >= 1:
            if prepayment_effect == 'payment':
                P = pmt_cents(balance, rate, E - m + 1)
            else:
                E = clears_in(balance, rate, P, m)
        if E > n + 120:
            E = n + 120
            P = pmt_cents(balance, rate, E - m + 1)
            raised.append((m, P))
        i = interest_cents(balance, rate)
        pay = balance + i if m == E else min(P, balance + i)
        principal_paid = pay - i
        balance -= principal_paid
        extra = min(extra_each + pre.get(m, 0), balance)
        balance -= extra
        if pre.get(m, 0) > 0:
            events.append('prepayment')
        rows.append(dict(month=m, payment=pay, interest=i, principal=principal_paid, extra=extra, balance=balance, event=', '.join(events)))
    return dict(rows=rows, P=P, raised=raised, interest=sum(r['interest'] for r in rows))


def results(*args, **kw):
    plan = schedule(*args, **kw)
    out = dict(payoffMonths=len(plan['rows']), totalInterestPlan=plan['interest'] / 100, finalPayment=plan['P'] / 100)
    kw2 = dict(kw, with_prepayments=False)
    pays_ahead = bool(kw.get('prepayments')) or bool(kw.get('yearly')) or bool(kw.get('extra_monthly'))
    if pays_ahead:
        base = schedule(*args, **kw2)
        out['interestSaved'] = (base['interest'] - plan['interest']) / 100
        out['monthsSaved'] = len(base['rows']) - len(plan['rows'])
    return out, plan


def show(name, *args, months=(), **kw):
    out, plan = results(*args, **kw)
    print('==', name)
    print('  ', out, 'raised:', [(m, p / 100) for m, p in plan['raised']])
    for r in plan['rows']:
        if r['event'] or r['month'] in months:
            print('   month %d [%s] payment %.2f interest %.2f principal %.2f extra %.2f balance %.2f' % (
                r['month'], r['event'], r['payment'] / 100, r['interest'] / 100, r['principal'] / 100, r['extra'] / 100, r['balance'] / 100))
    print('   events on months', [r['month'] for r in plan['rows'] if r['event']], 'last', plan['rows'][-1]['month'])
    return out, plan
