import { z } from "zod";
import { crewChangeEmpty, crewChoiceMissing, crewLimits } from "../rules/crews.ts";
import { internationalPhone } from "../rules/settings.ts";
import { phoneNotValid } from "../rules/settings-sections.ts";
import { recordId, requiredText } from "./common.ts";

/** One crew as the Crews screen and the crew picker list it. */
export const crew = z.object({
  _id: z.string(),
  name: z.string(),
  /** As the owner typed it: read as a number by internationalPhone, like the business's own numbers. */
  leadPhone: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Crew = z.infer<typeof crew>;

/** `GET /api/crews`: each crew with its page's absolute address (the link is the key: owners only). */
export const crewWithLink = crew.extend({ crewUrl: z.string() });
export type CrewWithLink = z.infer<typeof crewWithLink>;

const name = requiredText("Name", crewLimits.name);
const leadPhone = requiredText("Lead's phone", crewLimits.leadPhone).refine(
  (value) => internationalPhone(value) !== undefined,
  phoneNotValid,
);
const active = z.boolean({ error: "Active must be true or false" });

export const crewCreateInput = z.object({ name, leadPhone, active: active.optional().default(true) });
export type CrewCreateInput = z.infer<typeof crewCreateInput>;

/** Any of name, lead's phone and active; an empty change is refused rather than silently accepted. */
export const crewUpdateInput = z
  .object({ name: name.optional(), leadPhone: leadPhone.optional(), active: active.optional() })
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: crewChangeEmpty });
export type CrewUpdateInput = z.infer<typeof crewUpdateInput>;

/** `PUT /api/bookings/:id/crew`: a crew's id, or null to take the booking off its crew. */
export const crewAssignInput = z.object({ crewId: recordId("Crew", crewChoiceMissing).nullable() });
export type CrewAssignInput = z.infer<typeof crewAssignInput>;
