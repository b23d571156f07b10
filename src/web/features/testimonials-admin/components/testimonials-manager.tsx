import { useEffect, useState } from "react";
import type { Testimonial } from "~/shared/schemas/testimonial";
import { Dialog } from "~/web/components/ui/dialog";
import { EmptyState } from "~/web/components/ui/empty-state";
import { Spinner } from "~/web/components/ui/spinner";
import { notify } from "~/web/lib/toast";
import { useDeleteTestimonial } from "../api/delete-testimonial";
import { useTestimonials } from "~/web/lib/queries/use-testimonials";
import { TestimonialCard } from "./testimonial-card";
import { TestimonialForm } from "./testimonial-form";
import { testimonialDeleted } from "~/shared/rules/toasts";

type Editing = { testimonial: Testimonial | null } | null;

/** Testimonials management: the cards and the Add/Edit Testimonial modal. */
export function TestimonialsManager() {
  const testimonials = useTestimonials();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    if (testimonials.isError) notify.error("Error fetching testimonials");
  }, [testimonials.isError]);

  const onDelete = (testimonial: Testimonial) => {
    if (!window.confirm(`Are you sure you want to delete the testimonial from ${testimonial.name}?`)) return;
    remove.mutate(testimonial._id, {
      onSuccess: () => notify.success(testimonialDeleted),
      onError: () => notify.error("Error deleting testimonial"),
    });
  };

  return (
    <section>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Testimonials</h1>
        <button
          type="button"
          onClick={() => setEditing({ testimonial: null })}
          className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Add Testimonial
        </button>
      </div>
      {testimonials.isPending ? (
        <Spinner label="Loading testimonials" />
      ) : testimonials.isError ? null : testimonials.data.length === 0 ? (
        <EmptyState title="No testimonials yet." hint="Add what a customer said with Add Testimonial." />
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {testimonials.data.map((testimonial) => (
            <TestimonialCard
              key={testimonial._id}
              testimonial={testimonial}
              onEdit={(chosen) => setEditing({ testimonial: chosen })}
              onDelete={onDelete}
              deleting={remove.isPending && remove.variables === testimonial._id}
            />
          ))}
        </div>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.testimonial ? "Edit Testimonial" : "Add Testimonial"}
      >
        {editing && (
          <TestimonialForm
            key={editing.testimonial?._id ?? "new"}
            testimonial={editing.testimonial}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </section>
  );
}
