import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category, CategoryInput } from "~/shared/schemas/category";
import { api } from "~/web/lib/api-client";
import { catalogueKeys } from "~/web/lib/catalogue-queries/catalogue-keys";

export const updateCategory = ({ id, input }: { id: string; input: CategoryInput }) =>
  api.put<Category>(`/categories/update/${encodeURIComponent(id)}`, input);

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    // Services carry their category's name: both lists change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.services }),
      ]),
  });
}
