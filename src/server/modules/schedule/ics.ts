// An iCalendar (RFC 5545) writer for the calendar feeds: just what a feed of timed and all-day events
// needs, written by hand so every byte a calendar app reads is known. Lines end in CRLF, are folded at
// 75 octets (never inside a UTF-8 character), and text values are escaped.

export type IcsTime = { instant: Date } | { date: string };

export type IcsEvent = {
  uid: string;
  /** When the event last changed: DTSTAMP and LAST-MODIFIED. */
  changedAt: Date;
  start: IcsTime;
  end: IcsTime;
  summary: string;
  description: string;
  location?: string;
  status: "TENTATIVE" | "CONFIRMED";
};

export type IcsCalendar = { productId: string; name: string; events: readonly IcsEvent[] };

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const maxOctets = 75;

/** One content line, folded so that no physical line is longer than 75 octets. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    // A continuation line starts with a space, which counts toward its 75.
    const room = parts.length === 0 ? maxOctets : maxOctets - 1;
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** 2026-12-01T07:00:00.000Z → 20261201T070000Z */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function timeProperty(name: "DTSTART" | "DTEND", time: IcsTime): string {
  return "instant" in time
    ? `${name}:${utc(time.instant)}`
    : `${name};VALUE=DATE:${time.date.replace(/-/g, "")}`;
}

function eventLines(event: IcsEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utc(event.changedAt)}`,
    `LAST-MODIFIED:${utc(event.changedAt)}`,
    timeProperty("DTSTART", event.start),
    timeProperty("DTEND", event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** The whole calendar file. */
export function icsCalendar(calendar: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // Times are written in UTC; this only tells apps which zone the business keeps.
    "X-WR-TIMEZONE:Africa/Lagos",
    // How often a subscribed app should read the feed again (apps may read less often).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
