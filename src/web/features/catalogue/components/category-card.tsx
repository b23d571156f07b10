import { Link } from "react-router";
import type { Category } from "~/shared/schemas/category";
import { categoryPath } from "~/shared/slug";
import { CatalogueImage } from "./catalogue-image";

/** A category on /services: links to its own page, with defaults for missing fields. */
type CategoryCardProps = {
  category: Category;
  imageIndex?: number;
  headingLevel?: "h2" | "h3";
  priority?: boolean;
};

export function CategoryCard({
  category,
  imageIndex = 0,
  headingLevel: Heading = "h2",
  priority = false,
}: CategoryCardProps) {
  const title = category.name?.trim() || "No Specified Title";
  const images = category.images ?? [];
  const image = images.length ? images[imageIndex % images.length] : undefined;
  return (
    <Link
      to={categoryPath(category)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <CatalogueImage
        url={image}
        alt={category.name?.trim() ? `${title} by our team` : ""}
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-semibold text-slate-900 group-hover:text-brand-700">{title}</Heading>
        <p className="mt-2 line-clamp-3 text-slate-600">
          {category.description?.trim() || "No Specified Description"}
        </p>
        <span className="mt-4 font-semibold text-brand-700" aria-hidden="true">
          View services →
        </span>
      </div>
    </Link>
  );
}
