import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Testimonial, TestimonialInput } from "~/shared/schemas/testimonial";
import { api } from "~/web/lib/api-client";
import { testimonialsQueryKey } from "~/web/lib/queries/testimonials";

export const updateTestimonial = ({ id, input }: { id: string; input: TestimonialInput }) =>
  api.put<Testimonial>(`/testimonials/update/${encodeURIComponent(id)}`, input);

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimonial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: testimonialsQueryKey }),
  });
}
