// The availability is one setting of the whole settings site, and the tests that change it run in
// parallel workers (and in both projects). Each reads it, changes its part and puts it back, so two of
// them at once would undo each other's change halfway through. This lock lets one change it at a time.
import fs from "node:fs";
import path from "node:path";

const lock = path.resolve(import.meta.dirname, "../test-results/availability.lock");
const longestWaitMs = 40_000;
const pollMs = 100;

/** Runs `use` while no other test of this run holds the settings site's availability. */
export async function whileAvailabilityIsOurs<T>(use: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + longestWaitMs;
  // mkdir either makes the folder or fails because it exists: one worker wins, whatever the timing.
  while (!tryMake(lock)) {
    if (Date.now() > deadline) throw new Error(`The availability lock was held over ${longestWaitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  try {
    return await use();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function tryMake(folder: string): boolean {
  try {
    fs.mkdirSync(folder);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
