import type { AccountKind } from "@iryo/domain/account";
import type { ProviderBusinessKind } from "@iryo/domain/provider-organisation";
import type { ChangeState, FieldDiff, PublishingObjectType } from "@iryo/domain/publishing";
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  sort_order: Generated<number>;
  created_at: Timestamp;
  /** search_fold(name), generated (migration 082, ADR 108). */
  search_name: ColumnType<string, never, never>;
}

export interface ProvidersTable {
  id: Generated<number>;
  name: string;
  location: Generated<string>;
  capital_yen: ColumnType<string | null, number | bigint | null | undefined, number | bigint | null>;
  representative: Generated<string>;
  founded_on: ColumnType<Date | null, string | null | undefined, string | null>;
  /** What kind of business the organisation is (migration 087, ADR 161). */
  business_kind: Generated<ProviderBusinessKind>;
  created_at: Timestamp;
  /** search_fold(name), generated (migration 082, ADR 108). */
  search_name: ColumnType<string, never, never>;
}

export interface ServicesTable {
  id: Generated<number>;
  provider_id: number;
  name: string;
  summary: Generated<string>;
  logo_image_filepath: string | null;
  /** "{version}.{extension}" of a logo stored as a data URL (generated, migration 071). */
  logo_file: ColumnType<string | null, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** search_fold(name), generated (migration 082, ADR 108). */
  search_name: ColumnType<string, never, never>;
  /** search_fold(summary), generated (migration 082, ADR 108). */
  search_summary: ColumnType<string, never, never>;
}

export interface ServiceCategoriesTable {
  service_id: number;
  category_id: number;
}

/** One group of a service's structured attributes (migration 098, ADR 153). */
export interface ServiceAttributesTable {
  service_id: number;
  /** @iryo/domain/service-attributes ATTRIBUTE_GROUP. */
  attribute_group: number;
  draft: Generated<boolean>;
  /** The group's values (domain serviceAttributesSchema, without the provenance). */
  value: ColumnType<unknown, string, string>;
  as_of: ColumnType<Date, string, string>;
  verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  verified_by: number | null;
  updated_at: Timestamp;
}

/** A search facet a service has (domain SERVICE_FACET), derived from its attributes. */
export interface ServiceFacetsTable {
  facet: number;
  service_id: number;
}

export interface AdvertisementsTable {
  id: Generated<number>;
  title: string;
  link_url: string;
  label_style: number;
  starts_at: Timestamp;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  placement: Generated<string>;
  description: Generated<string>;
  sponsor_name: Generated<string>;
  image_path: string | null;
  sort_order: Generated<number>;
}

// --- media: seminars, contents, banners (issue 4 part C) ---
type Tags = ColumnType<string[], string[] | undefined, string[]>;

