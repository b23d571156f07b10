import type { Service } from "~/shared/schemas/service";
import { boundsLabel, servicePriceLabel } from "~/shared/rules/pricing";
import { CardImages } from "~/web/components/ui/card-images";
import { CardActions } from "~/web/components/ui/card-actions";

/** Card descriptions are cut to 50 characters. */
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
        <p className="text-base font-bold text-brand-700">
          {servicePriceLabel(service)}{" "}
          {service.unit && (
            <span className="text-sm font-normal text-slate-600">
              {boundsLabel({
                unit: service.unit,
                minQuantity: service.minQuantity ?? 1,
                maxQuantity: service.maxQuantity ?? 1,
              })}
            </span>
          )}
        </p>
        <CardActions onEdit={() => onEdit(service)} onDelete={() => onDelete(service)} deleting={deleting} />
      </div>
    </article>
  );
}
