import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Service, ServiceInput } from "~/shared/schemas/service";
import { api } from "~/web/lib/api-client";
import { catalogueKeys } from "~/web/lib/catalogue-queries/catalogue-keys";

export const updateService = ({ id, input }: { id: string; input: ServiceInput }) =>
  api.put<Service>(`/services/update/${encodeURIComponent(id)}`, input);

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.services }),
  });
}
