import type { AdminUser, LoginInput } from "~/shared/schemas/user";
import { api } from "~/web/lib/api-client";
import { getSignedInUser } from "~/web/lib/queries/user";
import { useAction } from "~/web/lib/use-action";

export const login = (input: LoginInput) => api.post<{ message: string }>("/user/login", input);

/** Signs in, then asks who signed in: a new or reset account goes to its password change first. */
async function signIn(input: LoginInput): Promise<AdminUser> {
  await login(input);
  return getSignedInUser();
}

/**
 * Signs in. The dashboard, which the form goes to next, loads the current user itself
 * with a query client of its own, so the sign-in page carries no query library.
 */
export const useLogin = () => useAction(signIn);
