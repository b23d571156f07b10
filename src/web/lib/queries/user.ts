import type { AdminUser } from "~/shared/schemas/user";
import { api, ApiError } from "~/web/lib/api-client";

// The session user, as the dashboard's layout and screens and the sign-in form read it. Plain calls, so the
// sign-in page carries no query library (the hook is in use-user.ts).
export const userQueryKey = ["user"] as const;

/** The signed-in admin; fails with 401 when signed out. */
export const getSignedInUser = (options?: { silent401?: boolean }) =>
  api.get<AdminUser>("/user/user", options);

/** The session user: the admin, or null when signed out (a failed call means signed out). */
export async function getUser(): Promise<AdminUser | null> {
  try {
    return await getSignedInUser({ silent401: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
