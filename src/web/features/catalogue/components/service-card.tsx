import { formatNaira } from "~/shared/money";
import type { Service } from "~/shared/schemas/service";
import { useBookingDialog } from "~/web/features/booking/components/booking-dialog-provider";
import { CatalogueImage } from "./catalogue-image";

/**
 * A service of one category: image, name, description and price in naira, with SPEC.md's defaults,
 * and a Book button that opens the booking dialog with this service chosen.
 */
export function ServiceCard({ service, priority = false }: { service: Service; priority?: boolean }) {
  const name = service.name?.trim() || "Unnamed Service";
  const booking = useBookingDialog();
  const categoryId = service.category?._id;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CatalogueImage url={service.images?.[0]} alt={service.name?.trim() ? name : ""} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-semibold text-slate-900">{name}</h2>
        <p className="mt-2 flex-1 text-slate-600">
          {service.description?.trim() || "No description available"}
        </p>
        <p className="mt-4 text-2xl font-bold text-brand-700">{formatNaira(service.price ?? 0)}</p>
        {/* A button, not a link: there is no booking page to go to without the dialog yet. */}
        {categoryId && (
          <button
            type="button"
            onClick={() => booking.openWith({ categoryId, serviceId: service._id })}
            className="mt-4 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Book<span className="sr-only"> {name}</span>
          </button>
        )}
      </div>
    </article>
  );
}
