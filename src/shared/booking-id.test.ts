import { describe, expect, it } from "vitest";
import { formatBookingId, normalizeBookingId } from "./booking-id.ts";

describe("normalizeBookingId", () => {
  it("accepts the ID as printed", () => {
    expect(normalizeBookingId("CL-7K3Q9XMA2B")).toBe("7K3Q9XMA2B");
  });
  it("ignores case, spaces and dashes a customer may type", () => {
    expect(normalizeBookingId(" cl 7k3q-9xma-2b ")).toBe("7K3Q9XMA2B");
    expect(normalizeBookingId("7k3q9xma2b")).toBe("7K3Q9XMA2B");
  });
  it("folds the look-alike letters O, I and L", () => {
    expect(normalizeBookingId("CL-OK3Q9XMAIL")).toBe("0K3Q9XMA11");
  });
  it("refuses what cannot be an ID", () => {
    expect(normalizeBookingId("")).toBeNull();
    expect(normalizeBookingId("CL-123")).toBeNull();
    expect(normalizeBookingId("CL-7K3Q9XMA2U")).toBeNull();
  });
  it("formats with the prefix", () => {
    expect(formatBookingId("7K3Q9XMA2B")).toBe("CL-7K3Q9XMA2B");
  });
});