export interface SeminarsTable {
  id: Generated<number>;
  title: string;
  description_html: Generated<string>;
  meeting_type: number;
  reception_status: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  capacity: number | null;
  venue: string | null;
  meeting_url: string | null;
  organizer_id: number | null;
  organizer_name: Generated<string>;
  tags: Tags;
  thumbnail_path: string | null;
  search_text: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentsTable {
  id: Generated<number>;
  title: string;
  summary: Generated<string>;
  body_html: Generated<string>;
  author_name: Generated<string>;
  tags: Tags;
  thumbnail_path: string | null;
  search_text: Generated<string>;
  /** The organisation whose staff wrote it (ADR 163); null for the portal's editorial articles. */
  provider_id: number | null;
  published_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  link_url: string;
  src_pc: string;
  src_sp: string;
  sort_order: Generated<number>;
  created_at: Timestamp;
}

export interface SeminarServicesTable {
  seminar_id: number;
  service_id: number;
}

export interface ContentServicesTable {
  content_id: number;
  service_id: number;
}
// --- end media ---

export interface AdvertisementClicksTable {
  id: Generated<string>;
  advertisement_id: number;
  clicked_at: Timestamp;
}

export interface AuthSigningKeysTable {
  kid: string;
  alg: string;
  private_jwk: ColumnType<Record<string, unknown>, string, string>;
  public_jwk: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
}

export interface AccountsTable {
  id: Generated<number>;
  email: string | null;
  password_hash: string | null;
  email_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** @iryo/domain/account ACCOUNT_KINDS (migration 080); fixed once the account exists. */
  kind: Generated<AccountKind>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthEmailCodesTable {
  account_id: number;
  purpose: "sign_up" | "change_email";
  code_hash: string;
  new_email: string | null;
  attempts: Generated<number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
}

export interface AuthPasswordResetsTable {
  token_hash: string;
  account_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface AuthRefreshTokensTable {
  token_hash: string;
  account_id: number;
  family_id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  rotated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  last_failure_at: ColumnType<Date, Date | string, Date | string>;
}

export interface AuthAuditLogTable {
  id: Generated<number>;
  account_id: number | null;
  ip: string | null;
  event: string;
  created_at: Timestamp;
}

export interface MembersTable {
  user_id: Generated<number>;
  account_id: number;
  last_name: string;
  first_name: string;
  email: string;
  hospital_prefecture: number | null;
  hospital_name: string;
  department: number | null;
  role_in_department: number | null;
  position: string;
  working_corporate_type: number | null;
  corporate_types: ColumnType<number[], number[] | undefined, number[]>;
  sickbed_number: number | null;
  email_magazine: number | null;
  referral_code: string | null;
  is_pre_member: Generated<boolean>;
  terms_of_use_version: number | null;
  /** A `date` column: read as "yyyy-mm-dd" text (see the type parser in database.ts) or Date. */
  status_popup_closed_date: ColumnType<Date | string | null, string | null | undefined, string | null>;
  withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Always "member": with account_id it refers to an account of that kind (migration 080). */
  account_kind: Generated<"member">;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MemberWithdrawalsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number | null;
  retirement_reason: number;
  retirement_reason_other: string | null;
  withdrawn_at: Timestamp;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Timestamp;
}

// --- catalog services (issue 4 part A) ---
export interface ServiceDetailColumns {
  description: Generated<string>;
  installation_count: number | null;
  price: Generated<string>;
  initial_cost: Generated<string>;
  has_free_trial: Generated<boolean>;
  has_free_plan: Generated<boolean>;
  service_url: Generated<string>;
  rate_plan: Generated<string>;
  target_bed_count: Generated<string>;
  video_url: string | null;
  faqs: ColumnType<{ question: string; answer: string }[], string | undefined, string>;
}

export interface ProviderBusinessColumns {
  website_url: Generated<string>;
  business_description: Generated<string>;
  /** Set while operators suspend the organisation (migration 097, ADR 166); the reason with it. */
  suspended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ServiceInstitutionTypesTable {
  service_id: number;
  institution_type: number;
}

export interface IssuesTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  sort_order: Generated<number>;
  /** search_fold(name), generated (migration 082, ADR 108). */
  search_name: ColumnType<string, never, never>;
}

export interface DepartmentsTable {
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
}

export interface JobRolesTable {
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
}

export interface ServiceIssuesTable {
  service_id: number;
  issue_id: number;
}

export interface ServiceDepartmentsTable {
  service_id: number;
  department_id: number;
}

export interface ServiceJobRolesTable {
  service_id: number;
  job_role_id: number;
}

export interface MaterialFilesTable {
  id: Generated<number>;
  service_id: number;
  file_name: string;
  file_path: string;
  size_bytes: number;
  mime_type: string;
  content: Uint8Array;
  sort_order: Generated<number>;
  created_at: Timestamp;
  /** Migration 086 (ADR 145): shown to visitors; a retired material is hidden, its row kept for leads. */
  title: Generated<string>;
  description: Generated<string>;
  retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: Timestamp;
}

/** Upload URLs handed out for materials (migration 086, ADR 145). */
export interface MaterialUploadsTable {
  storage_key: string;
  provider_id: number;
  service_id: number;
  account_id: number;
  original_name: string;
  ticket_hash: string;
  issued_at: Timestamp;
  received_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
// --- end catalog services ---

// --- ratings and Japanese search (issue 4 part B) ---
type Score = number | null;

export interface RatingsTable {
  id: Generated<number>;
  service_id: number;
  user_id: number | null;
  price_appropriateness: Score;
  introduction_effect: Score;
  ease_of_use: Score;
  support_system: Score;
  ease_of_introduction: Score;
  /** Generated: numeric arrives as a string. */
  overall_score: ColumnType<string | null, never, never>;
  good_point: string;
  improvement_point: string;
  role: number;
  usage_status: number;
  facility_corporate_type: number;
  bed_count: number;
  department: number;
  helpful_count: Generated<number>;
  status: ColumnType<"pending" | "published", "pending" | "published" | undefined, "pending" | "published">;
  created_at: Timestamp;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Maintained by the ratings trigger (migration 020); read-only for the application. */
export interface ServiceRatingSummariesTable {
  service_id: number;
  rating_count: number;
  overall_sum: string;
  overall_count: number;
  price_appropriateness_sum: number;
  price_appropriateness_count: number;
  introduction_effect_sum: number;
  introduction_effect_count: number;
  ease_of_use_sum: number;
  ease_of_use_count: number;
  support_system_sum: number;
  support_system_count: number;
  ease_of_introduction_sum: number;
  ease_of_introduction_count: number;
  score_0_count: number;
  score_1_count: number;
  score_2_count: number;
  score_3_count: number;
  score_4_count: number;
  score_5_count: number;
  overall_average: ColumnType<string | null, never, never>;
}

/** Kept by triggers (migration 021). */
export interface ServiceSearchColumns {
  search_text: Generated<string>;
}

export interface CategorySearchColumns {
  search_text: ColumnType<string, never, never>;
}
// --- end ratings and search ---

// --- negotiations (migration 050) ---
type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface ProviderAccountsTable {
  account_id: number;
  provider_id: number;
  display_name: Generated<string>;
  /** Always "provider": with account_id it refers to an account of that kind (migration 080). */
  account_kind: Generated<"provider">;
  /** The staff member's role inside the organisation (migration 083, ADR 142). */
  role: Generated<"admin" | "editor">;
  created_at: Timestamp;
}

/** An invitation into a provider organisation (migration 083, ADR 142); only the token's hash is kept. */
export interface ProviderInvitationsTable {
  id: Generated<number>;
  provider_id: number;
  email: string;
  role: "admin" | "editor";
  token_hash: string;
  invited_by: ColumnType<number | null, number | null | undefined, number | null>;
  expires_at: Timestamp;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  accepted_account_id: ColumnType<number | null, number | null | undefined, number | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;
type JsonColumn<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** A proposed version of a public object (migration 085, ADR 143). */
export interface PublishingChangesTable {
  id: Generated<number>;
  provider_id: number;
  object_type: PublishingObjectType;
  object_id: NullableInt;
  state: ColumnType<ChangeState, ChangeState | undefined, ChangeState>;
  payload: JsonColumn<unknown>;
  base: NullableJson<unknown>;
  diff: NullableJson<FieldDiff[]>;
  created_by: number;
  submitted_by: NullableInt;
  submitted_at: NullableTime;
  decided_by: NullableInt;
  decided_at: NullableTime;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  publish_at: NullableTime;
  published_at: NullableTime;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The listing period of a service (migration 085): `date` columns, read as Date or "yyyy-mm-dd". */
export interface ServiceListingColumns {
  listing_starts_on: ColumnType<Date | string | null, string | null | undefined, string | null>;
  listing_ends_on: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface NegotiationsTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  provider_id: number;
  meeting_type: number;
  status: Generated<number>;
  negotiation_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  considering_start_date: DateColumn;
  postponed_reason: string | null;
  note: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NegotiationSlotsTable {
  id: Generated<number>;
  negotiation_id: number;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
}

export interface NegotiationMessagesTable {
  id: ColumnType<string, never, never>;
  negotiation_id: number;
  sender_type: number;
  sender_account_id: number | null;
  body: string;
  created_at: Timestamp;
}

export interface NegotiationFilesTable {
  id: Generated<number>;
  negotiation_id: number;
  uploader_type: number;
  uploader_account_id: number;
  storage_key: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: Timestamp;
  purged_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
// --- end negotiations ---

// --- member features: materials, seminar enrolments, concierge, consideration list (045–048) ---
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string, string>;

export interface SeminarReceptionColumns {
  reception_starts_at: NullableTimestamp;
  reception_ends_at: NullableTimestamp;
}

/** Seminars in the publishing workflow (migration 088, ADR 162). */
export interface SeminarWorkflowColumns {
  follows_schedule: Generated<boolean>;
  delivery_url: string | null;
  archive_url: string | null;
  archive_ends_at: NullableTimestamp;
  reminder_at: NullableTimestamp;
  reminder_sent_at: NullableTimestamp;
}

export interface MaterialDownloadConsentsTable {
  user_id: number;
  consent_version: number;
  shown_details: Json;
  consented_at: Timestamp;
}

/** A recorded download's one-time ticket (ADR 209); deleted when redeemed. */
export interface MaterialDownloadTicketsTable {
  ticket_hash: string;
  user_id: number;
  /** What to stream: `Download` of the materials service. */
  download: Json;
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
}

export interface MaterialDownloadLeadsTable {
  id: Generated<string>;
  user_id: number;
  service_id: number;
  provider_id: number;
  material_file_id: number | null;
  channel: "service" | "bundle" | "file";
  shared_details: Json;
  /** The screen the download started from (`?from_screen=`, ADR 141); null when not given. */
  from_screen: string | null;
  downloaded_at: Timestamp;
}

export interface SeminarEnrolmentsTable {
  id: Generated<number>;
  seminar_id: number;
  user_id: number;
  enrolled_at: Timestamp;
  cancelled_at: NullableTimestamp;
  /** When the member consented to share their details with the organiser; null before ADR 173. */
  consented_at: NullableTimestamp;
  /** The consented details as shown (key, label, value); null without consent or after withdrawal. */
  shared_details: Json | null;
}

export interface ConciergeRequestsTable {
  id: Generated<number>;
  user_id: number;
  inquiry_type: number;
  body: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  hospital_name: string;
  created_at: Timestamp;
}

export interface ConsiderationItemsTable {
  user_id: number;
  service_id: number;
  state: "added" | "removed";
  updated_at: Timestamp;
}

/** A member's own note on a service (migration 100). */
export interface ConsiderationNotesTable {
  user_id: number;
  service_id: number;
  body: string;
  updated_at: Timestamp;
}
// --- end member features (045–048) ---

// --- member features: bookmarks, rating edits, member ad clicks, hospitals (migrations 040–043) ---
export interface BookmarksTable {
  user_id: number;
  service_id: number;
  created_at: Timestamp;
}

export interface RatingVersionColumns {
  version: Generated<number>;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AdvertisementClickMemberColumns {
  user_id: number | null;
}

export interface HospitalsTable {
  id: Generated<number>;
  prefecture: number;
  name: string;
}
// --- end member features ---

/** migrations/060_rate_limits.sql */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_started_at: Date;
}

// --- notifications (migration 066) ---
export interface NotificationsTable {
  /** int8, parsed to a number (database.ts). */
  id: ColumnType<number, never, never>;
  user_id: number;
  negotiation_id: number;
  notification_type: number;
  created_at: Timestamp;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  digest_mailed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
// --- end notifications ---
// --- real-time event log (migration 067, ADR 105) ---
export interface RealtimeEventsTable {
  /** int8, parsed to a number (database.ts). */
  seq: ColumnType<number, never, never>;
  event: string;
  created_at: ColumnType<Date, never, never>;
}
// --- end real-time event log ---
// --- negotiation file uploads (migration 055) ---
export interface NegotiationFileUploadsTable {
  storage_key: string;
  negotiation_id: number;
  account_id: number;
  original_name: string;
  issued_at: Timestamp;
  /** SHA-256 (hex) of the ticket in the upload URL (ADR 101). */
  ticket_hash: string | null;
  /** When the one PUT the ticket allows began; null until then. */
  received_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

// --- provider insights and review replies (migrations 095–096, ADRs 151–152) ---
export interface ServiceEventsTable {
  /** int8, parsed to a number (database.ts). */
  id: ColumnType<number, never, never>;
  service_id: number;
  kind: "page_view" | "compare_add";
  occurred_at: Timestamp;
  /** SHA-256 of kind, service, the session's random key and the Tokyo date: one event per session and day. */
  dedupe_key: string;
}

export interface RatingRepliesTable {
  id: Generated<number>;
  rating_id: number;
  provider_id: number;
  body: string;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RatingReplyVersionsTable {
  reply_id: number;
  version: number;
  body: string;
  author_account_id: number | null;
  created_at: Timestamp;
}
// --- end provider insights and review replies ---

// --- the operator console (migration 090; ADR 147–149) ---
export interface OperatorAccountsTable {
  account_id: number;
  account_kind: Generated<"operator">;
  role: "moderator" | "editor" | "admin";
  display_name: string;
  totp_secret: string;
  /** bigint arrives as a string. */
  totp_last_step: ColumnType<string, number | string | undefined, number | string>;
  created_at: Timestamp;
}

export interface OperatorVerifiedSessionsTable {
  session_id: string;
  account_id: number;
  verified_at: Timestamp;
}

export interface OperatorAuditLogTable {
  id: ColumnType<string, never, never>;
  operator_account_id: number;
  action: string;
  target_type: string;
  target_id: string;
  before_values: ColumnType<unknown, string | null, never>;
  after_values: ColumnType<unknown, string | null, never>;
  reason: string | null;
  created_at: Timestamp;
}

/** A version of an edited /public/config document (migration 091, ADR 164). */
export interface SiteContentVersionsTable {
  name: string;
  version: number;
  body: string;
  note: Generated<string>;
  restored_from: number | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface RatingModerationColumns {
  moderation: ColumnType<"waiting" | "approved" | "rejected", "waiting" | "approved" | "rejected" | undefined>;
  moderation_flags: ColumnType<string[], string[] | undefined, string[]>;
  rejection_reason: string | null;
  rejection_note: string | null;
  moderated_at: NullableTimestamp;
  moderated_by: number | null;
}

export interface RatingReportsTable {
  id: Generated<number>;
  rating_id: number;
  user_id: number;
  reason: string;
  note: Generated<string>;
  created_at: Timestamp;
  resolved_at: NullableTimestamp;
}

/** migrations/093_rating_helpful_votes.sql (ADR 167): one 「参考になった」 per member and review. */
export interface RatingHelpfulVotesTable {
  rating_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface Database {
  categories: CategoriesTable & CategorySearchColumns;
  ratings: RatingsTable & RatingVersionColumns & RatingModerationColumns;
  operator_accounts: OperatorAccountsTable;
  operator_verified_sessions: OperatorVerifiedSessionsTable;
  operator_audit_log: OperatorAuditLogTable;
  site_content_versions: SiteContentVersionsTable;
  rating_reports: RatingReportsTable;
  rating_helpful_votes: RatingHelpfulVotesTable;
  service_rating_summaries: ServiceRatingSummariesTable;
  providers: ProvidersTable & ProviderBusinessColumns;
  services: ServicesTable & ServiceDetailColumns & ServiceSearchColumns & ServiceListingColumns;
  service_categories: ServiceCategoriesTable;
  service_attributes: ServiceAttributesTable;
  service_facets: ServiceFacetsTable;
  advertisements: AdvertisementsTable;
  advertisement_clicks: AdvertisementClicksTable & AdvertisementClickMemberColumns;
  service_institution_types: ServiceInstitutionTypesTable;
  issues: IssuesTable;
  departments: DepartmentsTable;
  job_roles: JobRolesTable;
  service_issues: ServiceIssuesTable;
  service_departments: ServiceDepartmentsTable;
  service_job_roles: ServiceJobRolesTable;
  material_files: MaterialFilesTable;
  material_uploads: MaterialUploadsTable;
  seminars: SeminarsTable & SeminarReceptionColumns & SeminarWorkflowColumns;
  contents: ContentsTable;
  banners: BannersTable;
  seminar_services: SeminarServicesTable;
  content_services: ContentServicesTable;
  schema_migrations: SchemaMigrationsTable;
  auth_signing_keys: AuthSigningKeysTable;
  accounts: AccountsTable;
  auth_email_codes: AuthEmailCodesTable;
  auth_password_resets: AuthPasswordResetsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_throttle: AuthThrottleTable;
  rate_limit_counters: RateLimitCountersTable;
  auth_audit_log: AuthAuditLogTable;
  members: MembersTable;
  member_withdrawals: MemberWithdrawalsTable;
  provider_accounts: ProviderAccountsTable;
  provider_invitations: ProviderInvitationsTable;
  publishing_changes: PublishingChangesTable;
  negotiations: NegotiationsTable;
  negotiation_slots: NegotiationSlotsTable;
  negotiation_messages: NegotiationMessagesTable;
  negotiation_files: NegotiationFilesTable;
  material_download_consents: MaterialDownloadConsentsTable;
  material_download_leads: MaterialDownloadLeadsTable;
  material_download_tickets: MaterialDownloadTicketsTable;
  seminar_enrolments: SeminarEnrolmentsTable;
  concierge_requests: ConciergeRequestsTable;
  consideration_items: ConsiderationItemsTable;
  consideration_notes: ConsiderationNotesTable;
  bookmarks: BookmarksTable;
  hospitals: HospitalsTable;
  notifications: NotificationsTable;
  realtime_events: RealtimeEventsTable;
  negotiation_file_uploads: NegotiationFileUploadsTable;
  service_events: ServiceEventsTable;
  rating_replies: RatingRepliesTable;
  rating_reply_versions: RatingReplyVersionsTable;
}
