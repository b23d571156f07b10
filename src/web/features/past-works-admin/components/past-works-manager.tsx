import { useEffect, useState } from "react";
import type { PastWork } from "~/shared/schemas/past-work";
import { Dialog } from "~/web/components/ui/dialog";
import { EmptyState } from "~/web/components/ui/empty-state";
import { Spinner } from "~/web/components/ui/spinner";
import { notify } from "~/web/lib/toast";
import { useDeletePastWork } from "../api/delete-past-work";
import { usePastWorks } from "~/web/lib/queries/use-past-works";
import { PastWorkCard } from "./past-work-card";
import { PastWorkDetails } from "./past-work-details";
import { PastWorkForm } from "./past-work-form";
import { pastWorkDeleteFailed, pastWorkDeleted, pastWorksLoadFailed } from "~/shared/rules/toasts";

type Editing = { work: PastWork | null } | null;

/** Past Works management: the cards, their detail popup and the Add/Edit Work modal. */
export function PastWorksManager() {
  const works = usePastWorks();
  const remove = useDeletePastWork();
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<PastWork | null>(null);

  useEffect(() => {
    if (works.isError) notify.error(pastWorksLoadFailed);
  }, [works.isError]);

  const onDelete = (work: PastWork) => {
    if (!window.confirm(`Are you sure you want to delete "${work.title}"?`)) return;
    remove.mutate(work._id, {
      onSuccess: () => notify.success(pastWorkDeleted),
      onError: () => notify.error(pastWorkDeleteFailed),
    });
  };

  return (
    <section>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Past Works</h1>
        <button
          type="button"
          onClick={() => setEditing({ work: null })}
          className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Add Work
        </button>
      </div>
      {works.isPending ? (
        <Spinner label="Loading past works" />
      ) : works.isError ? null : works.data.length === 0 ? (
        <EmptyState title="No past projects found." hint="Add a finished job with Add Work." />
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {works.data.map((work) => (
            <PastWorkCard
              key={work._id}
              work={work}
              onOpen={setViewing}
              onEdit={(chosen) => setEditing({ work: chosen })}
              onDelete={onDelete}
              deleting={remove.isPending && remove.variables === work._id}
            />
          ))}
        </div>
      )}
      <PastWorkDetails work={viewing} onClose={() => setViewing(null)} />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.work ? "Edit Work" : "Add Work"}
      >
        {editing && (
          <PastWorkForm
            key={editing.work?._id ?? "new"}
            work={editing.work}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </section>
  );
}
