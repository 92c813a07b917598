import type { ColumnType, Generated } from 'kysely';

/** Timestamps are ISO strings on SQLite and Date objects from pg; write ISO strings. */
export type Timestamp = ColumnType<Date | string, string, string>;
/** Booleans are 0/1 on SQLite and true/false on PostgreSQL. */
export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
/** A boolean with a default, so inserts may leave it out. */
export type DefaultBool = ColumnType<
  boolean | number,
  boolean | number | undefined,
  boolean | number
>;
/** A nullable timestamp inserts may leave out. */
export type OptionalTimestamp = ColumnType<
  Date | string | null,
  string | null | undefined,
  string | null
>;

export interface UsersTable {
  id: string;
  email: string;
  email_verified: Bool;
  name: string;
  image: string | null;
  phone_number: string | null;
  role: number;
  locale: string | null;
  two_factor_enabled: Bool;
  last_login_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** better-auth's: reset, sign-in and confirmation tokens, two-factor challenges. */
export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LeadersTable {
  user_id: string;
  organisation_name: string | null;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  leader_id: string;
  plan: string;
  status: string;
  start_at: Timestamp;
  expires_at: Timestamp;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  updated_at: Timestamp;
}

export interface UserBiosTable {
  user_id: string;
  headline: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  updated_at: Timestamp;
}

export interface UploadsTable {
  id: string;
  owner_id: string;
  kind: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  storage_key: string;
  created_at: Timestamp;
}

export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: Timestamp;
}

export interface CoursesTable {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  cover_upload_id: string | null;
  language: string;
  status: string;
  slide_count: number;
  duration_minutes: number;
  /** JSON course theme; null is the default theme. */
  theme: string | null;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  pass_mark: number | null;
  max_attempts: number | null;
  valid_for_days: number | null;
  require_sign_off: DefaultBool;
}

export interface SlidesTable {
  id: string;
  course_id: string;
  position: number;
  kind: string;
  title: string;
  /** TipTap JSON, validated before it is stored. */
  body: string | null;
  quiz: string | null;
  /** Set for quiz slides; polls are not graded. */
  quiz_type: string | null;
  layout: Generated<string>;
  subtitle: string | null;
  /** JSON: {uploadId?, type, embedUrl?, alt?, caption?}. */
  media: string | null;
  /** JSON: {color?, uploadId?, dim?}. */
  background: string | null;
  /** The author's; never sent to learners. */
  notes: string | null;
  /** JSON: [{front, back}] for flashcards slides. */
  cards: string | null;
  minutes: number;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupsTable {
  id: string;
  owner_id: string;
  name: string;
  name_key: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupMembersTable {
  id: string;
  group_id: string;
  email: string;
  user_id: string | null;
  added_at: Timestamp;
}

export interface InvitationsTable {
  id: string;
  inviter_id: string;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  /** The course the e-mail was about, when it named exactly one. */
  course_id: string | null;
  sent_at: Timestamp;
  created_at: Timestamp;
}

export interface JoinLinksTable {
  id: string;
  group_id: string;
  owner_id: string;
  token: string;
  email_domain: string | null;
  expires_at: Timestamp | null;
  max_uses: number | null;
  uses: number;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SsoProvidersTable {
  id: string;
  owner_id: string;
  issuer: string;
  client_id: string;
  /** Encrypted with AUTH_SECRET. */
  client_secret: string;
  group_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SsoDomainsTable {
  domain: string;
  provider_id: string;
}

export interface AssignmentsTable {
  id: string;
  course_id: string;
  owner_id: string;
  email: string;
  user_id: string | null;
  direct: Bool;
  assigned_at: Timestamp;
  due_at: Timestamp | null;
  status: string;
  progress: number;
  score: number | null;
  last_slide_id: string | null;
  last_activity_at: Timestamp | null;
  completed_at: Timestamp | null;
  reminders_enabled: Bool;
  archived_at: Timestamp | null;
  /** The leader's message sent with the assignment. */
  message: string | null;
  round: Generated<number>;
  attempt: Generated<number>;
  extra_attempts: Generated<number>;
  result: Generated<string | null>;
  signed_off_name: Generated<string | null>;
  signed_off_at: OptionalTimestamp;
  completed_version: Generated<number | null>;
  certificate_id: Generated<string | null>;
  certified_at: OptionalTimestamp;
  valid_until: OptionalTimestamp;
}

export interface AssignmentAttemptsTable {
  id: string;
  assignment_id: string;
  round: number;
  attempt: number;
  score: number | null;
  result: string | null;
  course_version: number;
  answers: string;
  finished_at: Timestamp;
}

export interface CertificatesTable {
  id: string;
  assignment_id: string;
  round: number;
  owner_id: string;
  user_id: string;
  course_id: string;
  learner_name: string;
  course_title: string;
  issuer_name: string;
  score: number | null;
  course_version: number;
  signed_off_name: string | null;
  issued_at: Timestamp;
  valid_until: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface AssignmentGroupsTable {
  assignment_id: string;
  group_id: string;
}

export interface CourseGroupsTable {
  course_id: string;
  group_id: string;
  due_at: Timestamp | null;
  assigned_at: Timestamp;
}

export interface SlideProgressTable {
  assignment_id: string;
  slide_id: string;
  viewed_at: Timestamp;
  answer: string | null;
  correct: Bool | null;
}

export interface RemindersSentTable {
  assignment_id: string;
  kind: string;
  sent_at: Timestamp;
}

export interface ImportsTable {
  id: string;
  owner_id: string;
  type: string;
  file_name: string;
  status: string;
  done: number;
  total: number;
  course_id: string | null;
  /** 1 when the slides go into an existing course. */
  append: number;
  /** JSON: [{slide, message}]. */
  report: string;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** The leader on whose behalf it was sent (an invitation, an assignment), if any. */
  leader_id: string | null;
}

export interface Database {
  imports: ImportsTable;
  mail_outbox: MailOutboxTable;
  assignments: AssignmentsTable;
  assignment_attempts: AssignmentAttemptsTable;
  certificates: CertificatesTable;
  assignment_groups: AssignmentGroupsTable;
  course_groups: CourseGroupsTable;
  slide_progress: SlideProgressTable;
  reminders_sent: RemindersSentTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  invitations: InvitationsTable;
  join_links: JoinLinksTable;
  sso_providers: SsoProvidersTable;
  sso_domains: SsoDomainsTable;
  courses: CoursesTable;
  slides: SlidesTable;
  billing_events: BillingEventsTable;
  user_bios: UserBiosTable;
  uploads: UploadsTable;
  users: UsersTable;
  sessions: SessionsTable;
  verifications: VerificationsTable;
  leaders: LeadersTable;
  subscriptions: SubscriptionsTable;
}

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** What `toISOString()` writes, as SQLite holds it: such a value is returned as it is. */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function toIso(value: Date | string): string {
  // Parsing a date string is slow (about a tenth of a page of 50 courses): skip it when the
  // text is already what formatting it again would give.
  if (typeof value === 'string' && CANONICAL_ISO.test(value)) return value;
  return toDate(value).toISOString();
}
