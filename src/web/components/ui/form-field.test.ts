import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";

// What a screen reader is told about a field: its name from the label, its hint, and why it is refused.

function render(props: { error?: string; description?: string; alert?: boolean }) {
  const html = renderToStaticMarkup(
    createElement(FormField, {
      id: "coupon-code",
      label: "Coupon Code",
      ...props,
      children: (control) => createElement("input", { ...control, name: "code" }),
    }),
  );
  return new Fragment(html);
}

/** Just enough parsing for these flat fragments: the attributes of the first tag of a name. */
class Fragment {
  constructor(readonly html: string) {}
  attributes(tag: string): Record<string, string> {
    const open = new RegExp(`<${tag}\\b([^>]*)>`).exec(this.html)?.[1] ?? "";
    return Object.fromEntries(
      [...open.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
  }
  byId(id: string): string | undefined {
    return new RegExp(`<p[^>]*id="${id}"[^>]*>([^<]*)</p>`).exec(this.html)?.[1];
  }
}

describe("FormField", () => {
  it("names the control by its label, and marks nothing while the value is fine", () => {
    const field = render({});
    expect(field.attributes("label").for).toBe("coupon-code");
    expect(field.attributes("input")).toMatchObject({ id: "coupon-code", name: "code" });
    expect(field.attributes("input")).not.toHaveProperty("aria-invalid");
    expect(field.attributes("input")).not.toHaveProperty("aria-describedby");
    expect(field.html).not.toContain("role=");
  });

  it("ties the error to the control and marks it invalid", () => {
    const field = render({ error: "Coupon code is required" });
    const input = field.attributes("input");
    expect(input["aria-invalid"]).toBe("true");
    expect(input["aria-describedby"]).toBe("coupon-code-error");
    expect(field.byId("coupon-code-error")).toBe("Coupon code is required");
  });

  it("reads the hint first and the error after it, and keeps the hint once the error goes", () => {
    const refused = render({ description: "Letters and digits", error: "Too long" });
    expect(refused.attributes("input")["aria-describedby"]).toBe("coupon-code-description coupon-code-error");
    expect(refused.byId("coupon-code-description")).toBe("Letters and digits");

    const fine = render({ description: "Letters and digits" });
    expect(fine.attributes("input")["aria-describedby"]).toBe("coupon-code-description");
    expect(fine.attributes("input")).not.toHaveProperty("aria-invalid");
  });

  it("announces the error at once when the form's only answer is that line", () => {
    expect(render({ error: "Please enter a valid Booking ID", alert: true }).attributes("p").role).toBe(
      "alert",
    );
    expect(render({ error: "Please enter a valid Booking ID" }).attributes("p")).not.toHaveProperty("role");
  });
});
