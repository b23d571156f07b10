// The tables that src/rules-reach-users.test.ts checks, one module per area of the rules
// (rules-reach-customers.ts, -dashboard.ts, -setup.ts, -operations.ts): for each message, whether an API
// test and a screen test import it, or why one side cannot; and the exports that are not messages.
// Here: how a table says it, and the reasons more than one area gives.

type Side = true | { not: string };
export type Reach = { api: Side; screen: Side };

/** One area's rules modules: each message's reach, and the names that are not messages. */
export type ReachTable = {
  messages: Record<string, Record<string, Reach>>;
  /** Exports of the rules modules that are limits, labels, patterns or helpers: no message of their own. */
  notMessages: Record<string, string[]>;
};

export const both: Reach = { api: true, screen: true };
export const apiOnly = (why: string): Reach => ({ api: true, screen: { not: why } });
export const screenOnly = (why: string): Reach => ({ api: { not: why }, screen: true });

export const noScreenSendsIt = "the dashboard's own controls never send it; only a hand-made request can";
export const onlyPickedTimes = "the opening hours are time pickers: they give a valid time or none";
export const sameSchemaOnScreen =
  "the Settings screen shows it from the same schema the API checks with; no browser test enters it";
