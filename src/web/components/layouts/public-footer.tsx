import { Link } from "react-router";
import { telLink } from "~/shared/rules/settings";
import { useSiteSettings } from "~/web/lib/site-settings";

// Services and Our Works too: on a phone the header's links are in a menu that needs script.
const footerLinks = [
  { label: "Services", to: "/services" },
  { label: "Our Works", to: "/our-works" },
  { label: "About", to: "/about-us" },
  { label: "Contact", to: "/contact-us" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
] as const;

export function PublicFooter() {
  const year = new Date().getFullYear();
  const { business } = useSiteSettings();
  const phone = business.phones[0];
  return (
    // The bottom padding keeps the last line clear of the WhatsApp button at every width.
    <footer className="border-t border-slate-200 bg-slate-50 pt-8 pb-[calc(6rem_+_env(safe-area-inset-bottom,0px))] text-sm text-slate-700">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 md:flex-row">
        <div className="text-center md:text-left">
          <p>
            © {year} {business.name}. All rights reserved.
          </p>
          <p className="mt-1">
            {phone && (
              <>
                <a href={telLink(phone.number)} className="hover:text-brand-700">
                  {phone.number}
                </a>{" "}
                ·{" "}
              </>
            )}
            <a href={`mailto:${business.email}`} className="hover:text-brand-700">
              {business.email}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="inline-block py-1 hover:text-brand-700">
                  {link.label}
                </Link>
              </li>
            ))}
            {/* For the business's own people: discreet, after the customers' links. */}
            <li>
              <Link
                to="/admin-auth-route"
                rel="nofollow"
                className="inline-block py-1 text-slate-600 hover:text-brand-700"
              >
                Staff sign-in
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
