declare namespace App {
  interface Locals {
    /** Set by an article page before its body renders: the id of the first h2, where the mid-article ad goes. */
    firstSectionId?: string | undefined;
    /** Set by a calculator page before its guide renders: the worked example's results, which `<Figure>` quotes. */
    calculatorExample?: import('./lib/calculatorGuide').ExampleResults | undefined;
    /** Set by an article page before its body renders: its worked cases' results, which `<CaseFigure>` quotes. */
    articleCases?: Readonly<Record<string, import('./lib/calculatorGuide').ExampleResults>> | undefined;
  }
}
