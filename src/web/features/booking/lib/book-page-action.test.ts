// The booking page's attempt key (decision 030): sent with Book Now, kept for the same attempt, replaced
// when the server says this form's key already booked something else.
import { describe, expect, it } from "vitest";
import { bookingTotal } from "~/shared/pricing";
import { couponExpired } from "~/shared/rules/coupon";
import { idempotencyKeyReused } from "~/shared/rules/idempotency";
import { oneOffOnly } from "~/shared/rules/recurring";
import type { BookingCreateInput } from "~/shared/schemas/booking";
import type { Service } from "~/shared/schemas/service";
import { answerBookPost, type BookPageDeps } from "./book-page-action";
import { bookIntents, type BookPost } from "./book-page-post";
import { emptyDraft } from "./booking-draft";

const services: Service[] = [
  {
    _id: "s1",
    name: "Deep Home Cleaning",
    description: "",
    price: 45000,
    category: { _id: "c1", name: "Home" },
    images: [],
    oneOff: false,
  },
];
const post: BookPost = {
  intent: bookIntents.book,
  appliedCode: "",
  attemptKey: "page-key-1",
  draft: {
    ...emptyDraft,
    serviceIds: ["s1"],
    customerName: "Ada Obi",
    email: "ada@example.ng",
    phone: "0803 555 0142",
    address: "4 Adeola Odeku Street",
    preferredDate: "2099-01-02",
    preferredTime: "morning",
  },
};

/** Deps whose booking API answers `status` with `body`, remembering the key each booking was sent with. */
function deps(status: number, body: unknown) {
  const sentKeys: (string | undefined)[] = [];
  const value: BookPageDeps = {
    services,
    today: "2099-01-01",
    discounts: { weekly: 10, fortnightly: 0, monthly: 5 },
    checkCoupon: () => Promise.reject(new Error("not asked")),
    dayWindows: () => Promise.reject(new Error("not asked")),
    book: async (_payload, attemptKey) => {
      sentKeys.push(attemptKey);
      const message = (body as { message?: string }).message ?? "";
      return { answer: { ok: status < 400, status, message, body }, repeat: false };
    },
  };
  return { value, sentKeys };
}

describe("the booking page's attempt key", () => {
  it("goes with Book Now, and stays with the form when the booking is refused", async () => {
    const { value, sentKeys } = deps(409, { message: "That window is full." });
    const { answer } = await answerBookPost(post, value);
    expect(sentKeys).toEqual(["page-key-1"]);
    expect(answer).toMatchObject({ kind: "form", attemptKey: "page-key-1" });
  });

  it("is replaced when the server says the key already made a different booking", async () => {
    const { value } = deps(422, { message: idempotencyKeyReused });
    const { answer, status } = await answerBookPost(post, value);
    expect(status).toBe(422);
    expect(answer.kind === "form" && answer.problem).toContain(idempotencyKeyReused);
    expect(answer.kind === "form" && answer.attemptKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it("is made for a page that posted none, and none is sent with that post", async () => {
    const { value, sentKeys } = deps(409, { message: "That window is full." });
    const { answer } = await answerBookPost({ ...post, attemptKey: "" }, value);
    expect(sentKeys).toEqual([undefined]);
    expect(answer.kind === "form" && answer.attemptKey).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("the booking page's frequency", () => {
  it("books a repeating frequency with its discounted total, and refuses one with a one-off service", async () => {
    const sent: BookingCreateInput[] = [];
    const { value } = deps(201, { bookingId: "SPK-1" });
    const book: BookPageDeps["book"] = (payload, key) => {
      sent.push(payload);
      return value.book(payload, key);
    };
    await answerBookPost({ ...post, draft: { ...post.draft, frequency: "weekly" } }, { ...value, book });
    expect(sent[0]).toMatchObject({ frequency: "weekly", totalPrice: bookingTotal([45000], 10) });

    const oneOff = [{ ...services[0]!, oneOff: true }];
    const refused = await answerBookPost(
      { ...post, draft: { ...post.draft, frequency: "weekly" } },
      { ...value, services: oneOff, book },
    );
    expect(refused.status).toBe(400);
    expect(refused.answer).toMatchObject({ kind: "form", problem: oneOffOnly("Deep Home Cleaning") });
    expect(sent).toHaveLength(1);
  });
});

describe("a coupon the server refuses", () => {
  it("says when the code expired, in the server's words, beside the coupon field", async () => {
    const { value } = deps(201, {});
    value.checkCoupon = async () => ({
      ok: false,
      status: 404,
      message: couponExpired("2026-10-31"),
      body: { message: couponExpired("2026-10-31") },
    });
    const { answer, status } = await answerBookPost(
      { ...post, intent: bookIntents.applyCoupon, draft: { ...post.draft, couponCode: "OCTOBER" } },
      value,
    );
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      kind: "form",
      couponNote: { text: "This code expired on 31 Oct 2026.", tone: "error" },
      fieldErrors: { couponCode: couponExpired("2026-10-31") },
    });
  });
});
