import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PastWork, PastWorkInput } from "~/shared/schemas/past-work";
import { api } from "~/web/lib/api-client";
import { pastWorksQueryKey } from "~/web/lib/queries/past-works";

export const createPastWork = (input: PastWorkInput) => api.post<PastWork>("/past-works/create", input);

export function useCreatePastWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPastWork,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pastWorksQueryKey }),
  });
}
