// A double of Paystack's API on loopback, following its documentation
// (https://paystack.com/docs/api/transaction/): POST /transaction/initialize and
// GET /transaction/verify/:reference with the bearer secret key checked, Paystack's `{ status, message,
// data }` answers and its 400/401/404 refusals. For the browser tests it also serves a tiny checkout page
// whose button marks the transaction paid, sends Paystack's signed `charge.success` webhook when asked to,
// and redirects back to the callback URL with `?trxref=…&reference=…`, as Paystack's checkout does.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const doubleSecretKey = "sk_test_0123456789abcdef0123456789abcdef01234567";

type Transaction = {
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  status: "abandoned" | "success" | "failed";
  channel: string | null;
  paidAt: string | null;
};

export type PaystackDouble = {
  url: string;
  secretKey: string;
  /** Every transaction initialized, by reference. */
  transactions: Map<string, Transaction>;
  /** Requests each path received (initialize, verify), for assertions on what was sent. */
  received: { method: string; path: string; body: unknown; authorization: string | undefined }[];
  /** Delays every API answer (a slow or hanging Paystack). */
  delayMs: number;
  /** Answers every API call 500 (Paystack down). */
  failing: boolean;
  /** Where the checkout page's button sends the signed webhook ("" to send none). */
  webhookUrl: string;
  /** Marks a transaction paid, as a customer's checkout would; `amount` overrides what is reported. */
  pay(reference: string, options?: { amount?: number; channel?: string }): Transaction;
  /** Paystack's `charge.success` event for a transaction and its signature with `key` (the right one by default). */
  chargeSuccess(reference: string, key?: string): { body: string; signature: string };
  close(): Promise<void>;
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function verifyData(t: Transaction) {
  return {
    id: Number.parseInt(t.accessCode.slice(0, 8), 16),
    domain: "test",
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    gateway_response: t.status === "success" ? "Successful" : "The transaction was not completed",
    paid_at: t.paidAt,
    created_at: t.paidAt,
    channel: t.channel,
    currency: t.currency,
    customer: { email: t.email },
  };
}

export async function startPaystackDouble(
  options: { secretKey?: string; webhookUrl?: string } = {},
): Promise<PaystackDouble> {
  const secretKey = options.secretKey ?? doubleSecretKey;
  const transactions = new Map<string, Transaction>();
  const byAccessCode = new Map<string, Transaction>();
  const sign = (body: string, key = secretKey) => createHmac("sha512", key).update(body).digest("hex");

  const server = http.createServer((req, res) => {
    void handle(req, res).catch(() => json(res, 500, { status: false, message: "Internal error" }));
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const text = await readBody(req);
    const checkout = /^\/checkout\/([a-z0-9]+)(\/pay)?$/.exec(url.pathname);
    if (checkout) return checkoutPage(req, res, checkout[1]!, Boolean(checkout[2]));
    const authorization = req.headers.authorization;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    double.received.push({ method: req.method ?? "", path: url.pathname, body, authorization });
    if (double.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, double.delayMs));
    if (double.failing) return json(res, 500, { status: false, message: "An error occurred" });
    if (authorization !== `Bearer ${secretKey}`) {
      return json(res, 401, { status: false, message: "Invalid key" });
    }
    if (req.method === "POST" && url.pathname === "/transaction/initialize") return initialize(res, body);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && verify) {
      const found = transactions.get(decodeURIComponent(verify[1]!));
      if (!found) return json(res, 404, { status: false, message: "Transaction reference not found" });
      return json(res, 200, { status: true, message: "Verification successful", data: verifyData(found) });
    }
    return json(res, 404, { status: false, message: "Not found" });
  }

  function initialize(res: http.ServerResponse, body: unknown) {
    const input = (body ?? {}) as Record<string, unknown>;
    const { email, amount, reference, callback_url: callbackUrl, currency = "NGN" } = input;
    if (typeof email !== "string" || !email.includes("@")) {
      return json(res, 400, { status: false, message: "Invalid Email Address Passed" });
    }
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) {
      return json(res, 400, { status: false, message: "Invalid Amount Sent" });
    }
    if (typeof reference !== "string" || !/^[A-Za-z0-9.=-]+$/.test(reference)) {
      return json(res, 400, { status: false, message: "Invalid reference" });
    }
    if (transactions.has(reference)) {
      return json(res, 400, { status: false, message: "Duplicate Transaction Reference" });
    }
    const accessCode = randomBytes(8).toString("hex");
    const transaction: Transaction = {
      reference,
      accessCode,
      email,
      amount,
      currency: String(currency),
      callbackUrl: typeof callbackUrl === "string" ? callbackUrl : "",
      status: "abandoned",
      channel: null,
      paidAt: null,
    };
    transactions.set(reference, transaction);
    byAccessCode.set(accessCode, transaction);
    return json(res, 200, {
      status: true,
      message: "Authorization URL created",
      data: { authorization_url: `${double.url}/checkout/${accessCode}`, access_code: accessCode, reference },
    });
  }

  async function checkoutPage(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    accessCode: string,
    paying: boolean,
  ) {
    const transaction = byAccessCode.get(accessCode);
    if (!transaction) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      return res.end("Unknown checkout");
    }
    if (!paying || req.method !== "POST") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><html><head><title>Paystack checkout (test double)</title></head><body>` +
          `<h1>Pay NGN ${(transaction.amount / 100).toFixed(2)}</h1><p>${transaction.email}</p>` +
          `<form method="post" action="/checkout/${accessCode}/pay"><button type="submit">Pay now</button></form>` +
          `</body></html>`,
      );
    }
    double.pay(transaction.reference, { channel: "card" });
    if (double.webhookUrl) {
      const { body, signature } = double.chargeSuccess(transaction.reference);
      await fetch(double.webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-paystack-signature": signature },
        body,
      }).catch(() => undefined);
    }
    const back = new URL(transaction.callbackUrl);
    back.searchParams.set("trxref", transaction.reference);
    back.searchParams.set("reference", transaction.reference);
    res.writeHead(302, { Location: back.toString() });
    return res.end();
  }

  const double: PaystackDouble = {
    url: "",
    secretKey,
    transactions,
    received: [],
    delayMs: 0,
    failing: false,
    webhookUrl: options.webhookUrl ?? "",
    pay(reference, payOptions = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`No transaction ${reference}`);
      transaction.status = "success";
      transaction.channel = payOptions.channel ?? "card";
      transaction.paidAt = new Date().toISOString();
      if (payOptions.amount !== undefined) transaction.amount = payOptions.amount;
      return transaction;
    },
    chargeSuccess(reference, key = secretKey) {
      const transaction = transactions.get(reference);
      const data = transaction ? verifyData(transaction) : { reference, amount: 1000, status: "success" };
      const body = JSON.stringify({ event: "charge.success", data });
      return { body, signature: sign(body, key) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
