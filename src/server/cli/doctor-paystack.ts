// The doctor's Paystack check (docs/decisions/045-online-payments.md): verify a reference nobody issued.
// Paystack answers 404 "not found" to a key it accepts and 401 to one it refuses; the key is never printed.
import {
  doctorPaystackOff,
  doctorPaystackOk,
  doctorPaystackRefused,
  doctorPaystackUnreachable,
} from "../../shared/rules/payments-online.ts";
import type { Config } from "../config.ts";
import { PaystackUnavailable, verifyTransaction } from "../modules/paystack/paystack.client.ts";

export async function checkPaystack(
  paystack: Config["paystack"],
  timeoutMs = 10_000,
): Promise<{ ok: boolean; line: string }> {
  if (!paystack.secretKey) return { ok: true, line: doctorPaystackOff };
  const config = { secretKey: paystack.secretKey, apiUrl: paystack.apiUrl, timeoutMs };
  try {
    await verifyTransaction(config, `doctor-${Date.now()}`);
    return { ok: true, line: doctorPaystackOk };
  } catch (error) {
    if (error instanceof PaystackUnavailable && error.httpStatus === 401) {
      return { ok: false, line: doctorPaystackRefused };
    }
    const reason = error instanceof PaystackUnavailable ? error.reason : "unexpected answer";
    return {
      ok: false,
      line: `${doctorPaystackUnreachable} at ${paystack.apiUrl}: ${reason}. Check the server's connection and PAYSTACK_API_URL`,
    };
  }
}
