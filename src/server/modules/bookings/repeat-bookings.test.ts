import { describe, expect, it } from "vitest";
import { createRepeatBookings } from "./repeat-bookings.ts";

const booking = {
  customerName: "Ada Obi",
  email: "ada@example.ng",
  services: [{ _id: "s1", name: "Deep Home Cleaning", price: 45000 }],
  totalPrice: 45000,
};

/** A booking API stand-in that counts what it was sent and answers in its own time. */
function counter(answer: { ok: boolean; bookingId?: string } = { ok: true, bookingId: "CL-1" }) {
  const sent: unknown[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    sent,
    release,
    send: (body: unknown) => async () => {
      sent.push(body);
      await gate;
      return { ...answer, bookingId: answer.bookingId ? `${answer.bookingId}-${sent.length}` : undefined };
    },
  };
}

describe("the booking page's guard against a double submit", () => {
  it("sends a booking once when the same one is posted again while the first is on its way", async () => {
    const guard = createRepeatBookings();
    const api = counter();
    const first = guard.once(booking, api.send(booking));
    const second = guard.once({ ...booking }, api.send(booking));
    api.release();
    const [a, b] = await Promise.all([first, second]);
    expect(api.sent).toHaveLength(1);
    expect(a).toEqual({ answer: { ok: true, bookingId: "CL-1-1" }, repeat: false });
    expect(b).toEqual({ answer: { ok: true, bookingId: "CL-1-1" }, repeat: true });
  });

  it("tells bookings apart by what they ask for, not by the order of their fields", async () => {
    const guard = createRepeatBookings();
    const api = counter();
    api.release();
    await guard.once(booking, api.send(booking));
    const reordered = Object.fromEntries(Object.entries(booking).reverse());
    expect((await guard.once(reordered, api.send(reordered))).repeat).toBe(true);
    const other = { ...booking, customerName: "Bola Obi" };
    expect((await guard.once(other, api.send(other))).repeat).toBe(false);
    expect(api.sent).toHaveLength(2);
  });

  it("books the same again once the minute is over", async () => {
    let clock = 0;
    const guard = createRepeatBookings({ windowMs: 60_000, now: () => clock });
    const api = counter();
    api.release();
    await guard.once(booking, api.send(booking));
    clock = 59_999;
    expect((await guard.once(booking, api.send(booking))).repeat).toBe(true);
    clock = 60_000;
    expect((await guard.once(booking, api.send(booking))).repeat).toBe(false);
    expect(api.sent).toHaveLength(2);
  });

  it("forgets a refused booking, so the customer can send it again at once", async () => {
    const guard = createRepeatBookings();
    const api = counter({ ok: false });
    api.release();
    await guard.once(booking, api.send(booking));
    expect((await guard.once(booking, api.send(booking))).repeat).toBe(false);
    expect(api.sent).toHaveLength(2);
  });

  it("keeps at most its bound of bookings, dropping the oldest", async () => {
    const guard = createRepeatBookings({ maxEntries: 2 });
    const api = counter();
    api.release();
    for (const name of ["A", "B", "C"]) {
      const other = { ...booking, customerName: name };
      await guard.once(other, api.send(other));
    }
    const oldest = { ...booking, customerName: "A" };
    expect((await guard.once(oldest, api.send(oldest))).repeat).toBe(false);
    const newest = { ...booking, customerName: "C" };
    expect((await guard.once(newest, api.send(newest))).repeat).toBe(true);
  });
});
