// Paystack's API as documented (https://paystack.com/docs/api/transaction/): the two calls this site
// makes, with the secret key as the bearer and a 10 s limit each. Nothing here logs, and no error it throws
// carries the key or Paystack's answer text to a page.
import { z } from "zod";

export type PaystackConfig = { secretKey: string; apiUrl: string; timeoutMs?: number };

/** How long one call to Paystack may take before the customer is told to try again. */
export const paystackTimeoutMs = 10_000;

/** Paystack could not be reached, timed out, refused the key, or answered something unexpected. */
export class PaystackUnavailable extends Error {
  constructor(
    readonly reason: string,
    readonly httpStatus?: number,
  ) {
    super(`Paystack unavailable: ${reason}`);
    this.name = "PaystackUnavailable";
  }
}

const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() }),
});

const verifyAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    channel: z.string().nullish(),
    paid_at: z.string().nullish(),
  }),
});
export type VerifiedTransaction = z.infer<typeof verifyAnswer>["data"];

export type InitializeRequest = {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, string>;
};

async function call(
  config: PaystackConfig,
  path: string,
  init: RequestInit = {},
  timeoutMs = config.timeoutMs ?? paystackTimeoutMs,
) {
  try {
    return await fetch(`${config.apiUrl}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${config.secretKey}`,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    throw new PaystackUnavailable(timedOut ? "timed out" : "could not connect");
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}

/** `POST /transaction/initialize`: the checkout address for `amountKobo` under our reference. */
export async function initializeTransaction(
  config: PaystackConfig,
  request: InitializeRequest,
): Promise<{ authorizationUrl: string }> {
  const response = await call(config, "/transaction/initialize", {
    method: "POST",
    body: JSON.stringify({
      email: request.email,
      amount: request.amountKobo,
      reference: request.reference,
      callback_url: request.callbackUrl,
      currency: "NGN",
      metadata: request.metadata,
    }),
  });
  const parsed = initializeAnswer.safeParse(await jsonOf(response));
  if (!response.ok || !parsed.success) throw new PaystackUnavailable("initialize refused", response.status);
  return { authorizationUrl: parsed.data.data.authorization_url };
}

/**
 * `GET /transaction/verify/:reference`: what Paystack says happened to our reference; null when Paystack
 * does not know it (404). Any other failure throws, so the caller can answer "try again" rather than "unpaid".
 */
export async function verifyTransaction(
  config: PaystackConfig,
  reference: string,
  timeoutMs = config.timeoutMs ?? paystackTimeoutMs,
): Promise<VerifiedTransaction | null> {
  const response = await call(
    config,
    `/transaction/verify/${encodeURIComponent(reference)}`,
    { method: "GET" },
    timeoutMs,
  );
  if (response.status === 404) return null;
  const parsed = verifyAnswer.safeParse(await jsonOf(response));
  if (!response.ok || !parsed.success) throw new PaystackUnavailable("verify refused", response.status);
  return parsed.data.data;
}
