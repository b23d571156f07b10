import { Link, NavLink } from "react-router";
import { PublicBookLink } from "./public-book-link";
import { useSiteSettings } from "~/web/lib/site-settings";
import { PublicMobileMenu } from "./public-mobile-menu";

export const navigation = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about-us" },
  { label: "Contact Us", to: "/contact-us" },
  { label: "Services", to: "/services" },
  { label: "Our Works", to: "/our-works" },
] as const;

export function PublicHeader() {
  const { business } = useSiteSettings();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          {/* Inline, so the logo never competes with the hero picture for the first bytes. */}
          <svg aria-hidden="true" viewBox="0 0 64 64" width="28" height="28">
            <rect width="64" height="64" rx="14" fill="#047a5c" />
            <path d="M32 12l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" fill="#fbbf24" />
          </svg>
          {business.shortName}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex gap-6">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    `font-medium hover:text-brand-700 ${isActive ? "text-brand-700 underline underline-offset-8" : "text-slate-700"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <PublicBookLink className="hidden rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 sm:block">
            Book Service
          </PublicBookLink>
          <PublicMobileMenu links={navigation} />
        </div>
      </div>
    </header>
  );
}
