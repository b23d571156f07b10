import { imageSrcSet, imageVariantUrl } from "~/shared/image-url";
import type { Category } from "~/shared/schemas/category";
import { CardActions } from "~/web/components/ui/card-actions";

/** Card descriptions are cut to 50 characters. */
function shortDescription(text: string): string {
  return text.length > 50 ? `${text.slice(0, 50)}...` : text;
}

type CategoryCardProps = {
  category: Category;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  deleting: boolean;
};

/** Same look as the service cards, but only the first picture. */
export function CategoryCard({ category, onEdit, onDelete, deleting }: CategoryCardProps) {
  const image = category.images[0];
  return (
    <article
      aria-label={category.name}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {image ? (
        <img
          src={imageVariantUrl(image, 480)}
          srcSet={imageSrcSet(image, [320, 480, 640])}
          sizes="(min-width: 1024px) 33vw, 100vw"
          alt={category.name}
          width={480}
          height={360}
          loading="lazy"
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-sm font-medium text-slate-600">
          No Image
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold text-slate-900">{category.name}</h2>
        <p className="text-sm text-slate-600">{shortDescription(category.description)}</p>
        <CardActions
          onEdit={() => onEdit(category)}
          onDelete={() => onDelete(category)}
          deleting={deleting}
        />
      </div>
    </article>
  );
}
