import { telLink } from "~/shared/rules/settings";
import type { Crew, CrewWithLink } from "~/shared/schemas/crew";
import { CrewPageLink } from "./crew-page-link";

type CrewListProps = { crews: CrewWithLink[]; onEdit: (crew: Crew) => void };

/** The crews as cards, one column on a phone and more side by side on a wide screen. */
export function CrewList({ crews, onEdit }: CrewListProps) {
  return (
    <ul aria-label="Crews" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {crews.map((crew) => (
        <li
          key={crew._id}
          aria-label={crew.name}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-semibold break-words text-slate-900">{crew.name}</h3>
            <span
              className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                crew.active ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"
              }`}
            >
              {crew.active ? "Active" : "Not active"}
            </span>
          </div>
          <p className="text-sm text-slate-700">
            Lead:{" "}
            <a
              href={telLink(crew.leadPhone)}
              className="inline-flex min-h-11 items-center font-medium break-all text-brand-800 underline"
            >
              {crew.leadPhone}
            </a>
          </p>
          <CrewPageLink crew={crew} />
          <button
            type="button"
            onClick={() => onEdit(crew)}
            aria-label={`Edit ${crew.name}`}
            className="mt-auto min-h-11 self-start rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Edit
          </button>
        </li>
      ))}
    </ul>
  );
}
