declare namespace App {
  interface Locals {
    /** Set by an article page before its body renders: the id of the first h2, where the mid-article ad goes. */
    firstSectionId?: string | undefined;
  }
}
