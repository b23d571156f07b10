import type { Testimonial } from "~/shared/schemas/testimonial";
import { api } from "~/web/lib/api-client";

export const getTestimonials = (signal?: AbortSignal) =>
  api.get<Testimonial[]>("/testimonials/get", { signal });
