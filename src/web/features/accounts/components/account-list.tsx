import { roleLabels } from "~/shared/rules/roles";
import type { Account, AccountWithPassword } from "~/shared/schemas/account";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useResetAccountPassword } from "../api/reset-account-password";
import { useUpdateAccount } from "../api/update-account";
import { AdminTable, tableCell } from "~/web/components/ui/admin-table";
import { somethingWentWrong } from "~/shared/rules/errors";

const columns = ["Name", "Email", "Role", "Status", "Actions"] as const;
const actionClass =
  "rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";

type AccountListProps = {
  accounts: Account[];
  currentUserId: string;
  onReset(result: AccountWithPassword): void;
};

/** Every account with its role and status, and what an owner can do to each. */
export function AccountList({ accounts, currentUserId, onReset }: AccountListProps) {
  const update = useUpdateAccount();
  const reset = useResetAccountPassword();
  const failed = (error: Error) => notify.error(errorMessage(error, somethingWentWrong));
  const busy = (account: Account) =>
    (update.isPending && update.variables?.id === account._id) ||
    (reset.isPending && reset.variables === account._id);

  const changeRole = (account: Account) => {
    const role = account.role === "owner" ? "staff" : "owner";
    update.mutate(
      { id: account._id, role },
      {
        onSuccess: () => notify.success(`${account.name} is now ${roleLabels[role].toLowerCase()}`),
        onError: failed,
      },
    );
  };

  const toggleDisabled = (account: Account) => {
    const disabled = !account.disabled;
    if (disabled && !window.confirm(`Disable the account of ${account.name}? They are signed out at once.`))
      return;
    update.mutate(
      { id: account._id, disabled },
      { onSuccess: () => notify.success(disabled ? "Account disabled" : "Account enabled"), onError: failed },
    );
  };

  const resetPassword = (account: Account) => {
    if (
      !window.confirm(
        `Reset the password of ${account.name}? They are signed out and get a one-time password.`,
      )
    )
      return;
    reset.mutate(account._id, { onSuccess: onReset, onError: failed });
  };

  return (
    <AdminTable caption="Accounts" columns={columns}>
      {accounts.map((account) => (
        <tr key={account._id}>
          <th scope="row" className={`${tableCell} font-semibold text-slate-900`}>
            {account.name}
            {account._id === currentUserId && <span className="font-normal text-slate-600"> (you)</span>}
          </th>
          <td className={`${tableCell} break-all`}>{account.email}</td>
          <td className={tableCell}>{roleLabels[account.role]}</td>
          <td className={tableCell}>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
                account.disabled ? "bg-slate-200 text-slate-700" : "bg-green-100 text-green-800"
              }`}
            >
              {account.disabled ? "Disabled" : "Active"}
            </span>
          </td>
          <td className={`${tableCell} whitespace-nowrap`}>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => changeRole(account)}
                disabled={busy(account)}
                aria-label={`Make ${account.name} ${account.role === "owner" ? "staff" : "an owner"}`}
                className={actionClass}
              >
                {account.role === "owner" ? "Make staff" : "Make owner"}
              </button>
              <button
                type="button"
                onClick={() => toggleDisabled(account)}
                disabled={busy(account)}
                aria-label={`${account.disabled ? "Enable" : "Disable"} ${account.name}`}
                className={actionClass}
              >
                {account.disabled ? "Enable" : "Disable"}
              </button>
              <button
                type="button"
                onClick={() => resetPassword(account)}
                disabled={busy(account)}
                aria-label={`Reset the password of ${account.name}`}
                className={actionClass}
              >
                Reset password
              </button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
