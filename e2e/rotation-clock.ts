// Time for the rotating pictures and testimonials, which stand still while out of view
// (src/web/lib/use-rotation.ts): the tests install the page's clock and move it themselves.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Lets the page finish what a turn set off: React renders a state change in slices, each posted as a
 * message (the page's clock holds back timers, not messages), so a few messages posted one after another
 * each run behind one of its slices.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let hop = 0; hop < 8; hop += 1) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Moves the page's clock, then lets the page render what the time it moved set off. */
export async function runClock(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}

/** An installed clock still flows with real time: from here on it moves only when the test moves it. */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await settle(page);
}

/**
 * How far the held clock must move, 100 ms at a time, until `shown` changes: the time to a region's
 * next turn. A region just brought into view starts its timer once the browser reports it in view, in
 * real time, so the steps go on (up to 15 s of real time) until it has.
 */
export async function msUntilTurn(page: Page, shown: () => Promise<string | null>): Promise<number> {
  const before = await shown();
  let moved = 0;
  await expect(async () => {
    await runClock(page, 100);
    moved += 100;
    expect(await shown()).not.toBe(before);
  }).toPass({ intervals: [0], timeout: 15_000 });
  return moved;
}
