import { imageSrcSet, imageVariantUrl } from "~/shared/image-url";
import type { Testimonial } from "~/shared/schemas/testimonial";

type TestimonialCardProps = {
  testimonial: Testimonial;
  onEdit: (testimonial: Testimonial) => void;
  onDelete: (testimonial: Testimonial) => void;
  deleting: boolean;
};

export function TestimonialCard({ testimonial, onEdit, onDelete, deleting }: TestimonialCardProps) {
  const { name, role, feedback, image } = testimonial;
  return (
    <article
      aria-label={name}
      className="relative flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
    >
      {image ? (
        <img
          src={imageVariantUrl(image, 160)}
          srcSet={imageSrcSet(image, [160, 320])}
          sizes="5rem"
          alt={name}
          width={80}
          height={80}
          loading="lazy"
          className="h-20 w-20 rounded-full bg-slate-100 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
        >
          {name.slice(0, 1).toUpperCase()}
        </div>
      )}
      <blockquote className="text-slate-700">“{feedback}”</blockquote>
      <div>
        <h2 className="font-semibold text-slate-900">{name}</h2>
        <p className="text-sm text-slate-600">{role}</p>
      </div>
      <div className="absolute top-3 right-3 flex gap-1">
        <button
          type="button"
          onClick={() => onEdit(testimonial)}
          aria-label={`Edit testimonial from ${name}`}
          title="Edit"
          className="rounded-lg p-2 text-brand-700 hover:bg-brand-50"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8l-9.3 9.3-4.1 1.1 1.1-4.1 8.5-8.5Z" />
          </svg>
        </button>
        <button
          type="button"
          onClick={() => onDelete(testimonial)}
          disabled={deleting}
          aria-label={`Delete testimonial from ${name}`}
          title="Delete"
          className="rounded-lg p-2 text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M7 2h6l1 2h4v2H2V4h4l1-2Zm-3 6h12l-1 10H5L4 8Z" />
          </svg>
        </button>
      </div>
    </article>
  );
}
