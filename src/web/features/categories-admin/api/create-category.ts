import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category, CategoryInput } from "~/shared/schemas/category";
import { api } from "~/web/lib/api-client";
import { categoriesQueryKey } from "./get-categories";

export const createCategory = (input: CategoryInput) => api.post<Category>("/categories/create", input);

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["services"] }),
      ]),
  });
}
