// The business's settings as every page reads them: given once by the root loader (read from the server's
// memory, not per page view), so a change saved in the dashboard shows on the next page.
import { useRouteLoaderData } from "react-router";
import { whatsappChatLink, whatsappGreeting } from "~/shared/rules/settings";
import type { BusinessSettings, SiteSettings } from "~/shared/schemas/settings";

export type RootData = { origin: string; settings: SiteSettings };

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The root's loader data among a `meta`'s matches (`loaderData`, or `data` as older matches name it). */
function rootDataOf(matches: readonly MatchLike[]): unknown {
  const root = matches.find((match) => match?.id === "root");
  return root?.loaderData ?? root?.data;
}

function fromRoot(data: unknown): SiteSettings | undefined {
  return (data as Partial<RootData> | undefined)?.settings;
}

/** The settings, in any component under the root route. */
export function useSiteSettings(): SiteSettings {
  const settings = fromRoot(useRouteLoaderData("root"));
  // The root loader never fails for want of settings (it falls back to the defaults on the server).
  if (!settings) throw new Error("The site's settings are missing from the root loader.");
  return settings;
}

/** The settings, in a route's `meta` (which gets the matched routes' data, not hooks). */
export function settingsOf(matches: readonly MatchLike[]): SiteSettings {
  const settings = fromRoot(rootDataOf(matches));
  if (!settings) throw new Error("The site's settings are missing from the root loader.");
  return settings;
}

/** The business's name for a title, where the settings may be missing (the root's own error page). */
export function businessNameOf(matches: readonly MatchLike[]): string {
  return fromRoot(rootDataOf(matches))?.business.name ?? "";
}

/** The address on one line, as the contact page and the map show it. */
export function fullAddress(business: BusinessSettings): string {
  const { street, locality, region } = business.address;
  return `${street}, ${locality}, ${region}, Nigeria`;
}

/** A WhatsApp chat with the business, pre-filled with `text` (a greeting by default). */
export function whatsappLink(
  business: BusinessSettings,
  text = whatsappGreeting(business.shortName),
): string {
  return whatsappChatLink(business.whatsapp, text);
}

/** The meta of a page kept out of search (dashboard, sign-in, not found): its title and the business's name. */
export function privatePageMeta(title: string, matches: readonly MatchLike[]) {
  const name = businessNameOf(matches);
  return [{ title: name ? `${title} | ${name}` : title }, { name: "robots", content: "noindex" }];
}
