import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api-client";
import { categoriesQueryKey } from "./get-categories";

export const deleteCategory = (id: string) =>
  api.delete<{ message: string }>(`/categories/delete/${encodeURIComponent(id)}`);

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["services"] }),
      ]),
  });
}
