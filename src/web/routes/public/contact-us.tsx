import { data } from "react-router";
import { PublicMap } from "~/web/components/layouts/public-map";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { localBusinessJsonLd, pageMeta, siteOrigin } from "~/web/content/seo";
import { openingHoursGroups, telLink } from "~/shared/rules/settings";
import { ContactForm } from "~/web/features/contact/components/contact-form";
import { contactFieldsOf, contactPostResult } from "~/web/features/contact/lib/contact-post";
import { fullAddress, settingsOf, useSiteSettings, whatsappLink } from "~/web/lib/site-settings";
import type { Route } from "./+types/contact-us";

/** The contact form posted without script: sent through the contact API, answered in the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = contactFieldsOf(await request.formData());
  const answer = await context.postToApi("/api/contact/send-message", fields);
  return data(contactPostResult(answer, fields), { status: answer.status });
}

export function meta({ matches }: Route.MetaArgs) {
  const settings = settingsOf(matches);
  const { business } = settings;
  const call = business.phones[0] ? `Call ${business.phones[0].number}, e-mail` : "E-mail";
  return [
    ...pageMeta({
      title: "Contact Us",
      description: `${call} ${business.email} or visit us at ${fullAddress(business)}.`,
      path: "/contact-us",
      origin: siteOrigin(matches),
      business,
    }),
    localBusinessJsonLd(siteOrigin(matches), settings),
  ];
}

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { business, social, faqs } = useSiteSettings();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-slate-900">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">Call, message or visit us.</p>
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-2xl font-bold text-slate-900">
            Contact Details
          </h2>
          <dl className="mt-4 space-y-4 text-slate-700">
            {business.phones.map((phone) => (
              <div key={`${phone.label} ${phone.number}`}>
                <dt className="font-semibold text-slate-900">{`Phone (${phone.label})`}</dt>
                <dd>
                  <a
                    href={telLink(phone.number)}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {phone.number}
                  </a>
                </dd>
              </div>
            ))}
            <div>
              <dt className="font-semibold text-slate-900">Email</dt>
              <dd>
                <a
                  href={`mailto:${business.email}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {business.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Address</dt>
              <dd>
                <address className="not-italic">{fullAddress(business)}</address>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Opening Hours</dt>
              {openingHoursGroups(business.hours).map((group) => (
                <dd key={group.label}>{`${group.label}: ${group.time}`}</dd>
              ))}
            </div>
            {business.areasServed.length > 0 && (
              <div>
                <dt className="font-semibold text-slate-900">Areas We Serve</dt>
                <dd>{business.areasServed.join(", ")}</dd>
              </div>
            )}
            <div>
              <dt className="font-semibold text-slate-900">WhatsApp</dt>
              <dd>
                <a
                  href={whatsappLink(business)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  Message us on WhatsApp
                </a>
              </dd>
            </div>
          </dl>
          {social.links.length > 0 && <h2 className="mt-8 text-xl font-bold text-slate-900">Follow Us</h2>}
          <ul className="mt-3 flex flex-wrap gap-3">
            {social.links.map((link) => (
              <li key={`${link.network} ${link.url}`}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block rounded-full border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:border-brand-700 hover:text-brand-700"
                >
                  {link.network}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="message-heading">
          <h2 id="message-heading" className="text-2xl font-bold text-slate-900">
            Send Us a Message
          </h2>
          <div className="mt-4">
            <ContactForm posted={actionData} />
          </div>
        </section>
      </div>
      {faqs.items.length > 0 && (
        <section aria-labelledby="faq-heading" className="mt-12">
          <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
            Frequently Asked Questions
          </h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {faqs.items.map((item) => (
              <details key={item.question} className="group px-5 py-4">
                <summary className="cursor-pointer font-semibold text-slate-900">{item.question}</summary>
                <p className="mt-2 text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      )}
      <PublicMap className="mt-12" />
    </div>
  );
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
