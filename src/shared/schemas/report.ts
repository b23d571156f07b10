import { z } from "zod";
import { paymentMethods } from "../rules/payments.ts";
import { bookingStatuses } from "../booking-status.ts";
import { periodProblem, reportDateNotValid, reportDatesBoth, type ReportPeriod } from "../rules/reports.ts";

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const reportDate = z.string({ error: reportDateNotValid }).refine(isCalendarDate, reportDateNotValid);

/**
 * `GET /api/reports?from=YYYY-MM-DD&to=YYYY-MM-DD` (and its CSV): both dates or neither (this month in
 * Lagos), the last not before the first, at most a year.
 */
export const reportQuery = z
  .object({ from: reportDate.optional(), to: reportDate.optional() })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({ code: "custom", path: [query.from ? "to" : "from"], message: reportDatesBoth });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    const problem = periodProblem({ from: query.from, to: query.to });
    if (problem) context.addIssue({ code: "custom", path: ["to"], message: problem });
  });
export type ReportQuery = z.infer<typeof reportQuery>;

const naira = z.number();
const count = z.number().int();

/** One report, money in naira. Lists come biggest first; days come in order, every day of the period. */
export const report = z.object({
  from: z.string(),
  to: z.string(),
  bookings: z.object({
    total: count,
    byStatus: z.object(
      Object.fromEntries(bookingStatuses.map((status) => [status, count])) as Record<
        (typeof bookingStatuses)[number],
        typeof count
      >,
    ),
  }),
  revenue: z.object({ booked: naira, collected: naira, outstanding: naira, outstandingBookings: count }),
  byDay: z.array(z.object({ date: z.string(), booked: naira, collected: naira })),
  /** Booked revenue (totals, travel fees included) by the bookings' area; "No area given" for those without. */
  byArea: z.array(z.object({ area: z.string(), bookings: count, amount: naira })).optional(),
  byService: z.array(z.object({ name: z.string(), category: z.string(), times: count, amount: naira })),
  byCategory: z.array(z.object({ category: z.string(), times: count, amount: naira })),
  coupons: z.array(z.object({ code: z.string(), uses: count, takenOff: naira })),
  customers: z.object({ new: count, returning: count }),
  /** Collected in the period per payment method (docs/decisions/045-online-payments.md). */
  collectedByMethod: z.array(z.object({ method: z.enum(paymentMethods), amount: naira })).optional(),
  /** Each online payment and refund of the period, with its Paystack reference. */
  onlinePayments: z
    .array(
      z.object({
        date: z.string(),
        bookingId: z.string(),
        reference: z.string(),
        channel: z.string(),
        amount: naira,
        refund: z.boolean(),
      }),
    )
    .optional(),
});
export type Report = z.infer<typeof report>;
export type { ReportPeriod };
