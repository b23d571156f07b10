import { Spinner } from "~/web/components/ui/spinner";
import { useCalendarFeeds } from "../api/get-calendar-feeds";
import { CalendarFeedCard } from "./calendar-feed-card";

/**
 * The secret calendar addresses: every job, and one per crew. Whoever has an address sees its jobs
 * until it is renewed, so they are shown to owners only.
 */
export function CalendarFeeds() {
  const feeds = useCalendarFeeds();
  return (
    <section aria-labelledby="calendar-links-title" className="space-y-4">
      <div>
        <h2 id="calendar-links-title" className="text-xl font-bold text-slate-900">
          Calendar links
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Subscribe to a link once in a phone's calendar app: the jobs appear there and stay up to date.
          Anyone with a link sees its jobs, so share a crew&apos;s link with its lead only.
        </p>
      </div>
      {feeds.isPending ? (
        <Spinner label="Loading calendar links" />
      ) : feeds.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load calendar links.
        </p>
      ) : (
        <ul aria-label="Calendar links" className="grid gap-4 lg:grid-cols-2">
          {/* The server lists the feed of every job first, then one per crew. */}
          {feeds.data.map((feed) => (
            <CalendarFeedCard key={feed.scope} feed={feed} />
          ))}
        </ul>
      )}
    </section>
  );
}
