/**
 * Each calculator's formula is its own chunk, so a page downloads only its own (and the build preloads that
 * chunk in the page's head, see integrations/preload-calculator.ts, so this adds no round trip).
 */
import type { AnyCalculatorDefinition, CalculatorId } from '@/lib/finance/types';

type CalculatorModule = Readonly<Partial<Record<CalculatorId, AnyCalculatorDefinition>>>;

const modules = import.meta.glob<CalculatorModule>('../../lib/finance/calculators/*.ts');
const loading = new Map<CalculatorId, Promise<AnyCalculatorDefinition>>();

/** The calculator with this id, from its own chunk (fetched once). Each file is named after its calculator. */
export function loadCalculator(id: CalculatorId): Promise<AnyCalculatorDefinition> {
  let definition = loading.get(id);
  if (!definition) {
    const load = modules[`../../lib/finance/calculators/${id}.ts`];
    if (!load) throw new Error(`No calculator module for "${id}"`);
    definition = load().then((module) => {
      const found = module[id];
      if (!found) throw new Error(`The module for "${id}" does not export it`);
      return found;
    });
    loading.set(id, definition);
  }
  return definition;
}
