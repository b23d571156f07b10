import { useState } from "react";
import type { AccountWithPassword } from "~/shared/schemas/account";
import { Spinner } from "~/web/components/ui/spinner";
import { useAccounts } from "../api/get-accounts";
import { AccountForm } from "./account-form";
import { AccountList } from "./account-list";
import { OneTimePassword } from "./one-time-password";

/** Accounts (owners only): add an owner or staff member, change roles, disable, reset passwords. */
export function AccountsManager({ currentUserId }: { currentUserId: string }) {
  const accounts = useAccounts();
  // Held in this screen's memory only: leaving the screen or pressing Done and it is gone for good.
  const [issued, setIssued] = useState<AccountWithPassword | null>(null);
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Accounts</h1>
      <AccountForm onCreated={setIssued} />
      {issued && <OneTimePassword issued={issued} onDone={() => setIssued(null)} />}
      {accounts.isPending ? (
        <Spinner label="Loading accounts" />
      ) : accounts.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load accounts.
        </p>
      ) : (
        <AccountList accounts={accounts.data} currentUserId={currentUserId} onReset={setIssued} />
      )}
    </section>
  );
}
