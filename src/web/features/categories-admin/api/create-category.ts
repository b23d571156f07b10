import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category, CategoryInput } from "~/shared/schemas/category";
import { api } from "~/web/lib/api-client";
import { catalogueKeys } from "~/web/lib/catalogue-queries/catalogue-keys";

export const createCategory = (input: CategoryInput) => api.post<Category>("/categories/create", input);

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    // Services carry their category's name: both lists change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.services }),
      ]),
  });
}
