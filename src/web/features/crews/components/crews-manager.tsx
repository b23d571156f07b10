import { useState } from "react";
import type { Crew } from "~/shared/schemas/crew";
import { Dialog } from "~/web/components/ui/dialog";
import { EmptyState } from "~/web/components/ui/empty-state";
import { Spinner } from "~/web/components/ui/spinner";
import { useCrews } from "../api/get-crews";
import { CalendarFeeds } from "./calendar-feeds";
import { CrewForm } from "./crew-form";
import { CrewList } from "./crew-list";

type Editing = { crew: Crew | null } | null;

/** Crews (owners only): the crews, the dialog that adds or edits one, and the calendar links below. */
export function CrewsManager() {
  const crews = useCrews();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <div className="space-y-10">
      <section aria-labelledby="crews-title" className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 id="crews-title" className="text-2xl font-bold text-slate-900">
            Crews
          </h1>
          <button
            type="button"
            onClick={() => setEditing({ crew: null })}
            className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Add Crew
          </button>
        </div>
        {crews.isPending ? (
          <Spinner label="Loading crews" />
        ) : crews.isError ? (
          <p role="alert" className="text-red-700">
            Failed to load crews.
          </p>
        ) : crews.data.length === 0 ? (
          <EmptyState
            title="No crews yet."
            hint="Add one with Add Crew: bookings are given to crews in Booking Details."
          />
        ) : (
          <CrewList crews={crews.data} onEdit={(crew) => setEditing({ crew })} />
        )}
      </section>
      <CalendarFeeds />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.crew ? "Edit Crew" : "Add Crew"}
      >
        {editing && (
          <CrewForm key={editing.crew?._id ?? "new"} crew={editing.crew} onDone={() => setEditing(null)} />
        )}
      </Dialog>
    </div>
  );
}
