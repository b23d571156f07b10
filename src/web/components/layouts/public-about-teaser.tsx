import { Link } from "react-router";
import { useSiteSettings } from "~/web/lib/site-settings";

export function PublicAboutTeaser() {
  const { business, about } = useSiteSettings();
  return (
    <section aria-labelledby="about-heading" className="bg-brand-50 py-16">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="about-heading" className="text-3xl font-bold text-slate-900">
            {`About ${business.shortName}`}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{about.teaser}</p>
          <Link
            to="/about-us"
            className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Learn more about us
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-4 text-center">
          {[
            ["4,000+", "homes and offices cleaned"],
            ["60+", "trained, vetted staff"],
            ["24 h", "free re-clean guarantee"],
            ["Since 2016", "serving all of Lagos"],
          ].map(([figure, label]) => (
            <li key={label} className="rounded-2xl bg-white p-5 shadow-sm">
              <strong className="block text-2xl font-extrabold text-brand-700">{figure}</strong>
              <span className="mt-1 block text-sm text-slate-600">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
