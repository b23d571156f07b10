import { useState } from "react";
import type { Category } from "~/shared/schemas/category";
import { Dialog } from "~/web/components/ui/dialog";
import { EmptyState } from "~/web/components/ui/empty-state";
import { Spinner } from "~/web/components/ui/spinner";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useDeleteCategory } from "../api/delete-category";
import { useCategories } from "~/web/lib/catalogue-queries/use-catalogue";
import { CategoryCard } from "./category-card";
import { CategoryForm } from "./category-form";
import { somethingWentWrong } from "~/shared/rules/errors";
import { categoryDeleted } from "~/shared/rules/toasts";

type Editing = { category: Category | null } | null;

/** Category Management: the cards, and the modal that adds or edits one. */
export function CategoriesManager() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = (category: Category) => {
    if (!window.confirm(`Are you sure you want to delete "${category.name}"?`)) return;
    remove.mutate(category._id, {
      onSuccess: () => notify.success(categoryDeleted),
      // A category that still has services is refused with the server's 409 message.
      onError: (error) => notify.error(errorMessage(error, somethingWentWrong)),
    });
  };

  return (
    <section>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Category Management</h1>
        <button
          type="button"
          onClick={() => setEditing({ category: null })}
          className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Add New Category
        </button>
      </div>
      {categories.isPending ? (
        <Spinner label="Loading categories" />
      ) : categories.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load categories.
        </p>
      ) : categories.data.length === 0 ? (
        <EmptyState
          title="No categories available."
          hint="Add one with Add New Category: services are grouped by category."
        />
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {categories.data.map((category) => (
            <CategoryCard
              key={category._id}
              category={category}
              onEdit={(chosen) => setEditing({ category: chosen })}
              onDelete={onDelete}
              deleting={remove.isPending && remove.variables === category._id}
            />
          ))}
        </div>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.category ? "Edit Category" : "Add Category"}
      >
        {editing && (
          <CategoryForm
            key={editing.category?._id ?? "new"}
            category={editing.category}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </section>
  );
}
