import { describe, expect, it } from "vitest";
import { defaultSettings } from "~/shared/settings-defaults";
import { whatsappBookingLink } from "./whatsapp-link";

describe("whatsappBookingLink", () => {
  it("opens a chat with the business's WhatsApp number, pre-filled with the booking ID", () => {
    const business = { ...defaultSettings.business, shortName: "Shine", whatsapp: "0809 000 1122" };
    const url = new URL(whatsappBookingLink(business, "CL-7K3Q9XMA2B"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/2348090001122");
    expect(url.searchParams.get("text")).toBe(
      "Hello Shine, I have just booked a cleaning service. My booking ID is CL-7K3Q9XMA2B.",
    );
  });
});
