// A status the screen does not know (one a later version of the server might add) is shown by its name
// in grey, never blank. The server answers only the statuses it has, so only the rendered badge shows it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StatusBadge } from "./status-badge";

const badge = (status: string) => renderToStaticMarkup(createElement(StatusBadge, { status }));

describe("StatusBadge", () => {
  it("shows an unknown status by its name, in grey", () => {
    const html = badge("rescheduled");
    expect(html).toContain(">Rescheduled<");
    expect(html).toContain("bg-slate-600");
  });

  it("gives the known statuses their own colours", () => {
    expect(badge("pending")).toContain("bg-yellow-300");
    expect(badge("confirmed")).toContain("bg-blue-700");
    expect(badge("completed")).toContain("bg-green-700");
    expect(badge("cancelled")).toContain("bg-red-700");
  });
});
