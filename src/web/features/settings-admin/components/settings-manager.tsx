import { useEffect, useState } from "react";
import {
  settingsSectionLabels,
  settingsSections,
  type SettingsSection,
} from "~/shared/rules/settings-sections";
import type { SiteSettings } from "~/shared/schemas/settings";
import { Spinner } from "~/web/components/ui/spinner";
import { notify } from "~/web/lib/toast";
import { useSettings } from "../api/get-settings";
import { AboutForm } from "./about-form";
import { AvailabilityForm } from "./availability-form";
import { BusinessForm } from "./business-form";
import { HomeForm } from "./home-form";
import { FaqsForm, LegalForm, SocialForm } from "./list-forms";
import { NoticesForm } from "./notices-form";
import { RecurringForm } from "./recurring-form";
import { MessagesForm } from "./messages-form";
import { CrewPageForm } from "./crew-page-form";
import { PaymentsForm } from "./payments-form";
import { settingsLoadFailed } from "~/shared/rules/toasts";

function SectionForm({ section, settings }: { section: SettingsSection; settings: SiteSettings }) {
  switch (section) {
    case "business":
      return <BusinessForm business={settings.business} />;
    case "home":
      return <HomeForm home={settings.home} />;
    case "about":
      return <AboutForm about={settings.about} />;
    case "faqs":
      return <FaqsForm faqs={settings.faqs} />;
    case "legal":
      return <LegalForm legal={settings.legal} />;
    case "social":
      return <SocialForm social={settings.social} />;
    case "availability":
      return <AvailabilityForm availability={settings.availability} />;
    case "notices":
      return <NoticesForm notices={settings.notices} />;
    case "recurring":
      return <RecurringForm recurring={settings.recurring} />;
    case "messages":
      return <MessagesForm messages={settings.messages} />;
    case "crewPage":
      return <CrewPageForm crewPage={settings.crewPage} />;
    case "payments":
      return <PaymentsForm payments={settings.payments} />;
  }
}

/** Settings: what the public site says about the business, a section at a time, each saved on its own. */
export function SettingsManager() {
  const settings = useSettings();
  const [section, setSection] = useState<SettingsSection>("business");

  useEffect(() => {
    if (settings.isError) notify.error(settingsLoadFailed);
  }, [settings.isError]);

  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Settings</h1>
      <div role="tablist" aria-label="Settings sections" className="mb-6 flex flex-wrap gap-2">
        {settingsSections.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`settings-tab-${name}`}
            aria-selected={name === section}
            aria-controls="settings-panel"
            onClick={() => setSection(name)}
            className={`rounded-full border px-4 py-2 text-sm font-semibold ${
              name === section
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 text-slate-700 hover:border-brand-700"
            }`}
          >
            {settingsSectionLabels[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="settings-panel"
        aria-labelledby={`settings-tab-${section}`}
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 className="mb-4 text-xl font-bold text-slate-900">{settingsSectionLabels[section]}</h2>
        {settings.isPending ? (
          <Spinner label="Loading settings" />
        ) : settings.isError ? null : (
          // Keyed by section: each form starts from the saved settings when it is opened.
          <SectionForm key={section} section={section} settings={settings.data} />
        )}
      </div>
    </section>
  );
}
