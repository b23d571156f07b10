// The doctor's Paystack check against the double: an accepted key (verify of an unknown reference answers
// 404) is ok, a refused one (401) fails, an unreachable Paystack fails; the key is never printed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  doctorPaystackOff,
  doctorPaystackOk,
  doctorPaystackRefused,
  doctorPaystackUnreachable,
} from "../../shared/rules/payments-online.ts";
import { startPaystackDouble, type PaystackDouble } from "../test/paystack-double.ts";
import { unusedPort } from "../test/smtp-test-server.ts";
import { checkPaystack } from "./doctor-paystack.ts";

let paystack: PaystackDouble;
beforeAll(async () => {
  paystack = await startPaystackDouble();
});
afterAll(() => paystack.close());

describe("the doctor's Paystack check", () => {
  it("is ok when the key is accepted, and says online payment is off without one", async () => {
    const accepted = await checkPaystack({
      secretKey: paystack.secretKey,
      apiUrl: paystack.url,
      timeoutMs: 1000,
    });
    expect(accepted).toEqual({ ok: true, line: doctorPaystackOk });
    expect(paystack.received.at(-1)?.path).toMatch(/^\/transaction\/verify\/doctor-/);
    expect(await checkPaystack({ apiUrl: paystack.url, timeoutMs: 1000 })).toEqual({
      ok: true,
      line: doctorPaystackOff,
    });
  });

  it("fails on a refused key or an unreachable Paystack, never printing the key", async () => {
    const wrongKey = "sk_test_wrongwrongwrong";
    const refused = await checkPaystack({ secretKey: wrongKey, apiUrl: paystack.url, timeoutMs: 1000 });
    expect(refused).toEqual({ ok: false, line: doctorPaystackRefused });
    const nowhere = `http://127.0.0.1:${await unusedPort()}`;
    const down = await checkPaystack({ secretKey: wrongKey, apiUrl: nowhere, timeoutMs: 1000 }, 1000);
    expect(down.ok).toBe(false);
    expect(down.line).toContain(doctorPaystackUnreachable);
    expect(down.line).not.toContain(wrongKey);
  });
});
