import type { FieldCopy } from './types';

/**
 * The property tax field and the select beside it that says how it is given, as the mortgage and home affordability
 * pages both ask for them; `group` is the `<details>` they sit in.
 */
export const propertyTaxFields = (group: string) =>
  ({
    propertyTax: { label: 'Property tax (a year)', hint: 'Optional: for example 1.1 (% of the price) or 4,800 (dollars)', group },
    propertyTaxUnit: { label: 'Property tax is given as', options: { percent: '% of the home price', dollars: 'dollars a year' }, group },
  }) as const satisfies Readonly<Record<string, FieldCopy>>;
