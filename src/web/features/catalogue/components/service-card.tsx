import type { ReactNode } from "react";
import { formatNaira } from "~/shared/money";
import type { Service } from "~/shared/schemas/service";
import { CatalogueImage } from "./catalogue-image";

type ServiceCardProps = {
  service: Service;
  priority?: boolean;
  /** What the customer can do with the service: the category page's Book button. */
  action?: ReactNode;
};

/** A service of one category: image, name, description and price in naira, with defaults. */
export function ServiceCard({ service, priority = false, action }: ServiceCardProps) {
  const name = service.name?.trim() || "Unnamed Service";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CatalogueImage url={service.images?.[0]} alt={service.name?.trim() ? name : ""} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-semibold text-slate-900">{name}</h2>
        <p className="mt-2 flex-1 text-slate-600">
          {service.description?.trim() || "No description available"}
        </p>
        <p className="mt-4 text-2xl font-bold text-brand-700">{formatNaira(service.price ?? 0)}</p>
        {action}
      </div>
    </article>
  );
}
