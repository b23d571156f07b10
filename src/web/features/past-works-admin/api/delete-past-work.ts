import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api-client";
import { pastWorksQueryKey } from "~/web/lib/queries/past-works";

export const deletePastWork = (id: string) =>
  api.delete<{ message: string }>(`/past-works/delete/${encodeURIComponent(id)}`);

export function useDeletePastWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePastWork,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pastWorksQueryKey }),
  });
}
