// Answers kept while their versions hold: worked out once for requests that ask at the same moment,
// worked out again when the versions move, let go when they failed, and the one asked for longest ago let
// go first when the room is full.
import { describe, expect, it } from "vitest";
import { keptAnswer, type KeptAnswers } from "./kept-answers.ts";

/** Work that counts how often it ran and answers its key with the run's number. */
function counting() {
  const runs = new Map<string, number>();
  return {
    runs,
    work: (key: string) => async () => {
      const run = (runs.get(key) ?? 0) + 1;
      runs.set(key, run);
      return `${key}#${run}`;
    },
  };
}

describe("keptAnswer", () => {
  it("shares one working out between requests at the same moment, and works out again when the versions move", async () => {
    const kept: KeptAnswers<string> = new Map();
    const { runs, work } = counting();
    const together = await Promise.all(
      Array.from({ length: 5 }, () => keptAnswer(kept, 2, "week", "1/1", work("week"))),
    );
    expect(together).toEqual(Array(5).fill("week#1"));
    expect(await keptAnswer(kept, 2, "week", "1/2", work("week"))).toBe("week#2");
    expect(await keptAnswer(kept, 2, "week", "1/2", work("week"))).toBe("week#2");
    expect(runs.get("week")).toBe(2);
  });

  it("lets go of the answer asked for longest ago, not the one worked out first", async () => {
    const kept: KeptAnswers<string> = new Map();
    const { runs, work } = counting();
    await keptAnswer(kept, 2, "a", "v", work("a"));
    await keptAnswer(kept, 2, "b", "v", work("b"));
    await keptAnswer(kept, 2, "a", "v", work("a"));
    await keptAnswer(kept, 2, "c", "v", work("c"));
    expect([...kept.keys()]).toEqual(["a", "c"]);
    expect(await keptAnswer(kept, 2, "a", "v", work("a"))).toBe("a#1");
    expect(await keptAnswer(kept, 2, "b", "v", work("b"))).toBe("b#2");
    expect(runs.get("a")).toBe(1);
  });

  it("keeps no failed answer: the next request works it out again", async () => {
    const kept: KeptAnswers<string> = new Map();
    await expect(
      keptAnswer(kept, 2, "week", "v", () => Promise.reject(new Error("database went away"))),
    ).rejects.toThrow("database went away");
    await Promise.resolve();
    expect(kept.has("week")).toBe(false);
    expect(await keptAnswer(kept, 2, "week", "v", async () => "worked")).toBe("worked");
  });
});
