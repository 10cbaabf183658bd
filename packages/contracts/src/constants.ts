/**
 * Business constants shared by the server and the web app. Values come from the product
 * specification (spec 000 section 9, spec 001 section 9); change them here and both sides follow.
 */

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const API_TIMEOUT_MS = 180_000;

export const SEARCH = {
  queryMaxLength: 150,
  timeoutMs: 5 * 60_000,
  restoreWindowMs: 5 * 60_000,
  ongoingWindowMs: 30 * 60_000,
  maxRetries: 3,
  /** Without a live channel, the followed task's status is asked for this often. */
  statusPollMs: 4_000,
} as const;

/** A file name kept or offered for saving is cut to this many characters (its extension kept). */
export const FILE_NAME_MAX_LENGTH = 200;

export const SOCKET = {
  connectTimeoutMs: 10_000,
  reconnectAttempts: 5,
  reconnectBaseDelayMs: 2_000,
  heartbeatCheckMs: 10_000,
  heartbeatSilenceMs: 30_000,
  ensureConnectedMs: 10_000,
} as const;

export const PAGING = {
  jobsPageSize: 10,
  newsPageSize: 10,
  homeNewsCount: 4,
  commentPageSize: 10,
  repliesPerComment: 5,
  inboxLimit: 20,
  boardSearchMaxLength: 30,
  observerMarginPx: 200,
  loadMoreDelayMs: 500,
} as const;

export const AUTH = {
  otpLength: 6,
  otpTtlMs: 10 * 60_000,
  otpMaxAttempts: 5,
  otpResendCooldownMs: 60_000,
  otpPerEmailPerHour: 5,
  otpPerIpPerHour: 20,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  /**
   * Two tabs refreshing with the same token at once: the one that comes second within this
   * window gets a pair of its own instead of revoking the family (and logging both out).
   */
  refreshReuseGraceMs: 30_000,
  oauthStateTtlMs: 10 * 60_000,
  loginRedirectDelayMs: 1_000,
  returnUrlTtlMs: 30 * 60_000,
} as const;

export const PROFILE = {
  usernameMin: 2,
  usernameMax: 32,
  jobTitleMax: 80,
} as const;

export const COMMENTS = {
  cooldownSeconds: 120,
  usernameShortenAbove: 12,
  usernameShortenTo: 8,
  textMaxLength: 1_000,
  pageSizeMax: 50,
  /** More links than this in one comment is link spam. */
  maxLinks: 2,
  /** Accounts younger than this may not post links in their first comment. */
  newAccountHours: 24,
} as const;

export const INBOX = {
  unreadPollMs: 30_000,
  unreadBadgeMax: 99,
  limitMax: 100,
  excerptLength: 140,
} as const;

export const NEWS = {
  cacheMs: 24 * 60 * 60_000,
  popularViews: 1_000,
  pageSizeMax: 50,
  titleMaxLength: 200,
  summaryMaxLength: 600,
  /** Characters of stored (sanitised) HTML per language. */
  contentMaxLength: 200_000,
  tagsMax: 10,
  tagMaxLength: 30,
  authorNameMaxLength: 60,
  captionMaxLength: 300,
  imagesMax: 20,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Reading speed for reading_time: English words and Chinese characters per minute. */
  wordsPerMinute: 220,
  chineseCharsPerMinute: 400,
} as const;

export const JOBS = {
  popularSearchPopularity: 2,
  refreshIntervalDays: 90,
  cacheMs: 60 * 60_000,
  riskBands: { medium: 25, high: 50 },
  indicatorSteps: [25, 50, 75],
} as const;

export const ABOUT = {
  coverRotationMs: 10_000,
} as const;

export const BREAKPOINTS = {
  loginHintsPx: 480,
  headerPx: 768,
  reviewWidgetPx: 992,
} as const;

export const CREDITS = {
  topUpRecordLimit: 5,
  sgdToUsd: 0.74,
  /** Free credits the daily gift adds, once per UTC day. */
  dailyGiftAmount: 1,
  /** What a credit-mode job-fit assessment costs, charged once at its start. */
  assessmentCost: 1,
  /** The most an admin may grant or take back in one entry. */
  adminGrantMax: 10_000,
  historyPageSizeMax: 50,
  noteMaxLength: 200,
} as const;

/**
 * What each top-up pack costs and gives. The server charges from this table only: a client names
 * a pack, never a price. `amount` is in cents, the smallest unit of `PAYMENTS.currency`; the
 * bigger packs give more credits per dollar.
 */
export const TOP_UP_PACKS = [
  { pack: 1, credits: 10, amount: 100 },
  { pack: 5, credits: 60, amount: 500 },
  { pack: 10, credits: 130, amount: 1_000 },
] as const;

export type TopUpPack = (typeof TOP_UP_PACKS)[number];
export type TopUpPackSize = TopUpPack['pack'];

