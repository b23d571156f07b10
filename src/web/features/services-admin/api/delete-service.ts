import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api-client";
import { servicesQueryKey } from "./get-services";

export const deleteService = (id: string) =>
  api.delete<{ message: string }>(`/services/delete/${encodeURIComponent(id)}`);

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
