import { describe, expect, it } from "vitest";
import { contact } from "~/web/content/site";
import { whatsappBookingLink } from "./whatsapp-link";

describe("whatsappBookingLink", () => {
  it("opens a chat with the business, pre-filled with the booking ID", () => {
    const url = new URL(whatsappBookingLink("CL-7K3Q9XMA2B"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${contact.whatsapp.number}`);
    expect(url.searchParams.get("text")).toContain("My booking ID is CL-7K3Q9XMA2B.");
  });
});
