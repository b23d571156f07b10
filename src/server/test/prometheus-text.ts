// Reads Prometheus's text format in tests: the value of one sample, found by name and labels.

/** The labels of a sample line, `{a="1",b="2"}` as { a: "1", b: "2" }. */
function labelsOf(text: string | undefined): Record<string, string> {
  return Object.fromEntries(
    [...(text ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
}

/** The value of the sample `name` whose labels include `labels`, or undefined when there is none. */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = labelsOf(match[2]);
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}
