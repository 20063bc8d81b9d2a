/**
 * WORKING.md's expression grammar, evaluated by the tests themselves (unit and browser), never by the code under test.
 */

/** WORKING.md's grammar: numbers (a number followed by % is that number ÷ 100), + - * / ^, brackets, unary minus, min, max, round(x, d), floor, ceil. */
export function evaluate(expression: string): number {
  const tokens = expression.match(/\d+(?:\.\d+)?%?|\.\d+%?|[a-z]+|[-+*/^(),]/g) ?? [];
  if (tokens.join('') !== expression.replace(/\s+/g, '')) throw new Error(`Not in the grammar: ${expression}`);
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected)) throw new Error(`Expected ${expected ?? 'more'} in ${expression}`);
    return token;
  };
  function sum(): number {
    let value = product();
    while (peek() === '+' || peek() === '-') value = take() === '+' ? value + product() : value - product();
    return value;
  }
  function product(): number {
    let value = unary();
    while (peek() === '*' || peek() === '/') value = take() === '*' ? value * unary() : value / unary();
    return value;
  }
  function unary(): number {
    if (peek() === '-') {
      take();
      return -unary();
    }
    return power();
  }
  function power(): number {
    const base = atom();
    if (peek() !== '^') return base;
    take();
    return base ** unary();
  }
  function atom(): number {
    const token = take();
    if (token === '(') {
      const value = sum();
      take(')');
      return value;
    }
    if (/^[\d.]/.test(token)) return token.endsWith('%') ? Number(token.slice(0, -1)) / 100 : Number(token);
    take('(');
    const args = [sum()];
    while (peek() === ',') {
      take();
      args.push(sum());
    }
    take(')');
    switch (token) {
      case 'min':
        return Math.min(...args);
      case 'max':
        return Math.max(...args);
      case 'floor':
        return Math.floor(args[0]!);
      case 'ceil':
        return Math.ceil(args[0]!);
      case 'round': {
        const scale = 10 ** (args[1] ?? 0);
        const x = args[0]! * scale;
        return (Math.sign(x) * Math.round(Math.abs(x) + 1e-9)) / scale;
      }
      default:
        throw new Error(`Unknown function ${token} in ${expression}`);
    }
  }
  const value = sum();
  if (at !== tokens.length) throw new Error(`Left over in ${expression}: ${tokens.slice(at).join(' ')}`);
  return value;
}

/** The sum of the absolute values of an expression's top-level terms (for a solved step's tolerance). */
export function termsMagnitude(expression: string): number {
  let depth = 0;
  let start = 0;
  const terms: string[] = [];
  for (let index = 0; index < expression.length; index += 1) {
    const char = expression[index]!;
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && (char === '+' || char === '-') && index > 0 && !/[-+*/^(,]\s*$/.test(expression.slice(0, index))) {
      terms.push(expression.slice(start, index));
      start = index;
    }
  }
  terms.push(expression.slice(start));
  return terms.reduce((total, term) => total + Math.abs(evaluate(term.replace(/^\s*\+/, ''))), 0);
}

