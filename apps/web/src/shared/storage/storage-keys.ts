/**
 * Every key the web app writes to localStorage or sessionStorage, in one place, so logout can
 * clear exactly what belongs to a user and later features reuse the names the spec gives.
 */
export const STORAGE_KEYS = {
  language: 'userLanguage',
  auth: 'auth',
  adminAuth: 'adminAuth',
  terms: 'termsAcceptance',
  topUpRecords: 'topUpRecords',
  localCv: 'localCv',
  assessmentSession: 'cognitiveAssessmentSession',
  assessmentStore: 'cognitiveAssessmentStore',
  searchState: 'searchState',
  /** sessionStorage: where to go after signing in. */
  returnPath: 'returnPath',
  loginTermsNoticeDismissed: 'loginTermsNoticeDismissed',
  /** When the signed-in user may comment again (spec 000 section 4: comment cooldown). */
  commentCooldown: 'commentCooldown',
} as const;

/** Per-user data that logout removes besides the auth and terms stores. */
export const USER_DATA_KEYS = [
  STORAGE_KEYS.topUpRecords,
  STORAGE_KEYS.localCv,
  STORAGE_KEYS.assessmentSession,
  STORAGE_KEYS.assessmentStore,
  STORAGE_KEYS.searchState,
] as const;
