import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Service, ServiceInput } from "~/shared/schemas/service";
import { api } from "~/web/lib/api-client";
import { catalogueKeys } from "~/web/lib/catalogue-queries/catalogue-keys";

export const createService = (input: ServiceInput) => api.post<Service>("/services/create", input);

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.services }),
  });
}
