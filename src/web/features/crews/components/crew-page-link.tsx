import { renewCrewLinkWarning } from "~/shared/rules/crew-page";
import type { CrewWithLink } from "~/shared/schemas/crew";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useRenewCrewLink } from "../api/renew-crew-link";
import { somethingWentWrong } from "~/shared/rules/errors";
import { crewPageLinkCopied, crewPageLinkRenewed, linkCopyFailed } from "~/shared/rules/toasts";

const buttonClass =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";

/** The crew's page link (docs/decisions/049-crew-pages.md): to send to the crew's phone, or to renew. */
export function CrewPageLink({ crew }: { crew: CrewWithLink }) {
  const renew = useRenewCrewLink();

  async function copy() {
    try {
      await navigator.clipboard.writeText(crew.crewUrl);
      notify.success(crewPageLinkCopied);
    } catch {
      notify.error(linkCopyFailed);
    }
  }

  function renewLink() {
    if (!window.confirm(renewCrewLinkWarning)) return;
    renew.mutate(crew._id, {
      onSuccess: () => notify.success(crewPageLinkRenewed),
      onError: (error) => notify.error(errorMessage(error, somethingWentWrong)),
    });
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">Crew page</p>
      <code
        data-testid="crew-page-url"
        className="block rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-900 select-all"
      >
        {crew.crewUrl}
      </code>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={buttonClass}>
          Copy crew link
        </button>
        <button type="button" onClick={renewLink} disabled={renew.isPending} className={buttonClass}>
          {renew.isPending ? "Renewing..." : "Renew crew link"}
        </button>
      </div>
    </div>
  );
}
