import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Testimonial, TestimonialInput } from "~/shared/schemas/testimonial";
import { api } from "~/web/lib/api-client";
import { testimonialsQueryKey } from "~/web/lib/queries/testimonials";

export const createTestimonial = (input: TestimonialInput) =>
  api.post<Testimonial>("/testimonials/create", input);

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestimonial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: testimonialsQueryKey }),
  });
}
