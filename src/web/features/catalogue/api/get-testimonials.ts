import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Testimonial } from "~/shared/schemas/testimonial";
import { api } from "~/web/lib/api-client";

export const getTestimonials = (signal?: AbortSignal) =>
  api.get<Testimonial[]>("/testimonials/get", { signal });

export const getTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: ["catalogue", "testimonials"], queryFn: ({ signal }) => getTestimonials(signal) });

export const useTestimonials = () => useQuery(getTestimonialsQueryOptions());
