// Row types of every table, as Kysely sees them. Timestamps are ISO-8601 UTC strings, calendar
// dates YYYY-MM-DD strings, booleans 0/1 integers and money integer kobo, so that SQLite and
// PostgreSQL read and write exactly the same values.
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

export interface AdminUsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  profile_image: string;
  /** owner or staff (src/shared/rules/roles.ts); staff when not given. */
  role: Generated<string>;
  disabled: Generated<number>;
  /** Set for a new account and after a reset: the one-time password must be replaced at first sign-in. */
  must_change_password: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string; // sha-256 of the cookie token: a stolen database holds no usable session
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface ImagesTable {
  id: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  data: Uint8Array;
  created_at: string;
}

export interface ImageVariantsTable {
  image_id: string;
  width: number;
  format: string;
  data: Uint8Array;
}

export interface CategoriesTable {
  id: string;
  name: string;
  name_key: string;
  /** The page address /services/<slug> (decision 010): unique, kept when the name changes. */
  slug: string;
  description: string;
  images: string; // JSON list of urls
  created_at: string;
  updated_at: string;
}

/** Slugs a category had before: each answers with a permanent redirect to the current one. */
export interface CategorySlugsTable {
  slug: string;
  category_id: string;
  created_at: string;
}

export interface ServicesTable {
  id: string;
  name: string;
  description: string;
  price_kobo: number;
  category_id: string;
  images: string;
  /** 1 when the service is booked one time only, never as regular visits. */
  one_off: Generated<number>;
  /** JSON list of the items a crew ticks on a job of this service (the crew page). */
  checklist: Generated<string>;
  /** What the price is for: visit, item, room or sqm (src/shared/rules/pricing.ts). */
  unit: Generated<string>;
  /** The least and most a booking may take of it (1 and 1 for a visit). */
  min_quantity: Generated<number>;
  max_quantity: Generated<number>;
  /** 1 when the service is priced after inspection: booking it asks for a quote (its price is then 0). */
  price_after_inspection: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PastWorksTable {
  id: string;
  title: string;
  description: string;
  images: string;
  created_at: string;
  updated_at: string;
}

export interface TestimonialsTable {
  id: string;
  name: string;
  role: string;
  feedback: string;
  image: string;
  created_at: string;
  updated_at: string;
}

export interface CouponsTable {
  id: string;
  code: string;
  code_key: string;
  discount: number;
  description: string;
  active: number;
  expiration_date: string;
  usage_limit: number | null;
  use_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface BookingsTable {
  id: string;
  booking_key: string; // the 10 significant characters of the public ID
  customer_name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  preferred_date: string | null;
  preferred_time: string | null;
  subtotal_kobo: number;
  discount_percent: number;
  /** The amount the coupon took off (subtotal − total), beside its percentage, in kobo. */
  discount_kobo: number;
  total_kobo: number;
  coupon_id: string | null;
  coupon_code: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  /** The crew the booking is given to, if any (src/server/modules/crews). */
  crew_id: Generated<string | null>;
  /** sha-256 (hex) of the customer's manage link secret; null for bookings made before links (decision 031). */
  manage_token_hash: Generated<string | null>;
  /** The regular visits this booking is one of, and its number in them (0 for the first); null for one time. */
  series_id: Generated<string | null>;
  series_index: Generated<number | null>;
  /** 1 for a visit of a series that found no free place when it was added: it has a date but no window yet. */
  needs_place: Generated<number>;
  /** 1 when the customer asked for no WhatsApp (or no SMS) messages about this booking. */
  whatsapp_off: Generated<number>;
  sms_off: Generated<number>;
  /** The area served the booking was made for, or null (none asked, or made before areas had fees). */
  area: Generated<string | null>;
  /** The area's travel fee as charged, in kobo; never discounted. */
  travel_fee_kobo: Generated<number>;
  /**
   * A booking of a service priced after inspection is a quote (docs/decisions/063-quotes-after-inspection.md):
   * requested, priced, accepted, declined or expired (src/shared/rules/quotes.ts); null for any other booking.
   */
  quote_state: Generated<string | null>;
  /** When a priced quote lapses unanswered (ISO instant). */
  quote_expires_at: Generated<string | null>;
  /** The date and window the customer would like, kept here while the quote is open (it holds no place). */
  quote_date: Generated<string | null>;
  quote_window: Generated<string | null>;
  /** sha-256 (hex) of the link the priced quote's message carries; it opens the manage page too. */
  quote_token_hash: Generated<string | null>;
}

/** Regular visits (docs/decisions/034-recurring-series.md): each visit is a booking naming its series. */
export interface BookingSeriesTable {
  id: string;
  /** weekly, fortnightly or monthly (src/shared/rules/recurring.ts). */
  frequency: string;
  first_date: string;
  time_window: string;
  discount_percent: number;
  /** active or cancelled. */
  status: string;
  created_at: string;
  updated_at: string;
}

/** One step of a booking's history, as the customer's manage page and the dashboard show it. */
export interface BookingEventsTable {
  id: string;
  booking_id: string;
  at: string;
  /** created, confirmed, completed, cancelled, rescheduled, crew (src/shared/rules/manage.ts). */
  kind: string;
  /** customer, staff or system. */
  actor: string;
  /** The staff member's name where known, else "". */
  actor_name: Generated<string>;
  /** JSON: e.g. the date and window moved from and to. */
  details: Generated<string>;
}

/** Money received for a booking; only ever added to (a reversal is a new row with the negative amount). */
export interface PaymentsTable {
  id: string;
  booking_id: string;
  /** Integer kobo (bigint: PostgreSQL may answer it as a string), negative for a reversal. */
  amount_kobo: number | string;
  /** cash, transfer, pos, other or online (src/shared/rules/payments.ts). */
  method: string;
  paid_on: string;
  note: Generated<string>;
  /** The entry this one reverses; unique, so an entry is reversed once. */
  reverses_id: string | null;
  recorded_by: string;
  created_at: string;
  /** An online payment's Paystack reference (ours, unique: a reference is paid once); null otherwise. */
  reference: Generated<string | null>;
  /** How the customer paid at Paystack's checkout (card, bank_transfer, ussd, ...); null otherwise. */
  channel: Generated<string | null>;
  /** Kobo we asked for when Paystack reported a different amount (flagged for staff); else null. */
  expected_kobo: Generated<number | string | null>;
}

/** A Paystack checkout we started: written before Paystack is asked (docs/decisions/045-online-payments.md). */
export interface PaymentIntentsTable {
  reference: string;
  booking_id: string;
  /** Integer kobo asked for (bigint). */
  amount_kobo: number | string;
  /** pending, paid or failed. */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface BookingItemsTable {
  id: string;
  booking_id: string;
  service_id: string | null;
  name: string;
  /** The unit price as booked, in kobo; the line costs price × quantity. */
  price_kobo: number;
  position: number;
  /** How many were booked, and the unit's name as it was then (a later change never alters a booking). */
  quantity: Generated<number>;
  unit: Generated<string>;
  /** 1 for a service priced after inspection: its price is staff's quote (0 until they give one). */
  after_inspection: Generated<number>;
}

/** Places taken in one time window of one date: its bookings that are not cancelled. */
export interface WindowPlacesTable {
  date: string;
  time_window: string;
  taken: number;
}

/** Bookings per visit date ('' for none) and status, kept by triggers on `bookings` (migration 028). */
export interface BookingDayCountsTable {
  day: string;
  status: string;
  /** A bigint: PostgreSQL's driver reads it as a string, so the readers turn it into a number. */
  bookings: number | string;
}

/** Visits of each series per status, kept by triggers on `bookings` (migration 028). */
export interface SeriesStatusVisitsTable {
  series_id: string;
  status: string;
  /** A bigint, as `booking_day_counts.bookings`. */
  visits: number | string;
}

/**
 * PostgreSQL only (migration 031): what a search compares of each booking, with its status, kept by
 * triggers on `bookings`. `search_text` is the public ID, name and email lowercased, `\u0001` between.
 */
export interface BookingSearchTextTable {
  booking_id: string;
  status: string;
  search_text: string;
  phone_digits: string;
}

/** How many times each report day's figures have changed, raised by triggers (migration 029). No row: 0. */
export interface ReportDayVersionsTable {
  day: string;
  /** A bigint: PostgreSQL's driver reads it as a string. */
  version: number | string;
}

/** A report day's figures as JSON, valid while `version` is the day's version (migration 029). */
export interface ReportDaySummariesTable {
  day: string;
  version: number | string;
  summary: string;
}

export interface CrewsTable {
  id: string;
  name: string;
  /** The name as compared (unique): case and spaces do not make another crew. */
  name_key: string;
  lead_phone: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/**
 * The one job a crew has in one window of one date. A row counts only while its booking is still that
 * crew's, on that date and window, and not cancelled; otherwise the next assignment takes it over.
 */
export interface CrewJobsTable {
  crew_id: string;
  date: string;
  time_window: string;
  booking_id: string;
}

/** A secret calendar address: "business" for every job, or a crew's id for that crew's jobs. */
export interface CalendarFeedsTable {
  scope: string;
  token: string;
  /** 1: events carry the customer's full address and phone, not only the area. */
  include_contact: Generated<number>;
  created_at: string;
}

/** A crew page's secret, kept only as its hash and the nonce it is derived from (decision 049). */
export interface CrewLinksTable {
  crew_id: string;
  nonce: string;
  token_hash: string;
  created_at: string;
}

/** The one key crew secrets are derived from when CREW_LINK_KEY is not set (id 1). */
export interface CrewLinkKeyTable {
  id: number;
  key: string;
}

/** What a crew did from its page, under the ID its phone made: a step, a tick or a photo (decision 049). */
export interface CrewActionsTable {
  id: string;
  crew_id: string;
  booking_id: string;
  kind: string;
  taken_at: string;
  received_at: string;
  item: string | null;
  done: number | null;
  image_id: string | null;
  stage: string | null;
}

/** A booking attempt named by an Idempotency-Key, and the answer it got (decision 030). */
export interface IdempotencyKeysTable {
  key: string;
  /** A hash of the request's body: the same key with another body is refused. */
  request_hash: string;
  status: number;
  /** The answer's body as JSON text, given again to a retry. */
  body: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  /** The sender's phone number, '' when none was given (2026-11-27-021). */
  phone: Generated<string>;
  read_at: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string;
  created_at: string;
}

/** One message to a customer or the business, from the change that caused it until it is sent (decision 024). */
export interface OutboxMessagesTable {
  id: string;
  /** What the message is about, e.g. booking-received (src/shared/rules/outbox.ts). */
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  reply_to: string | null;
  booking_id: string | null;
  /** Set for a message that must exist once whoever asks for it (a reminder): unique. */
  dedupe_key: string | null;
  /** pending, sent or failed. */
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While set and in the future, one worker holds the message; `claim` says which. */
  lease_until: string | null;
  claim: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  /** email, whatsapp or sms (src/shared/rules/messaging.ts); the recipient is an address or phone digits. */
  channel: Generated<string>;
  /** A text message's template, parameters and SMS words, as JSON; null for mail. */
  payload: string | null;
  /** The provider's ID of a sent text message: delivery statuses name it. */
  provider_message_id: string | null;
}

/** A channel its provider refused to serve (e.g. WhatsApp's 401): shown by the doctor. */
export interface MessageChannelProblemsTable {
  channel: string;
  problem: string;
  noticed_at: string;
}

export interface CacheVersionsTable {
  name: string;
  version: number;
}

/** One section of the business's settings as JSON text (decision 019). */
export interface SettingsTable {
  section: string;
  data: string;
  updated_at: string;
}

export interface Database {
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  categories: CategoriesTable;
  category_slugs: CategorySlugsTable;
  services: ServicesTable;
  past_works: PastWorksTable;
  testimonials: TestimonialsTable;
  coupons: CouponsTable;
  bookings: BookingsTable;
  booking_series: BookingSeriesTable;
  booking_items: BookingItemsTable;
  booking_events: BookingEventsTable;
  payments: PaymentsTable;
  payment_intents: PaymentIntentsTable;
  window_places: WindowPlacesTable;
  booking_day_counts: BookingDayCountsTable;
  booking_search_text: BookingSearchTextTable;
  series_status_visits: SeriesStatusVisitsTable;
  report_day_versions: ReportDayVersionsTable;
  report_day_summaries: ReportDaySummariesTable;
  crews: CrewsTable;
  crew_jobs: CrewJobsTable;
  calendar_feeds: CalendarFeedsTable;
  idempotency_keys: IdempotencyKeysTable;
  contact_messages: ContactMessagesTable;
  audit_log: AuditLogTable;
  outbox_messages: OutboxMessagesTable;
  message_channel_problems: MessageChannelProblemsTable;
  cache_versions: CacheVersionsTable;
  settings: SettingsTable;
  crew_links: CrewLinksTable;
  crew_actions: CrewActionsTable;
  crew_link_key: CrewLinkKeyTable;
}

export type AdminUserRow = Selectable<AdminUsersTable>;
export type NewAdminUser = Insertable<AdminUsersTable>;
export type AdminUserUpdate = Updateable<AdminUsersTable>;
export type BookingRow = Selectable<BookingsTable>;
export type CouponRow = Selectable<CouponsTable>;
export type CrewRow = Selectable<CrewsTable>;
export type OutboxRow = Selectable<OutboxMessagesTable>;
