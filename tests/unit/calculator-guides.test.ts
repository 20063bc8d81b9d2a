/**
 * Every calculator's guide (DEPTH.md "Every calculator"), read as files: there is one per calculator, its example is
 * one the calculator accepts, every figure its prose quotes is what the calculator gives, and its FAQs and related
 * links are there and resolve.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '../../src/config/calculators';
import { exampleResults, figureMismatch, guideFigures, readGuide } from '../../src/lib/calculatorGuide';
import { calculatorFor, type CalculatorId } from '../../src/lib/finance';

const GUIDES = new URL('../../src/content/calculatorGuides/', import.meta.url);
const ARTICLES = new URL('../../src/content/blog/', import.meta.url);

interface Guide {
  example: { inputs: Record<string, string> };
  faqs: { question: string; answer: string }[];
  related: { calculators: string[]; articles: string[] };
}

const guide = (id: CalculatorId): Guide => readGuide<Guide>(id).data!;

describe.each(CALCULATORS.map((page) => [page.id, page] as const))('%s guide', (id, page) => {
  it('exists, one file named after the calculator', () => {
    expect(existsSync(new URL(`${id}.mdx`, GUIDES))).toBe(true);
  });

  it('has an example the calculator accepts, and every figure in its prose is what the calculator gives', () => {
    const data = guide(id);
    const example = exampleResults(page, data.example.inputs);
    const tags = guideFigures(id);
    // Two figures at least, or the one a single-result calculator (NPV, IRR, gratuity, currency) always gives.
    const definition = calculatorFor(page.id);
    const resultCount = Object.keys(definition.results).filter((field) => !definition.optionalResults?.includes(field)).length;
    expect(tags.length, 'figures quoted').toBeGreaterThanOrEqual(Math.min(2, resultCount));
    for (const { field, shows, tag } of tags) {
      expect(field, `a figure written as <Figure field="…" shows="…" />: ${tag}`).not.toBe('');
      expect(figureMismatch(example, field, shows)).toBeNull();
    }
  });

  it('answers at least three questions, and relates two calculators and an article that exist', () => {
    const data = guide(id);
    expect(data.faqs.length).toBeGreaterThanOrEqual(3);
    for (const { question, answer } of data.faqs) {
      expect(question).toMatch(/\?$/);
      expect(answer.length).toBeGreaterThan(40);
    }
    const ids = CALCULATORS.map((calculator) => calculator.id as string);
    expect(data.related.calculators.length).toBeGreaterThanOrEqual(2);
    for (const related of data.related.calculators) expect(ids.filter((other) => other !== id)).toContain(related);
    expect(data.related.articles.length).toBeGreaterThanOrEqual(1);
    for (const slug of data.related.articles) expect(existsSync(new URL(`${slug}.mdx`, ARTICLES)), slug).toBe(true);
  });
});
