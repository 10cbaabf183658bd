import type { TOwnFeedback } from '@irreplaceable/contracts/analyses/personal-analysis';
import { FEEDBACK, type Language } from '@irreplaceable/contracts/constants';
import type {
  TAdminFeedbackResponse,
  TCreateFeedbackResponse,
  TFeedbackSubject,
} from '@irreplaceable/contracts/feedback/feedback';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { creditWithinDailyLimit, getBalance } from '../credits/ledger';
import type { FeedbackRepository, FeedbackRow } from './repository';

const REWARD_NOTE = {
  en: 'Thank you! You have already earned feedback credits twice today, so this one earns none.',
  zh: '谢谢！你今天已经两次通过反馈获得积分，这次不再奖励。',
} as const;

export function toOwnFeedback(row: FeedbackRow): TOwnFeedback {
  return {
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    rewarded_credits: row.rewardedCredits,
  };
}

/**
 * Ratings of completed analyses and job-fit reports. The first feedback on each earns free
 * credits through the ledger (a reference per subject, so never twice), at most twice a UTC day.
 */
export function createFeedbackService(deps: {
  db: Database;
  repository: FeedbackRepository;
  now?: () => Date;
}) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async create(
      userId: string,
      body: { subject: TFeedbackSubject; subject_id: string; rating: number; comment: string },
      language: Language,
    ): Promise<TCreateFeedbackResponse> {
      const state = await repository.subjectState(body.subject, body.subject_id, userId);
      if (!state) throw new AppError('not_found');
      if (!state.completed || !state.readable) throw new AppError('feedback_not_allowed');
      const result = await db.transaction(async (tx) => {
        const row = await repository.insert(tx, {
          userId,
          subject: body.subject,
          subjectId: body.subject_id,
          rating: body.rating,
          comment: body.comment.replace(/[\p{Cc}]/gu, (c) => (c === '\n' ? c : '')),
        });
        if (!row) throw new AppError('feedback_exists');
        const entry = await creditWithinDailyLimit(tx, {
          userId,
          amount: FEEDBACK.reward,
          reason: 'feedback_reward',
          feature: body.subject,
          reference: `${body.subject}:${body.subject_id}`,
          perDay: FEEDBACK.rewardsPerDay,
          now: now(),
        });
        if (entry) await repository.setReward(tx, row.id, entry.amount);
        return { row, rewarded: entry?.amount ?? 0 };
      });
      const balance = await getBalance(db, userId);
      return {
        id: result.row.id,
        rewarded_credits: result.rewarded,
        reward_note: result.rewarded > 0 ? null : REWARD_NOTE[language],
        balance,
      };
    },

    async own(userId: string, subject: TFeedbackSubject, subjectId: string) {
      const row = await repository.findOwn(userId, subject, subjectId);
      return row ? toOwnFeedback(row) : null;
    },

    async list(query: {
      subject?: TFeedbackSubject | undefined;
      page: number;
      page_size: number;
    }): Promise<TAdminFeedbackResponse> {
      const { rows, total, averages } = await repository.list({
        subject: query.subject,
        page: query.page,
        pageSize: query.page_size,
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          subject: row.subject,
          subject_id: row.subjectId,
          rating: row.rating,
          comment: row.comment,
          rewarded_credits: row.rewardedCredits,
          user_id: row.userId,
          email: row.email,
          created_at: row.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        page_size: query.page_size,
        has_more: query.page * query.page_size < total,
        averages: averages.map((a) => ({
          subject: a.subject,
          count: a.count,
          average: Math.round(Number(a.average ?? 0) * 100) / 100,
        })),
      };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
