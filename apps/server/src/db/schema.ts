/**
 * Every table of the database, for drizzle and the repositories: each table is defined beside the
 * feature that owns it (`features/<f>/schema.ts`, `platform/<p>/schema.ts`) and re-exported here,
 * the one schema drizzle-kit reads (drizzle.config.ts).
 */
export { privateFileChunks } from '../platform/files/private-file-chunks-table';
export { users } from '../features/users/schema';
export { otpCodes, refreshTokens, oauthStates, userIdentities } from '../features/auth/schema';
export { devOutbox } from '../platform/mail/schema';
export { jobs, jobReviews, jobScoreHistory } from '../features/jobs/schema';
export {
  GENERATION_ACTIVE,
  generations,
  addressModelPages,
  searchTasks,
} from '../features/search/schema';
export { modelCallDays } from '../platform/model-budget/schema';
export { uploads } from '../platform/files/schema';
export { news, newsImages, newsLikes, newsViews } from '../features/news/schema';
export { comments, commentCooldowns } from '../features/comments/schema';
export { inboxMessages } from '../features/inbox/schema';
export { creditAccounts, creditLedger } from '../features/credits/schema';
export { assessments } from '../features/assessments/schema';
export {
  personalAnalyses,
  analysisFreeUses,
  analysisFiles,
  privateFileRemovals,
} from '../features/personal-analyses/schema';
export { feedback } from '../features/feedback/schema';
export { savedCvs, cvGenerations } from '../features/cv/schema';
export { checkoutSessions, webhookEvents } from '../features/payments/schema';
