import { CREDITS } from '@irreplaceable/contracts/constants';
import type {
  TCreditBalanceResponse,
  TCreditHistoryResponse,
  TDailyGiftResponse,
} from '@irreplaceable/contracts/credits/credits';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { applyCreditChange, getBalance, toBalance } from './ledger';
import { toHistoryPage } from './presenters';
import type { CreditsRepository } from './repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { nextUtcDay, utcDay } from '../../platform/time/utc-day';

/** A signed-in user's own credit: balance, history and the daily gift. */
export function createCreditsService(deps: {
  db: Database;
  repository: CreditsRepository;
  now?: () => Date;
}) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async balance(userId: string): Promise<TCreditBalanceResponse> {
      const today = now();
      const [balance, isGiftTaken] = await Promise.all([
        getBalance(db, userId),
        repository.hasDailyGift(userId, utcDay(today)),
      ]);
      return {
        ...balance,
        daily_gift_available: !isGiftTaken,
        daily_gift_amount: CREDITS.dailyGiftAmount,
        next_gift_at: isGiftTaken ? nextUtcDay(today).toISOString() : null,
      };
    },

    async history(
      userId: string,
      query: { page: number; page_size: number },
    ): Promise<TCreditHistoryResponse> {
      const page = await repository.history(
        userId,
        query.page_size,
        (query.page - 1) * query.page_size,
      );
      return toHistoryPage(page, query);
    },

    /**
     * Adds today's free credit. The look-up answers the usual repeat quickly; the unique index on
     * (user, day) is what decides when two claims race, and the loser's change is rolled back.
     */
    async claimDailyGift(userId: string): Promise<TDailyGiftResponse> {
      const today = now();
      const day = utcDay(today);
      if (await repository.hasDailyGift(userId, day)) throw new AppError('daily_gift_claimed');
      try {
        const entry = await applyCreditChange(db, {
          userId,
          amount: CREDITS.dailyGiftAmount,
          kind: 'free',
          reason: 'daily_gift',
          reference: day,
        });
        return {
          amount: entry.amount,
          balance: toBalance(entry.paidAfter, entry.freeAfter),
          next_gift_at: nextUtcDay(today).toISOString(),
        };
      } catch (error) {
        if (isUniqueViolation(error, 'credit_ledger_daily_gift_idx')) {
          throw new AppError('daily_gift_claimed');
        }
        throw error;
      }
    },
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
