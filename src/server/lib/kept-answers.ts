// Answers that cost a reading of many rows, kept in the app while the versions of the days they read stay
// the same (docs/decisions/069 and 070): a report's figures, the schedule board's week.

/** Answers kept by key, each with the versions it was worked out at, the one asked for longest ago first. */
export type KeptAnswers<T> = Map<string, { versions: string; answer: Promise<T> }>;

/**
 * The answer kept under `key` while its versions are still `versions`; otherwise `work`'s, kept from the
 * moment it starts, so requests asking at once share one reading rather than each holding its rows in
 * memory. At most `size` answers stay; one that failed is let go, so the next request tries again.
 */
export function keptAnswer<T>(
  kept: KeptAnswers<T>,
  size: number,
  key: string,
  versions: string,
  work: () => Promise<T>,
): Promise<T> {
  const known = kept.get(key);
  if (known?.versions === versions) {
    // Asked for again: last in the map, so the answers let go first are those asked for longest ago.
    kept.delete(key);
    kept.set(key, known);
    return known.answer;
  }
  const answer = work();
  kept.delete(key);
  kept.set(key, { versions, answer });
  for (const oldest of kept.keys()) {
    if (kept.size <= size) break;
    kept.delete(oldest);
  }
  answer.catch(() => kept.get(key)?.answer === answer && kept.delete(key));
  return answer;
}
