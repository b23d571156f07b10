import { imageVariantUrl } from "~/shared/image-url";
import type { Testimonial } from "~/shared/schemas/testimonial";
import { PublicRotationControl } from "~/web/components/layouts/public-rotation-control";
import { useRotation } from "~/web/lib/use-rotation";
import { windowOf } from "../lib/select";

export const testimonialIntervalMs = 3000;
export const testimonialsShown = 3;

/**
 * Three testimonials at a time, moving on by one every 3 s. Only the three shown are in the page,
 * so assistive technology never reads hidden ones; the list is a polite live region only while paused.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const rotates = testimonials.length > testimonialsShown;
  const rotation = useRotation(rotates ? testimonials.length : 0, testimonialIntervalMs);
  if (testimonials.length === 0) return null;
  const shown = windowOf(testimonials, rotation.index, testimonialsShown);

  return (
    <section aria-labelledby="testimonials-heading" className="bg-brand-900 py-16 text-white">
      <div className="mx-auto max-w-6xl px-4" {...rotation.pauseHandlers}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="testimonials-heading" className="text-3xl font-bold">
            What Our Customers Say
          </h2>
          {rotates && (
            <PublicRotationControl
              paused={rotation.paused}
              onToggle={rotation.togglePaused}
              what="testimonials"
              tone="dark"
            />
          )}
        </div>
        <ul
          aria-label="Testimonials"
          aria-live={rotation.paused ? "polite" : "off"}
          className="mt-8 grid gap-6 md:grid-cols-3"
        >
          {shown.map((item) => (
            <li key={item._id} className="flex flex-col rounded-2xl bg-white p-6 text-slate-800 shadow">
              <blockquote className="flex-1 text-slate-700">“{item.feedback}”</blockquote>
              <div className="mt-5 flex items-center gap-3">
                {item.image ? (
                  <img
                    src={imageVariantUrl(item.image, 160)}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="h-12 w-12 rounded-full bg-slate-100 object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                  >
                    {item.name.trim().charAt(0).toUpperCase() || "?"}
                  </span>
                )}
                <div>
                  <p className="font-semibold text-slate-900">{item.name}</p>
                  <p className="text-sm text-slate-600">{item.role}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
