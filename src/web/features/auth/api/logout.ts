import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api, ApiError } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { userQueryKey } from "~/web/lib/queries/user";

export const logout = () => api.post<{ message: string }>("/user/logout");

/** Clears the user and goes to /; a failure shows `Error during logout:` with what the server said. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      navigate("/", { replace: true });
    },
    onError: (error) => {
      const detail =
        error instanceof ApiError ? error.message || JSON.stringify(error.body ?? "") : error.message;
      notify.error(`Error during logout: ${detail}`);
    },
  });
}
