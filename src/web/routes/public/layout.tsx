import { Outlet } from "react-router";
import { PublicFooter } from "~/web/components/layouts/public-footer";
import { PublicHeader } from "~/web/components/layouts/public-header";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { PublicWhatsAppButton } from "~/web/components/layouts/public-whatsapp-button";
import { BookingDialogProvider } from "~/web/features/booking/components/booking-dialog-provider";

export default function PublicLayout() {
  return (
    <BookingDialogProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className="flex min-h-screen flex-col">
        <PublicHeader />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
          <Outlet />
        </main>
        <PublicFooter />
      </div>
      <PublicWhatsAppButton />
    </BookingDialogProvider>
  );
}

export function ErrorBoundary() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" className="flex-1 pt-16">
        <PublicRouteError />
      </main>
      <PublicFooter />
    </div>
  );
}
