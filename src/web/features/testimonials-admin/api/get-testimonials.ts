import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Testimonial } from "~/shared/schemas/testimonial";
import { api } from "~/web/lib/api-client";

export const testimonialsQueryKey = ["testimonials"] as const;

export const getTestimonials = () => api.get<Testimonial[]>("/testimonials/get");

export const getTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: testimonialsQueryKey, queryFn: getTestimonials });

export function useTestimonials() {
  return useQuery(getTestimonialsQueryOptions());
}
