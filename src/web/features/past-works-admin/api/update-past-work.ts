import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PastWork, PastWorkInput } from "~/shared/schemas/past-work";
import { api } from "~/web/lib/api-client";
import { pastWorksQueryKey } from "~/web/lib/queries/past-works";

export const updatePastWork = ({ id, input }: { id: string; input: PastWorkInput }) =>
  api.put<PastWork>(`/past-works/update/${encodeURIComponent(id)}`, input);

export function useUpdatePastWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePastWork,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pastWorksQueryKey }),
  });
}
