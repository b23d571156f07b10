// A Markdown table read into cells and written back as Prettier lays it out (each column padded to its
// widest cell), so a generated table passes `prettier --check` unchanged.

export type Table = { header: string[]; rows: string[][] };

function cellsOf(line: string): string[] {
  const inner = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  // A pipe inside a cell is written `\|`; only bare pipes separate cells.
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

export function parseTable(text: string): Table {
  const lines = text
    .trim()
    .split("\n")
    .filter((line) => line.trim());
  const [header, rule, ...rows] = lines;
  if (!header || !rule || !/^\|?[\s|:-]+\|?$/.test(rule.trim())) throw new Error("not a Markdown table");
  const table = { header: cellsOf(header), rows: rows.map(cellsOf) };
  const width = table.header.length;
  const uneven = table.rows.find((row) => row.length !== width);
  if (uneven) throw new Error(`a row has ${uneven.length} cells, the header ${width}: ${uneven.join(" | ")}`);
  return table;
}

export function formatMarkdownTable({ header, rows }: Table): string {
  const widths = header.map((cell, i) => Math.max(3, cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
