/** One step of a breadcrumb trail: Home › Loans and home › Mortgage Calculator. */
export interface Crumb {
  readonly name: string;
  readonly href: `/${string}`;
}
