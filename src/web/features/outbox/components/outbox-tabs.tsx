import { outboxStateLabels, outboxStates, type OutboxState } from "~/shared/rules/outbox";
import type { OutboxCounts } from "../api/get-notifications";

type OutboxTabsProps = { value: OutboxState; counts: OutboxCounts; onChange(state: OutboxState): void };

/** Waiting, Sent and Failed, each with its count. */
export function OutboxTabs({ value, counts, onChange }: OutboxTabsProps) {
  return (
    <div role="tablist" aria-label="Message state" className="flex flex-wrap gap-2">
      {outboxStates.map((state) => {
        const selected = state === value;
        return (
          <button
            key={state}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="outbox-panel"
            onClick={() => onChange(state)}
            className={`min-h-11 rounded-full px-4 py-1.5 text-sm font-medium ${
              selected
                ? "bg-brand-600 text-white"
                : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            }`}
          >
            {outboxStateLabels[state]} ({counts[state]})
          </button>
        );
      })}
    </div>
  );
}
