import { z } from "zod";

/** `GET /api/whatsapp/webhook`: Meta's subscription check. */
export const whatsappSubscriptionCheck = z.object({
  "hub.mode": z.string().max(50).optional(),
  "hub.verify_token": z.string().max(500).optional(),
  "hub.challenge": z.string().max(500).optional(),
});

const status = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
      }),
    )
    .optional(),
});

/**
 * The part of Meta's webhook payload we read: each change's delivery statuses. Anything else Meta sends
 * (incoming messages, other fields) is accepted and ignored.
 */
export const whatsappStatusEvent = z
  .object({
    entry: z
      .array(
        z.object({
          changes: z
            .array(z.object({ value: z.object({ statuses: z.array(z.unknown()).optional() }) }))
            .max(100),
        }),
      )
      .max(100),
  })
  .transform((event) => ({
    entry: event.entry.map((entry) => ({
      changes: entry.changes.map((change) => ({
        value: {
          statuses: (change.value.statuses ?? []).flatMap((s) => {
            const parsed = status.safeParse(s);
            return parsed.success ? [parsed.data] : [];
          }),
        },
      })),
    })),
  }));
