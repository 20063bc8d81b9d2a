/**
 * A calculator is its own four files, named by its id (scripts/calculator-registry.mjs): `npm run check` stops with a
 * message naming the file to add or rename when one is missing, or when two files claim one id or one path.
 */
import { describe, expect, it } from 'vitest';
import { registryProblems } from '../../scripts/calculator-registry.mjs';

type Files = Map<string, { path: string; text: string }>;
type Parts = { definition: Files; working: Files; page: Files; guide: Files };
const check = registryProblems as (parts?: Parts) => { ids: string[]; problems: string[] };

const definition = (id: string, said = id) => ({ path: `src/lib/finance/calculators/${id}.ts`, text: `export const ${id} = defineCalculator({\n  id: '${said}',\n});` });
const page = (id: string, path = `/${id}-calculator`, said = id) => ({
  path: `src/config/calculators/${id}.ts`,
  text: `export const ${id} = defineCalculatorPage({\n  id: '${said}',\n  rank: 10,\n  path: '${path}',\n});`,
});
const plain = (dir: string, ext: string) => (id: string) => ({ path: `${dir}/${id}${ext}`, text: '' });
const working = plain('src/lib/finance/steps', '.ts');
const guide = plain('src/content/calculatorGuides', '.mdx');

function parts(ids: string[], change: (parts: Parts) => void = () => undefined): Parts {
  const all: Parts = {
    definition: new Map(ids.map((id) => [id, definition(id)])),
    working: new Map(ids.map((id) => [id, working(id)])),
    page: new Map(ids.map((id) => [id, page(id)])),
    guide: new Map(ids.map((id) => [id, guide(id)])),
  };
  change(all);
  return all;
}

describe('the calculators found from their files', () => {
  it('finds every calculator in this tree whole, with nothing to fix', () => {
    const { ids, problems } = check();
    expect(problems).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['loan', 'tip', 'safeWithdrawal']));
  });

  it('names the missing file and the one to copy when a calculator lacks its guide', () => {
    const { ids, problems } = check(parts(['tip', 'tipSplit'], (all) => all.guide.delete('tipSplit')));
    expect(ids).toEqual(['tip']);
    expect(problems).toEqual([
      'The calculator "tipSplit" has src/lib/finance/calculators/tipSplit.ts and src/lib/finance/steps/tipSplit.ts and src/config/calculators/tipSplit.ts but no guide: add src/content/calculatorGuides/tipSplit.mdx (copy src/content/calculatorGuides/tip.mdx).',
    ]);
  });

  it('says which two files claim one id', () => {
    const { problems } = check(parts(['tip', 'tipSplit'], (all) => all.definition.set('tipSplit', definition('tipSplit', 'tip'))));
    expect(problems).toEqual([
      "src/lib/finance/calculators/tipSplit.ts and src/lib/finance/calculators/tip.ts both say id: 'tip': each calculator is its own files, with one id, its files' name.",
      "src/lib/finance/calculators/tipSplit.ts says id: 'tip', but its file is named \"tipSplit\": a calculator's id is its files' name, so rename one.",
    ]);
  });

  it('says which two pages share a path', () => {
    const { problems } = check(parts(['tip', 'tipSplit'], (all) => all.page.set('tipSplit', page('tipSplit', '/tip-calculator'))));
    expect(problems).toEqual(['src/config/calculators/tipSplit.ts and src/config/calculators/tip.ts are both at /tip-calculator: a page needs its own path.']);
  });

  it('asks for the export the registry imports, named by the id', () => {
    const { problems } = check(parts(['tip'], (all) => all.page.set('tip', { ...page('tip'), text: page('tip').text.replace('export const tip', 'export const tipPage') })));
    expect(problems).toEqual(['src/config/calculators/tip.ts must export its page copy as `export const tip`.']);
  });
});
