// A generated region of a Markdown file sits between `<!-- figures:<name> -->` and
// `<!-- /figures:<name> -->`, each on a line of its own; everything outside is written by hand.

function markers(name: string): [string, string] {
  return [`<!-- figures:${name} -->`, `<!-- /figures:${name} -->`];
}

/** The text between a region's markers (without the blank lines that pad it), or null when it has none. */
export function readRegion(document: string, name: string): string | null {
  const [open, close] = markers(name);
  const start = document.indexOf(open);
  const end = document.indexOf(close);
  if (start === -1 || end === -1 || end < start) return null;
  return document.slice(start + open.length, end).trim();
}

/** The document with the region's content replaced; throws when the markers are missing. */
export function writeRegion(document: string, name: string, content: string): string {
  const [open, close] = markers(name);
  const start = document.indexOf(open);
  const end = document.indexOf(close);
  if (start === -1 || end === -1 || end < start) throw new Error(`no region ${open} … ${close}`);
  return `${document.slice(0, start)}${open}\n\n${content.trim()}\n\n${document.slice(end)}`;
}
