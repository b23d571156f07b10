import { useUser } from "~/web/lib/queries/use-user";
import { PasswordSettings } from "~/web/features/profile/components/password-settings";
import { ProfileForm } from "~/web/features/profile/components/profile-form";
import { ProfilePicture } from "~/web/features/profile/components/profile-picture";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/profile";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Profile", matches);
}

export default function Profile() {
  // The layout renders this only once the user is known.
  const user = useUser();
  if (!user) return null;
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Profile</h1>
      <section
        aria-label="Profile details"
        className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <ProfilePicture user={user} />
        <ProfileForm user={user} />
      </section>
      <PasswordSettings />
    </div>
  );
}
