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
}

export interface BookingItemsTable {
  id: string;
  booking_id: string;
  service_id: string | null;
  name: string;
  price_kobo: number;
  position: number;
}

/** Places taken in one time window of one date: its bookings that are not cancelled. */
export interface WindowPlacesTable {
  date: string;
  time_window: string;
  taken: number;
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

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
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
  booking_items: BookingItemsTable;
  window_places: WindowPlacesTable;
  crews: CrewsTable;
  crew_jobs: CrewJobsTable;
  calendar_feeds: CalendarFeedsTable;
  contact_messages: ContactMessagesTable;
  audit_log: AuditLogTable;
  cache_versions: CacheVersionsTable;
  settings: SettingsTable;
}

export type AdminUserRow = Selectable<AdminUsersTable>;
export type NewAdminUser = Insertable<AdminUsersTable>;
export type AdminUserUpdate = Updateable<AdminUsersTable>;
export type BookingRow = Selectable<BookingsTable>;
export type CouponRow = Selectable<CouponsTable>;
export type CrewRow = Selectable<CrewsTable>;
