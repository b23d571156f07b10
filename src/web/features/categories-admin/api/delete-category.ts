import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api-client";
import { catalogueKeys } from "~/web/lib/catalogue-queries/catalogue-keys";

export const deleteCategory = (id: string) =>
  api.delete<{ message: string }>(`/categories/delete/${encodeURIComponent(id)}`);

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    // Services carry their category's name: both lists change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.services }),
      ]),
  });
}
