// The quote routes' accepted requests for the input tests (valid-requests.ts): a quote asked for and priced
// by staff, accepted through the link its message carries; one only asked for, for staff to price; one to decline.
import type { TestApp } from "./test-app.ts";
import type { ValidRequest } from "./valid-requests.ts";

export async function quoteRequests(
  t: TestApp,
  cookie: string,
  customer: Record<string, unknown>,
  categoryId: string,
): Promise<ValidRequest[]> {
  const headers = { cookie };
  const service = await t.app.inject({
    method: "POST",
    url: "/api/services/create",
    headers,
    payload: {
      name: "Site Cleaning",
      description: "After builders",
      category: categoryId,
      images: [],
      priceAfterInspection: true,
    },
  });
  if (service.statusCode !== 201) throw new Error(`service: ${service.statusCode} ${service.body}`);
  const { _id, name } = service.json() as { _id: string; name: string };
  const quote = async () => {
    const payload = { ...customer, services: [{ _id, name, price: 0 }], totalPrice: 0 };
    const response = await t.app.inject({ method: "POST", url: "/api/bookings/create", payload });
    if (response.statusCode !== 201) throw new Error(`quote: ${response.statusCode} ${response.body}`);
    const made = response.json() as { _id: string; manageUrl: string };
    return { id: made._id, token: made.manageUrl.split("/manage/")[1]! };
  };
  const [toPrice, toAccept, toDecline] = [await quote(), await quote(), await quote()];
  const toAnswer = toAccept.id;
  const priced = await t.app.inject({
    method: "POST",
    url: `/api/bookings/${toAnswer}/quote`,
    headers,
    payload: { lines: [{ line: 0, price: 20000, quantity: 1 }] },
  });
  if (priced.statusCode !== 200) throw new Error(`price: ${priced.statusCode} ${priced.body}`);
  const mail = await t.app.db
    .selectFrom("outbox_messages")
    .select("text_body")
    .where("booking_id", "=", toAnswer)
    .where("kind", "=", "quote-ready")
    .executeTakeFirstOrThrow();
  const token = /\/manage\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
  return [
    {
      method: "POST",
      route: "/api/bookings/:id/quote",
      params: { id: toPrice.id },
      body: { lines: [{ line: 0, price: 15000, quantity: 2 }] },
      signedIn: true,
    },
    {
      method: "POST",
      route: "/api/bookings/manage/:token/quote/accept",
      params: { token },
      body: {},
      signedIn: false,
    },
    {
      method: "POST",
      route: "/api/bookings/manage/:token/quote/decline",
      params: { token: toDecline.token },
      signedIn: false,
    },
  ];
}
