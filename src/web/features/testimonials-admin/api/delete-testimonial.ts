import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api-client";
import { testimonialsQueryKey } from "~/web/lib/queries/testimonials";

export const deleteTestimonial = (id: string) =>
  api.delete<{ message: string }>(`/testimonials/delete/${encodeURIComponent(id)}`);

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: testimonialsQueryKey }),
  });
}
