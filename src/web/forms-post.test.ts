// A password or a person's details never travel in a URL (decision 011). A form without `method`
// sends a GET when it is submitted before the page's script has taken over, or without script, so every
// form of the web app posts; the few that may use GET are listed here with the reason.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const webRoot = import.meta.dirname;

const getForms: Record<string, string> = {
  "features/booking-status/components/booking-status-form.tsx":
    "a booking ID is not secret, and the status page's address is meant to be shared",
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

/** The opening tag of each <form> in a JSX file (a `>` inside `{...}` does not end the tag). */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<form[\s>]/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === "{") depth++;
      else if (char === "}") depth--;
      else if (char === ">" && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

const forms = sourceFiles(webRoot).flatMap((file) => {
  const name = path.relative(webRoot, file).split(path.sep).join("/");
  return formTags(fs.readFileSync(file, "utf8")).map((tag) => ({ name, tag }));
});

describe("forms of the web app", () => {
  it("finds the forms it checks", () => {
    const names = forms.map((form) => form.name);
    for (const known of [
      "features/auth/components/login-form.tsx",
      "features/contact/components/contact-form.tsx",
      "features/profile/components/profile-form.tsx",
      "features/profile/components/password-settings.tsx",
      "features/booking/components/booking-form.tsx",
    ])
      expect(names).toContain(known);
  });

  it.each(forms.filter((form) => !(form.name in getForms)))("$name posts", ({ tag }) => {
    expect(tag).toMatch(/\smethod="post"[\s>]/);
  });

  it.each(Object.keys(getForms))("%s is a GET form on purpose", (name) => {
    const form = forms.find((candidate) => candidate.name === name);
    expect(form?.tag).toMatch(/\smethod="get"[\s>]/);
  });
});
