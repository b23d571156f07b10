import { useState } from "react";
import type { Category } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { Dialog } from "~/web/components/ui/dialog";
import { EmptyState } from "~/web/components/ui/empty-state";
import { Spinner } from "~/web/components/ui/spinner";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useDeleteService } from "../api/delete-service";
import { useServices } from "~/web/lib/catalogue-queries/use-catalogue";
import { ServiceCard } from "./service-card";
import { NoCategoriesYet } from "./no-categories-yet";
import { ServiceForm } from "./service-form";
import { somethingWentWrong } from "~/shared/rules/errors";
import { serviceDeleted } from "~/shared/rules/toasts";

type Editing = { service: Service | null } | null;

type ServicesManagerProps = {
  /** The categories a service can belong to; undefined while they load. */
  categories: Category[] | undefined;
};

/** Service Management: the cards, and the modal that adds or edits one. */
export function ServicesManager({ categories }: ServicesManagerProps) {
  const services = useServices();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<Editing>(null);
  const noCategories = categories?.length === 0;

  const onDelete = (service: Service) => {
    if (!window.confirm(`Are you sure you want to delete "${service.name}"?`)) return;
    remove.mutate(service._id, {
      onSuccess: () => notify.success(serviceDeleted),
      onError: (error) => notify.error(errorMessage(error, somethingWentWrong)),
    });
  };

  return (
    <section>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Service Management</h1>
        <button
          type="button"
          onClick={() => setEditing({ service: null })}
          className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Add New Service
        </button>
      </div>
      {services.isPending ? (
        <Spinner label="Loading services" />
      ) : services.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load services.
        </p>
      ) : services.data.length === 0 ? (
        <EmptyState
          title="No services available."
          hint={noCategories ? undefined : "Add the first one with Add New Service."}
          action={noCategories ? <NoCategoriesYet /> : undefined}
        />
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {services.data.map((service) => (
            <ServiceCard
              key={service._id}
              service={service}
              onEdit={(chosen) => setEditing({ service: chosen })}
              onDelete={onDelete}
              deleting={remove.isPending && remove.variables === service._id}
            />
          ))}
        </div>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.service ? "Edit Service" : "Add Service"}
      >
        {editing && !editing.service && noCategories ? (
          <NoCategoriesYet onLeave={() => setEditing(null)} />
        ) : (
          editing && (
            <ServiceForm
              key={editing.service?._id ?? "new"}
              service={editing.service}
              categories={categories ?? []}
              onDone={() => setEditing(null)}
            />
          )
        )}
      </Dialog>
    </section>
  );
}
