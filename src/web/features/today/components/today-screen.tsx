import { Link } from "react-router";
import { formatShortDay } from "~/shared/lagos-date";
import type { TimeWindow } from "~/shared/booking-status";
import { formatNaira } from "~/shared/money";
import type { WindowHours } from "~/shared/rules/availability";
import { outboxKinds } from "~/shared/rules/outbox";
import { visitNeedsPlace } from "~/shared/rules/recurring";
import { noQuotesToPrice, quotesToPriceTitle } from "~/shared/rules/quotes";
import {
  bookingDetailsPath,
  failedOutboxPath,
  failedTextsToday,
  todayEmpty,
  todayHeadings,
} from "~/shared/rules/today";
import { errorMessage } from "~/web/lib/api-client";
import { formatLagosMoment } from "~/web/lib/lagos-moment";
import { useSiteSettings } from "~/web/lib/site-settings";
import { useToday } from "../api/get-today";
import { TodayJobs, windowOf } from "./today-jobs";
import { TodayLine } from "./today-line";
import { TodaySection } from "./today-section";

const moreLink = (to: string, label: string) => (
  <Link to={to} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
    {label}
  </Link>
);

/** The day and window a booking to confirm or a quote to price asks for. */
function askedFor(
  line: { preferredDate: string | null; preferredTime: TimeWindow | null },
  hours: Record<TimeWindow, WindowHours>,
): string {
  return line.preferredDate
    ? `${formatShortDay(line.preferredDate)}, ${windowOf(line.preferredTime, hours)}`
    : "No date given";
}

/**
 * The first screen of the dashboard: what needs doing now, each line one tap from the thing itself
 * (docs/decisions/043-today-screen.md). Failed messages are the owner's: staff never get that part.
 */
export function TodayScreen() {
  const today = useToday();
  const hours = useSiteSettings().availability.windows;
  const data = today.data;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">
        Today{data && <span className="font-normal text-slate-600">, {formatShortDay(data.date)}</span>}
      </h1>
      {today.isError ? (
        <p role="alert" className="py-10 text-center text-red-700">
          {errorMessage(today.error, "Failed to load today's work.")}
        </p>
      ) : !data ? (
        <p role="status" className="py-10 text-center text-slate-600">
          Loading today...
        </p>
      ) : (
        <>
          {(data.counts.failedTextsToday ?? 0) > 0 && (
            // Customers who may not have heard from us today: one tap to the messages that failed.
            <Link
              to={failedOutboxPath}
              className="flex min-h-12 items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900 hover:bg-amber-100"
            >
              <span>{failedTextsToday(data.counts.failedTextsToday!)}</span>
              <span aria-hidden="true">›</span>
            </Link>
          )}
          <div className="grid gap-4 xl:grid-cols-2">
            <TodaySection
              id="today-to-confirm"
              title={todayHeadings.toConfirm}
              count={data.counts.toConfirm}
              empty={todayEmpty.toConfirm}
              urgent={data.counts.toConfirm > 0}
              more={
                data.counts.toConfirm > data.toConfirm.length &&
                moreLink("/admin-dashboard/bookings-management", "All pending bookings")
              }
            >
              {data.toConfirm.length > 0 &&
                data.toConfirm.map((line) => (
                  <TodayLine
                    key={line._id}
                    to={bookingDetailsPath(line.bookingId)}
                    title={line.customerName}
                    detail={askedFor(line, hours)}
                    aside={line.seriesId ? <span className="text-slate-600">Regular</span> : undefined}
                  />
                ))}
            </TodaySection>
            <TodaySection
              id="today-quotes"
              title={quotesToPriceTitle}
              count={data.counts.quotesToPrice}
              empty={noQuotesToPrice}
              urgent={data.counts.quotesToPrice > 0}
            >
              {data.quotesToPrice.length > 0 &&
                data.quotesToPrice.map((line) => (
                  <TodayLine
                    key={line._id}
                    to={bookingDetailsPath(line.bookingId)}
                    title={line.customerName}
                    detail={askedFor(line, hours)}
                  />
                ))}
            </TodaySection>
            <TodayJobs date={data.date} tomorrow={data.tomorrow} jobs={data.jobs} hours={hours} />
            <TodaySection
              id="today-needs-place"
              title={todayHeadings.needsPlace}
              count={data.counts.needsPlace}
              empty={todayEmpty.needsPlace}
              urgent={data.counts.needsPlace > 0}
            >
              {data.needsPlace.length > 0 &&
                data.needsPlace.map((line) => (
                  <TodayLine
                    key={line._id}
                    to={`/admin-dashboard/schedule?date=${line.preferredDate ?? data.date}&view=day`}
                    title={line.customerName}
                    detail={`${line.preferredDate ? formatShortDay(line.preferredDate) : ""} · ${visitNeedsPlace}`}
                  />
                ))}
            </TodaySection>
            <TodaySection
              id="today-balances"
              title={todayHeadings.balances}
              count={data.counts.balances}
              empty={todayEmpty.balances}
            >
              {data.balances.length > 0 &&
                data.balances.map((line) => (
                  <TodayLine
                    key={line._id}
                    to={bookingDetailsPath(line.bookingId)}
                    title={line.customerName}
                    detail={line.preferredDate ? formatShortDay(line.preferredDate) : undefined}
                    aside={
                      <span className="font-semibold text-slate-900">{formatNaira(line.balance)} owed</span>
                    }
                  />
                ))}
            </TodaySection>
            <TodaySection
              id="today-unread"
              title={todayHeadings.unread}
              count={data.counts.unread}
              empty={todayEmpty.unread}
            >
              {data.unread.length > 0 &&
                data.unread.map((line) => (
                  <TodayLine
                    key={line._id}
                    to={`/admin-dashboard/messages?open=${encodeURIComponent(line._id)}`}
                    title={line.name}
                    detail={<span className="line-clamp-1">{line.message}</span>}
                    aside={<span className="text-slate-600">{formatLagosMoment(line.createdAt)}</span>}
                  />
                ))}
            </TodaySection>
            {data.failed && (
              <TodaySection
                id="today-failed"
                title={todayHeadings.failed}
                count={data.counts.failed ?? 0}
                empty={todayEmpty.failed}
                urgent={(data.counts.failed ?? 0) > 0}
              >
                {data.failed.length > 0 &&
                  data.failed.map((line) => (
                    <TodayLine
                      key={line._id}
                      to={failedOutboxPath}
                      title={line.to}
                      detail={`${outboxKinds[line.kind]}${line.lastError ? ` · ${line.lastError}` : ""}`}
                    />
                  ))}
              </TodaySection>
            )}
          </div>
        </>
      )}
    </div>
  );
}
