import { useSiteSettings } from "~/web/lib/site-settings";
import { PublicPicture } from "./public-picture";

export function PublicCertifications() {
  const { certifications } = useSiteSettings().about;
  if (certifications.length === 0) return null;
  return (
    <section aria-labelledby="certifications-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="certifications-heading" className="text-center text-3xl font-bold text-slate-900">
          Our Certifications
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {certifications.map((item) => (
            <li key={item.name} className="rounded-2xl bg-white p-6 text-center shadow-sm">
              <PublicPicture
                picture={item.logo}
                sizes="96px"
                box={{ width: 160, height: 160 }}
                className="mx-auto h-24 w-24 object-contain"
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.name}</h3>
              <p className="mt-2 text-slate-600">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
