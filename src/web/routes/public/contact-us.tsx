import { data } from "react-router";
import { PublicMap } from "~/web/components/layouts/public-map";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { localBusinessJsonLd, pageMeta } from "~/web/content/seo";
import { contact, fullAddress, site, socialLinks, whatsappLink } from "~/web/content/site";
import { ContactForm } from "~/web/features/contact/components/contact-form";
import { contactFieldsOf, contactPostResult } from "~/web/features/contact/lib/contact-post";
import type { Route } from "./+types/contact-us";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function clientLoader() {
  return { origin: window.location.origin };
}

/** The contact form posted without script: sent through the contact API, answered in the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = contactFieldsOf(await request.formData());
  const answer = await context.postToApi("/api/contact/send-message", fields);
  return data(contactPostResult(answer, fields), { status: answer.status });
}

export function meta({ data }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Contact Us",
      description: `Call ${contact.phones[0].display}, e-mail ${contact.email} or visit us at ${fullAddress}.`,
      path: "/contact-us",
      origin: data?.origin,
    }),
    localBusinessJsonLd(data?.origin),
  ];
}

export default function ContactUs({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-slate-900">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Call, message or visit us. We answer {site.openingHours.days}, {site.openingHours.opens} to{" "}
        {site.openingHours.closes}.
      </p>
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-2xl font-bold text-slate-900">
            Contact Details
          </h2>
          <dl className="mt-4 space-y-4 text-slate-700">
            {contact.phones.map((phone) => (
              <div key={phone.tel}>
                <dt className="font-semibold text-slate-900">{`Phone (${phone.label})`}</dt>
                <dd>
                  <a href={`tel:${phone.tel}`} className="text-brand-700 underline-offset-4 hover:underline">
                    {phone.display}
                  </a>
                </dd>
              </div>
            ))}
            <div>
              <dt className="font-semibold text-slate-900">Email</dt>
              <dd>
                <a
                  href={`mailto:${contact.email}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {contact.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Address</dt>
              <dd>
                <address className="not-italic">{fullAddress}</address>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">WhatsApp</dt>
              <dd>
                <a
                  href={whatsappLink()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  Message us on WhatsApp
                </a>
              </dd>
            </div>
          </dl>
          <h2 className="mt-8 text-xl font-bold text-slate-900">Follow Us</h2>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
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
      <PublicMap className="mt-12" />
    </div>
  );
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
