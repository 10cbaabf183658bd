import type { Language } from '@irreplaceable/contracts/constants';
import type {
  TAdminCreditUsersResponse,
  TAdminGrantResponse,
  TCreditHistoryResponse,
  TCreditKind,
} from '@irreplaceable/contracts/credits/credits';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { fillTemplate } from '../../platform/errors/messages';
import { applyCreditChange, toBalance } from './ledger';
import { toCreditUser, toHistoryPage, toLedgerEntry } from './presenters';
import type { CreditsRepository } from './repository';

const TAKE_BACK_LIMIT: Record<Language, string> = {
  en: 'This account has {available} {kind} credits, so at most {available} can be taken back.',
  zh: '该账户只有 {available} 个{kind}积分，最多只能收回 {available} 个。',
};
const KIND_NAMES: Record<TCreditKind, Record<Language, string>> = {
  paid: { en: 'paid', zh: '付费' },
  free: { en: 'free', zh: '赠送' },
};

/** Credit management for administrators: find users, adjust balances, read any ledger. */
export function createCreditsAdminService(deps: { db: Database; repository: CreditsRepository }) {
  const { db, repository } = deps;

  async function userOrNotFound(where: { id: string } | { email: string }) {
    const user = await repository.findUser(where);
    if (!user) throw new AppError('not_found');
    return user;
  }

  return {
    async searchUsers(query: {
      query: string;
      page: number;
      page_size: number;
    }): Promise<TAdminCreditUsersResponse> {
      const { rows, total } = await repository.searchUsers(
        query.query,
        query.page_size,
        (query.page - 1) * query.page_size,
      );
      return {
        items: rows.map(toCreditUser),
        total,
        page: query.page,
        page_size: query.page_size,
        has_more: (query.page - 1) * query.page_size + rows.length < total,
      };
    },

    /**
     * Grants (positive) or takes back (negative) one kind of credit. Taking back more than the
     * account holds of that kind is refused with 409 `conflict`, not the 403 `insufficient_credit`
     * a user sees: the admin asked for something the current balance contradicts, and the
     * suggestion says how much there is.
     */
    async grant(
      body: {
        email?: string | undefined;
        user_id?: string | undefined;
        amount: number;
        kind: TCreditKind;
        note?: string | undefined;
      },
      actorId: string,
      language: Language,
    ): Promise<TAdminGrantResponse> {
      const user = await userOrNotFound(
        body.user_id ? { id: body.user_id } : { email: body.email! },
      );
      try {
        const entry = await applyCreditChange(db, {
          userId: user.id,
          amount: body.amount,
          kind: body.kind,
          reason: 'admin_grant',
          note: body.note || null,
          actorId,
        });
        return {
          user_id: user.id,
          email: user.email,
          entry: toLedgerEntry(entry),
          balance: toBalance(entry.paidAfter, entry.freeAfter),
        };
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'insufficient_credit') throw error;
        const current = await repository.findUser({ id: user.id });
        const available = current?.[body.kind] ?? 0;
        throw new AppError(
          'conflict',
          {},
          {
            cause: error,
            suggestion: fillTemplate(TAKE_BACK_LIMIT[language], {
              available,
              kind: KIND_NAMES[body.kind][language],
            }),
          },
        );
      }
    },

    async userHistory(
      userId: string,
      query: { page: number; page_size: number },
    ): Promise<TCreditHistoryResponse> {
      const user = await userOrNotFound({ id: userId });
      const page = await repository.history(
        user.id,
        query.page_size,
        (query.page - 1) * query.page_size,
      );
      return toHistoryPage(page, query);
    },
  };
}

export type CreditsAdminService = ReturnType<typeof createCreditsAdminService>;
