// Kept out of the public-* names so it ships with the two legal pages, not in every page's first load.
import { useSiteSettings } from "~/web/lib/site-settings";

type LegalPageProps = {
  title: string;
  paragraphs: readonly string[];
  /** What the closing line invites questions about ("your data", "these terms"). */
  questionsAbout: string;
};

/** A legal text of the business (privacy, terms): its paragraphs and where to write with questions. */
export function LegalPage({ title, paragraphs, questionsAbout }: LegalPageProps) {
  const { email } = useSiteSettings().business;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-slate-900">{title}</h1>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="mt-4 text-lg text-slate-700">
          {paragraph}
        </p>
      ))}
      <p className="mt-4 text-lg text-slate-700">
        Write to{" "}
        <a className="text-brand-700 underline" href={`mailto:${email}`}>
          {email}
        </a>{" "}
        with any question about {questionsAbout}.
      </p>
    </article>
  );
}
