// One report day's figures as stored in `report_day_summaries` (docs/decisions/069-report-day-summaries.md):
// only sums and counts that add up across days, so a period's figures are the sum of its days'.

/** Kobo throughout; a key's entries appear only when the day had rows for it. */
export type DaySummary = {
  /** Bookings of the day per status, cancelled ones too, open quotes left out. */
  statuses: Record<string, number>;
  /** Totals of the day's standing bookings (revenue booked has always counted open quotes' totals). */
  booked: number;
  /** Standing bookings per area (null: none given, kept apart from ""): [area, bookings, kobo]. */
  areas: [string | null, number, number][];
  /** Standing bookings that still owe money, and how much: [bookings, kobo]. */
  owing: [number, number];
  /** Payments made on the day, per method, reversals negative. */
  methods: Record<string, number>;
  /** Lines of standing bookings by the name booked and the service: [name, serviceId, times, kobo]. */
  services: [string, string | null, number, number][];
  /** Coupon use on standing bookings: [code, uses, kobo taken off]. */
  coupons: [string, number, number][];
  /** The day's customers (lowercased emails) with a standing booking. */
  customers: string[];
};

export const emptySummary = (): DaySummary => ({
  statuses: {},
  booked: 0,
  areas: [],
  owing: [0, 0],
  methods: {},
  services: [],
  coupons: [],
  customers: [],
});
