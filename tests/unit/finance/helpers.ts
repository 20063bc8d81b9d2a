/** Small assertions shared by the calculator tests. */
import { expect } from 'vitest';
import type { FieldRejection, Outcome, ToastRejection } from '../../../src/lib/finance';

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
