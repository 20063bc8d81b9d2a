/** How many times amounts change sign, zeros skipped: -100, 230, -132 changes twice (IRR's and XIRR's note). */
export function signChanges(flows: readonly number[]): number {
  const signs = flows.filter((flow) => flow !== 0).map(Math.sign);
  return signs.filter((sign, index) => index > 0 && sign !== signs[index - 1]).length;
}
