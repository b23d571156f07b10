// Lists of short texts (paragraphs, areas) are edited as one text box, an item per line.

export const toLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

export const fromLines = (items: readonly string[]): string => items.join("\n");