export const PAYMENTS = {
  /** Lower case, as the payment provider writes it. */
  currency: 'sgd',
  featureNameMaxLength: 64,
  sourcePathMaxLength: 512,
  sourceNameMaxLength: 200,
  /**
   * How far a signed webhook's timestamp may lie from now, in the past (a replay) or in the
   * future (a signature made to be replayed later), before it is refused (seconds).
   */
  webhookToleranceSeconds: 300,
  /**
   * A purchase on the credit page returns the buyer to where they last ran out of credit, if
   * that was this recently; otherwise to the credit page.
   */
  returnToSourceMs: 60 * 60_000,
  /** How many times the page a buyer returns to asks whether the payment has landed. */
  returnPollAttempts: 6,
  returnPollIntervalMs: 1_500,
} as const;

export const ASSESSMENT = {
  phase1Questions: 3,
  phase2QuestionsFree: 5,
  phase2QuestionsCredit: 20,
  defaultChallengeCount: 3,
  followUpMaxLength: 150,
  freeResultTtlMs: 24 * 60 * 60_000,
  historyCacheMs: 300_000,
  startProgress: 20,
  completionProgress: 100,
  phase1AnswerMaxLength: 1_000,
  /**
   * What the app sends as a challenge's follow-up when the user wrote none (spec 001 section 3);
   * the server stores these as no follow-up, so a report never quotes them back.
   */
  noThoughts: { en: 'No additional thoughts.', zh: '没有补充。' },
  historyPageSizeMax: 50,
  historyPageSizeModal: 50,
  historyPageSizeResume: 10,
  /** Progress per phase: phase 1 up to 20, 2 from 20 to 50, 3 at 65, 4 from 65 to 85, 5 at 100. */
  progress: { phase2Start: 20, phase2End: 50, phase3: 65, phase4End: 85 },
  nextQuestionDelayMs: 500,
  statusRecheckDelaysMs: [500, 1_000],
  jumpToExistingMs: 1_200,
  doubleSubmitGuardMs: 10_000,
  nudgeMs: { phase2: 15_000, phase3: 30_000, phase4: 30_000 },
  phase2SyncThrottleMs: 2_000,
  recentMessages: 20,
  rotatingMessageMs: 3_000,
  /** How often the server deletes expired free assessments. */
  sweepIntervalMs: 60 * 60_000,
} as const;

/** Personal analyses (CV analysis, industry analysis): one lifecycle, kinds add their own input. */
export const PERSONAL_ANALYSIS = {
  /** A free analysis's result can be read this long after it was asked for, then it is erased. */
  freeResultTtlMs: 24 * 60 * 60_000,
  /** What a credit-mode analysis costs, charged once at its start and refunded if it fails. */
  creditCost: 1,
  historyPageSizeMax: 50,
  /** How often the server erases expired free analyses. */
  sweepIntervalMs: 60 * 60_000,
  /** While an analysis runs, the page also asks for it this often, in case the socket is down. */
  pollMs: 4_000,
} as const;

export const INDUSTRY_ANALYSIS = {
  /** Characters of an industry search or of a named current job. */
  queryMaxLength: 100,
  currentJobMaxLength: 100,
  /** Industries a search answers with. */
  searchLimit: 8,
  /**
   * Share of an industry's employment (at the staffing level used) from which an occupation counts
   * as one of its own for ways in and growth: 0.5 %.
   */
  minEntryShare: 0.005,
} as const;

export const CV_ANALYSIS = {
  /** Spec 000 section 5: pdf (with a text layer), doc, docx, txt and md, at most 10 MB. */
  fileMaxBytes: 10 * 1024 * 1024,
  fileTypes: ['pdf', 'docx', 'doc', 'txt', 'md'],
  /** Characters of CV text read, pasted or extracted; longer text is cut. */
  textMaxChars: 60_000,
  /** Fewer characters than this is no CV to read. */
  textMinChars: 40,
  /** Roles the result ranks. */
  roleCount: 10,
  /**
   * Reading a file runs in a child process, ended after this long or past this resident memory
   * (or WORK_MEMORY_MB if lower): reading a CV's text takes about half of it, and a file that
   * unpacks to more is no CV.
   */
  parseTimeoutMs: 20_000,
  parseMemoryMb: 192,
  /** A Word file that would unpack to more than this is refused before it is read. */
  unpackedMaxBytes: 100 * 1024 * 1024,
} as const;

export const FEEDBACK = {
  /** Free credits the first feedback on a completed analysis earns. */
  reward: 2,
  /** Rewarded feedbacks per user per UTC day. */
  rewardsPerDay: 2,
  commentMaxLength: 2_000,
  adminPageSizeMax: 50,
} as const;

export const CV_EDITOR = {
  /** Spec 000 section 5: at most 3 CV generations per user in any 24 hours. */
  generationsPer24h: 3,
  generationWindowMs: 24 * 60 * 60_000,
  /** Spec 000 section 9: a copy saved on the server costs one paid (bought) credit. */
  saveCost: 1,
  savedNameMax: 80,
  savedPageSizeMax: 50,
  /** A photo travels inside the CV as a data URL; its decoded bytes stay under this. */
  photoMaxBytes: 1024 * 1024,
  templates: ['classic', 'modern', 'compact'],
  papers: ['a4', 'letter'],
  /** A PDF export has at most this many pages; a longer CV is refused with what to shorten. */
  exportMaxPages: 10,
  /** Drawing a CV that fits the page limit takes a few seconds at most; past this it is ended. */
  exportTimeoutMs: 30_000,
} as const;
