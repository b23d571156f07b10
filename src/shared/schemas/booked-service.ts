import { z } from "zod";

/**
 * A booked service as the API shows it: its unit price as booked, and its quantity and unit's name (the line
 * costs price × quantity); those two are left out for a service booked once per visit (decision 048).
 */
export const bookedServiceShown = z.object({
  name: z.string(),
  price: z.number(),
  quantity: z.number().optional(),
  unit: z.string().optional(),
  /** A service priced after inspection: its price is staff's quote, 0 until they give one (decision 063). */
  afterInspection: z.boolean().optional(),
});
