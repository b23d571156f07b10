const methods = ["get", "post", "put", "patch", "delete"] as const;

// The readable page of the API's description: plain HTML rendered on the server from the same document as
// /api/openapi.json, with no script and nothing loaded from anywhere else.

// The parts of an OpenAPI 3.1 document the page reads.
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Content = Record<string, { schema?: unknown }>;
type Operation = {
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
};
export type ApiDocument = {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Partial<Record<(typeof methods)[number], Operation>>>;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short name for a schema's type: `string`, `integer[]`, `object`, `"a" | "b"`. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return "";
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.type === "array") return `${typeOf(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  if (schema.type) return schema.type;
  const options = schema.anyOf ?? schema.oneOf;
  return options ? options.map(typeOf).join(" | ") : "any";
}

function schemaBlock(label: string, schema: unknown): string {
  if (!schema) return "";
  const json = escape(JSON.stringify(schema, null, 2));
  return `<details><summary>${escape(label)}</summary><pre>${json}</pre></details>`;
}

function parametersTable(parameters: Parameter[]): string {
  if (parameters.length === 0) return "";
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? "yes" : "no"}</td>` +
      `<td><code>${escape(typeOf(p.schema))}</code></td></tr>`,
  );
  return `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function operationSection(method: string, path: string, operation: Operation): string {
  const guarded = (operation.security ?? []).length > 0;
  const bodies = Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) =>
    schemaBlock(`Body (${type})`, media.schema),
  );
  const responses = Object.entries(operation.responses ?? {}).map(([status, answer]) => {
    const media = Object.entries(answer.content ?? {})[0];
    return media
      ? schemaBlock(`${status}: ${media[0]}`, media[1].schema)
      : `<p class="answer">${escape(status)}: ${escape(answer.description ?? "")}</p>`;
  });
  return (
    `<section id="${escape(`${method}-${path}`)}"><h3><span class="method ${method}">${method.toUpperCase()}</span> ` +
    `<code>${escape(path)}</code>${guarded ? ' <span class="badge">signed in</span>' : ""}</h3>` +
    parametersTable(operation.parameters ?? []) +
    bodies.join("") +
    responses.join("") +
    "</section>"
  );
}

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1b1b}
h2{border-bottom:2px solid #ddd;margin-top:2rem;text-transform:capitalize}section{border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:.75rem 0}
h3{font-size:1rem;margin:.25rem 0 .5rem}.method{display:inline-block;min-width:4.5rem;font-weight:700}.get{color:#0b6e3a}.post{color:#0a4f9e}
.put,.patch{color:#8a5300}.delete{color:#a4161a}.badge{font-size:.8rem;background:#eee;border-radius:4px;padding:0 .4rem}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:.85rem}summary{cursor:pointer}.answer{margin:.25rem 0}`;

/** The whole document as one page: an index of the APIs, then each operation by API. */
export function apiDocsPage(document: ApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
    }
  }
  const index = [...byTag.keys()].map((tag) => `<a href="#${escape(tag)}">${escape(tag)}</a>`).join(" · ");
  const sections = [...byTag].map(
    ([tag, operations]) => `<h2 id="${escape(tag)}">${escape(tag)}</h2>${operations.join("")}`,
  );
  const { title, version, description = "" } = document.info;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${style}</style></head><body>` +
    `<h1>${escape(title)} <small>${escape(version)}</small></h1><p>${escape(description)}</p>` +
    `<p>The same description as OpenAPI: <a href="/api/openapi.json">/api/openapi.json</a></p>` +
    `<nav>${index}</nav>${sections.join("")}</body></html>`
  );
}
