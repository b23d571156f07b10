import { Link } from "react-router";
import { contact, site } from "~/web/content/site";

const footerLinks = [
  { label: "About", to: "/about-us" },
  { label: "Contact", to: "/contact-us" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
] as const;

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    // The bottom padding keeps the last line clear of the WhatsApp button at every width.
    <footer className="border-t border-slate-200 bg-slate-50 pt-8 pb-[calc(6rem_+_env(safe-area-inset-bottom,0px))] text-sm text-slate-700">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 md:flex-row">
        <div className="text-center md:text-left">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <p className="mt-1">
            <a href={`tel:${contact.phones[0].tel}`} className="hover:text-brand-700">
              {contact.phones[0].display}
            </a>{" "}
            ·{" "}
            <a href={`mailto:${contact.email}`} className="hover:text-brand-700">
              {contact.email}
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
          </ul>
        </nav>
      </div>
    </footer>
  );
}
