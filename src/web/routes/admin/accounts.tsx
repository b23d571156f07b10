import { AccountsManager } from "~/web/features/accounts/components/accounts-manager";
import { useUser } from "~/web/lib/queries/use-user";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/accounts";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Accounts", matches);
}

export default function Accounts() {
  // The layout renders this only once the user is known, and only for a role that may use accounts.
  const user = useUser();
  if (!user) return null;
  return <AccountsManager currentUserId={user._id} />;
}
