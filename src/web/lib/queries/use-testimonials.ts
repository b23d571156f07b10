import { queryOptions, useQuery } from "@tanstack/react-query";
import { getTestimonials, testimonialsQueryKey } from "./testimonials";

export const getTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: testimonialsQueryKey, queryFn: ({ signal }) => getTestimonials(signal) });

export function useTestimonials() {
  return useQuery(getTestimonialsQueryOptions());
}
