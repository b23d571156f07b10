import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api-client";
import { catalogueKeys } from "~/web/lib/catalogue-queries/catalogue-keys";

export const deleteService = (id: string) =>
  api.delete<{ message: string }>(`/services/delete/${encodeURIComponent(id)}`);

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.services }),
  });
}
