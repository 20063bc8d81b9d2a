/**
 * Where the loan events' engine (loanEvents.ts) comes from. Wherever the site's code runs in Node (pages, tests) it is
 * here at once; in the browser's build integrations/loan-events-chunk.ts puts in this module's place one that fetches
 * it when a reader first enters an event, so the loan pages carry none of it before an answer.
 */
import * as engine from './loanEvents';

export type EventsEngine = typeof engine;

/** The engine, once it has arrived (in Node, always). */
export const loadedEngine = (): EventsEngine | undefined => engine;
/** What fetches the engine in the browser (a failed fetch is tried again on the next call); nothing to fetch here. */
export const loadEngine: (() => Promise<void>) | undefined = undefined;
