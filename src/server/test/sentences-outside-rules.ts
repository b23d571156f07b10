// Finds the sentences written as literals in the server's modules and the web's features: words a person
// reads belong in src/shared/rules, once, where both sides and their tests import them.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** A literal that reads as a sentence: a capital first, three words or more, a full stop, ! or ? last. */
export function isSentence(text: string): boolean {
  return /^[A-Z]/.test(text) && /[.!?]$/.test(text) && text.trim().split(/\s+/).length >= 3;
}

/** The sentence-like string and template literals of one source file (a template's parts joined by …). */
export function sentencesIn(fileName: string, text: string): string[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateExpression(node)) {
      literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("…");
    }
    if (literal !== undefined && isSentence(literal)) found.push(literal);
    if (!ts.isImportDeclaration(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every non-test source file under `dirs` (relative to `root`), with its sentence-like literals. */
export function sentencesUnder(root: string, dirs: string[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const dir of dirs) {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const full = path.join(entry.parentPath, entry.name);
      const sentences = sentencesIn(entry.name, fs.readFileSync(full, "utf8"));
      if (sentences.length) result.set(path.relative(root, full).split(path.sep).join("/"), sentences);
    }
  }
  return result;
}
