// SECURITY.md's table of promises: the promise and the tests that prove it are written by hand; the
// "Last result" of a row whose tests record figures is written from docs/figures/*.json, which those tests
// write when they run (src/server/test/figures.ts). Other rows keep their result as written.
import fs from "node:fs";
import path from "node:path";
import { formatMarkdownTable, parseTable } from "./markdown-table.ts";

type Database = "sqlite" | "postgres";
export type FigureRecord = { name: string; database: Database; recordedAt: string } & Record<string, unknown>;
/** Records by name, then by database. */
export type Figures = Map<string, Partial<Record<Database, FigureRecord>>>;

const databaseNames: Record<Database, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

export function readFigures(dir: string): Figures {
  const figures: Figures = new Map();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
  for (const name of files.sort()) {
    const record = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as FigureRecord;
    if (typeof record.name !== "string" || (record.database !== "sqlite" && record.database !== "postgres"))
      throw new Error(`${name}: a figures file names its test and its database`);
    figures.set(record.name, { ...figures.get(record.name), [record.database]: record });
  }
  return figures;
}

const num = (value: unknown): number | null => (typeof value === "number" ? value : null);
const count = (n: number) => n.toLocaleString("en");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const ms = (n: number) => `${count(n)} ms`;

/** `5 ms` or `5–39 ms` over the databases that recorded it. */
function range(values: (number | null)[], format: (n: number) => string): string | null {
  const known = values.filter((v): v is number => v !== null);
  if (!known.length) return null;
  const [low, high] = [format(Math.min(...known)), format(Math.max(...known))];
  return low === high ? low : `${low.replace(/ .*/, "")}–${high}`;
}

/** `1,170 … on each database`, or `48 (SQLite) and 45 (PostgreSQL) …` when they differ. */
function perDatabase(
  records: Partial<Record<Database, FigureRecord>>,
  key: string,
  what: string,
): string | null {
  const entries = (["sqlite", "postgres"] as const).flatMap((db) => {
    const value = num(records[db]?.[key]);
    return value === null ? [] : [[db, value] as const];
  });
  if (!entries.length) return null;
  if (entries.length === 1) return `${count(entries[0]![1])} ${what} on ${databaseNames[entries[0]![0]]}`;
  if (entries.every(([, value]) => value === entries[0]![1]))
    return `${count(entries[0]![1])} ${what} on each database`;
  return `${entries.map(([db, value]) => `${count(value)} (${databaseNames[db]})`).join(" and ")} ${what}`;
}

function total(records: Partial<Record<Database, FigureRecord>>, key: string): number {
  return Object.values(records).reduce((sum, record) => sum + (num(record?.[key]) ?? 0), 0);
}

type Result = { proves: (provedBy: string) => boolean; uses: string[]; write: (f: Figures) => string | null };

/** Each row with recorded figures: which row it is (by its "Proved by" cell) and what its result says. */
const results: Result[] = [
  {
    proves: (by) => by.includes("app.random-input.test.ts"),
    uses: ["hostile-input"],
    write: (f) => {
      const r = f.get("hostile-input") ?? {};
      const tried = perDatabase(r, "inputsTried", "inputs tried");
      return tried && `${tried}, ${count(total(r, "serverErrors"))} answered 5xx`;
    },
  },
  {
    proves: (by) => by.includes("app.control-characters.test.ts"),
    uses: ["control-characters"],
    write: (f) => {
      const r = f.get("control-characters") ?? {};
      const refused = perDatabase(r, "refused", "spoiled requests refused");
      return refused && `${refused}, ${count(total(r, "serverErrors"))} answered 5xx`;
    },
  },
  {
    proves: (by) => by.includes("crash-safety.test.ts"),
    uses: ["crash-safety"],
    write: (f) => {
      const r = f.get("crash-safety") ?? {};
      const acknowledged = perDatabase(r, "acknowledged", "bookings acknowledged before the kill");
      return acknowledged && `${acknowledged}, ${count(total(r, "lost"))} lost`;
    },
  },
  {
    proves: (by) => by.includes("durability.test.ts"),
    uses: ["durability"],
    write: (f) => {
      const sqlite = f.get("durability")?.sqlite;
      const synced = num(sqlite?.syncedBefore201);
      const warning = f.get("durability")?.postgres?.warningSeen === true ? "; warning seen" : "";
      return synced === null
        ? null
        : `${synced} of ${num(sqlite?.bookings)} synced before their 201${warning}`;
    },
  },
  {
    proves: (by) => by.includes("backup-under-load.test.ts"),
    uses: ["backup-under-load"],
    write: (f) => {
      const took = num(f.get("backup-under-load")?.sqlite?.tookMs);
      // The old way is the backup before it took one snapshot, measured when it was replaced.
      return took === null ? null : `${seconds(took)} on SQLite (the old way: > 30 s)`;
    },
  },
  {
    proves: (by) => by.includes("slow-clients.test.ts"),
    uses: ["slow-clients-load", "slow-clients-timeouts"],
    write: (f) => {
      const load = Object.values(f.get("slow-clients-load") ?? {});
      const timeouts = Object.values(f.get("slow-clients-timeouts") ?? {});
      const answered = (p: string) =>
        range(
          load.map((r) => num((r?.answeredMs as Record<string, unknown> | undefined)?.[p])),
          ms,
        );
      const stalled = range(
        timeouts.map((r) => num(r?.stalledBodyMs)),
        seconds,
      );
      const idle = num(timeouts[0]?.idleMs);
      if (!answered("/") || !answered("/api/health") || !stalled || idle === null) return null;
      return (
        `\`/\` answered in ${answered("/")} and \`/api/health\` in ${answered("/api/health")} meanwhile; ` +
        `a stalled body was closed after ${stalled} (idle timeout ${seconds(idle)})`
      );
    },
  },
  {
    proves: (by) => by.includes("upload-memory.test.ts"),
    uses: ["upload-memory"],
    write: (f) => {
      const r = f.get("upload-memory")?.sqlite;
      const [before, peak] = [num(r?.beforeMb), num(r?.peakMb)];
      if (before === null || peak === null) return null;
      // The uncapped figure was measured once, with the cap taken out by hand; the test does not record it.
      return `the burst lifted peak memory ${peak - before} MB (${before} to ${peak} MB); 169 MB with no cap and four at a time`;
    },
  },
];

/** The header's last column: the day of the latest recording, and the databases recorded. */
function resultHeader(figures: Figures): string | null {
  const records = [...figures.values()].flatMap((byDb) => Object.values(byDb));
  if (!records.length) return null;
  const day = records
    .map((r) => r!.recordedAt.slice(0, 10))
    .sort()
    .at(-1);
  const databases = (["sqlite", "postgres"] as const).filter((db) => records.some((r) => r!.database === db));
  return `Last result (${day}, ${databases.map((db) => databaseNames[db]).join(" and ")})`;
}

/** The table with every recorded result written; throws when a row it should write is missing. */
export function securityTable(current: string, figures: Figures): string {
  const table = parseTable(current);
  const last = table.header.length - 1;
  const provedBy = last - 1;
  for (const result of results) {
    const rows = table.rows.filter((row) => result.proves(row[provedBy]!));
    if (rows.length !== 1) throw new Error(`${rows.length} rows are proved by ${result.uses.join(", ")}`);
    const written = result.write(figures);
    if (written !== null) rows[0]![last] = written;
  }
  table.header[last] = resultHeader(figures) ?? table.header[last]!;
  return formatMarkdownTable(table);
}

/** Names of the recordings each generated result is written from (for the script's report). */
export const recordedNames = results.flatMap((result) => result.uses);
