import { useSiteSettings } from "~/web/lib/site-settings";
import { PublicPicture } from "./public-picture";

export function PublicTeam({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { team } = useSiteSettings().about;
  if (team.length === 0) return null;
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-6xl px-4 py-16">
      <Heading id="team-heading" className="text-center text-3xl font-bold text-slate-900">
        Meet Our Team
      </Heading>
      <ul className="mt-10 grid gap-8 sm:grid-cols-3">
        {team.map((member) => (
          <li key={`${member.name} ${member.role}`} className="text-center">
            <PublicPicture
              picture={member.photo}
              sizes="160px"
              box={{ width: 320, height: 320 }}
              className="mx-auto h-40 w-40 rounded-full object-cover shadow-md"
            />
            <p className="mt-4 text-lg font-semibold text-slate-900">{member.name}</p>
            <p className="text-brand-700">{member.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
