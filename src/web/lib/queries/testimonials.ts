import type { Testimonial } from "~/shared/schemas/testimonial";
import { api } from "~/web/lib/api-client";

// The testimonials, as the home page's loader and the dashboard's Testimonials screen both read them. A
// plain call, so a public page's loader does not load the query library (the hook is in use-testimonials.ts).
export const testimonialsQueryKey = ["testimonials"] as const;

export const getTestimonials = (signal?: AbortSignal) =>
  api.get<Testimonial[]>("/testimonials/get", { signal });
