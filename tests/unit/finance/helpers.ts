/** Small assertions shared by the calculator tests. */
import { expect } from 'vitest';
import type { FieldRejection, Outcome, ToastRejection } from '../../../src/lib/finance';
import { messages } from '../../../src/lib/finance/messages';

/** The result of an outcome that must have succeeded (fails the test with the errors otherwise). */
export function resultOf<R>(outcome: Outcome<R>): R {
  if (!outcome.ok) expect.fail(`expected a result, got ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

/** The rejection of an outcome that must have failed. */
export function rejectionOf<R>(outcome: Outcome<R>): { errors: FieldRejection[]; toast?: ToastRejection } {
  if (outcome.ok) expect.fail(`expected a rejection, got ${JSON.stringify(outcome.result)}`);
  return outcome;
}

/** Asserts the outcome is rejected with a non-empty message on exactly these fields, and returns the messages. */
export function expectRejected<R>(outcome: Outcome<R>, ...fields: string[]): string[] {
  const { errors } = rejectionOf(outcome);
  expect(errors.map((error) => error.field)).toEqual(fields);
  for (const error of errors) expect(error.message.trim()).not.toBe('');
  return errors.map((error) => error.message);
}

/**
 * Whether an outcome is an answer a page can print: true for a result; false for the one rejection such inputs may
 * meet, an answer beyond RESULT_LIMIT (the test then has nothing to compare; the page may add a slip of units it
 * suspects on another field); any other rejection fails the test.
 */
export function isPrintable<R>(outcome: Outcome<R>): outcome is Extract<Outcome<R>, { ok: true }> {
  if (outcome.ok) return true;
  expect(outcome.errors.map((error) => error.message)).toContain(messages.tooLarge);
  return false;
}
