import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category, CategoryInput } from "~/shared/schemas/category";
import { api } from "~/web/lib/api-client";
import { categoriesQueryKey } from "./get-categories";

export const updateCategory = ({ id, input }: { id: string; input: CategoryInput }) =>
  api.put<Category>(`/categories/update/${encodeURIComponent(id)}`, input);

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["services"] }),
      ]),
  });
}
