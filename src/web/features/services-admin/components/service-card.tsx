import type { Service } from "~/shared/schemas/service";
import { formatNaira } from "~/shared/money";
import { CardImages } from "./card-images";

/** SPEC.md §2: card descriptions are cut to 50 characters. */
export function shortDescription(text: string): string {
  return text.length > 50 ? `${text.slice(0, 50)}...` : text;
}

type ServiceCardProps = {
  service: Service;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
  deleting: boolean;
};

export function ServiceCard({ service, onEdit, onDelete, deleting }: ServiceCardProps) {
  return (
    <article
      aria-label={service.name}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <CardImages images={service.images} label={service.name} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold text-slate-900">{service.name}</h2>
        <p className="text-sm text-slate-600">{shortDescription(service.description)}</p>
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-700">Category:</span> {service.category?.name ?? "None"}
        </p>
        <p className="text-base font-bold text-brand-700">{formatNaira(service.price)}</p>
        <div className="mt-auto flex gap-2 pt-3">
          <button
            type="button"
            onClick={() => onEdit(service)}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Edit
          </button>
          <button
            type="button"
            onClick={() => onDelete(service)}
            disabled={deleting}
            className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
