/**
 * Each calculator's formula is its own chunk, so a page downloads only its own. In a build the page names that chunk
 * (integrations/preload-calculator.ts emits one entry chunk per formula and preloads it in the page's head, marked
 * `data-formula`), so the island carries no map of every calculator's chunk: a page pays nothing for the others.
 * The dev server has no such link; there the formulas come from a glob of the folder.
 */
import type { AnyCalculatorDefinition, CalculatorId } from '@/lib/finance/types';

type CalculatorModule = Readonly<Partial<Record<CalculatorId, AnyCalculatorDefinition>>>;

// Replaced by `false` in a build, where the whole glob (and every chunk it would name) drops out.
const devModules = import.meta.env.DEV ? import.meta.glob<CalculatorModule>('./*.ts', { base: '../../lib/finance/calculators' }) : undefined;
const loading = new Map<CalculatorId, Promise<AnyCalculatorDefinition>>();

/** The module that holds a calculator's formula: from the page's preload link, or in development from the glob. */
function formulaModule(id: CalculatorId): Promise<CalculatorModule> {
  if (devModules) {
    const load = devModules[`./${id}.ts`];
    return load ? load() : Promise.reject(new Error(`No calculator module for "${id}"`));
  }
  const url = document.querySelector<HTMLLinkElement>('link[data-formula]')?.href;
  return url ? (import(/* @vite-ignore */ url) as Promise<CalculatorModule>) : Promise.reject(new Error(`No formula chunk for ${id}`));
}

/** The calculator with this id, from its own chunk (fetched once; a failed fetch is tried again on the next call). */
export function loadCalculator(id: CalculatorId): Promise<AnyCalculatorDefinition> {
  let definition = loading.get(id);
  if (!definition) {
    definition = formulaModule(id).then((module) => {
      // The formula's chunk holds what only it imports too, and names its exports as it likes: find the definition.
      const found = Object.values(module).find((value) => value?.id === id);
      if (!found) throw new Error(`No ${id} in its formula chunk`);
      // A formula whose data is fetched apart from its code is ready once that has arrived.
      return found.ready ? found.ready().then(() => found) : found;
    });
    definition.catch(() => loading.delete(id));
    loading.set(id, definition);
  }
  return definition;
}
