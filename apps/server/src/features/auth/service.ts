import crypto from 'node:crypto';
import { AUTH, type Language } from '@irreplaceable/contracts/constants';
import type { TSignInTokens, TTokenPair } from '@irreplaceable/contracts/auth/token-pair';
import { AppError } from '../../platform/errors/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import type { TokenService } from '../../platform/auth/tokens';
import type { UserRow } from '../users/repository';
import { toUserResponse, type TSignIn, type UsersService } from '../users/service';
import type { AuthRepository } from './repository';
import { loginCodeMail } from './mail-templates';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface AuthServiceDeps {
  repository: AuthRepository;
  users: UsersService;
  tokens: TokenService;
  mailer: Mailer;
  /** Codes one client address may request per hour (several people can share one address). */
  codesPerAddressPerHour?: number;
  now?: () => Date;
}

export function createAuthService({
  repository,
  users,
  tokens,
  mailer,
  codesPerAddressPerHour = AUTH.otpPerIpPerHour,
  now = () => new Date(),
}: AuthServiceDeps) {
  const codeHash = (email: string, code: string) => tokens.hash(`otp:${email}:${code}`);

  async function issueTokens(
    user: UserRow,
    familyId: string = crypto.randomUUID(),
  ): Promise<TTokenPair> {
    const refreshToken = tokens.newRefreshToken();
    await repository.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: tokens.hash(refreshToken),
      expiresAt: new Date(now().getTime() + AUTH.refreshTokenTtlDays * DAY_MS),
    });
    return {
      access_token: await tokens.signAccessToken(user.id),
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: AUTH.accessTokenTtlSeconds,
      user: toUserResponse(user),
    };
  }

  async function issueSignInTokens({ user, isFirstSignIn }: TSignIn): Promise<TSignInTokens> {
    return { ...(await issueTokens(user)), is_first_sign_in: isFirstSignIn };
  }

  return {
    issueSignInTokens,

    async requestCode(
      email: string,
      ip: string,
      language: Language,
    ): Promise<{ resendAfter: number }> {
      const at = now();
      const latest = await repository.latestCode(email);
      const sinceLatest = latest ? at.getTime() - latest.createdAt.getTime() : Infinity;
      if (sinceLatest < AUTH.otpResendCooldownMs) {
        const seconds = Math.ceil((AUTH.otpResendCooldownMs - sinceLatest) / 1000);
        throw new AppError('otp_cooldown', { seconds });
      }
      const hourAgo = new Date(at.getTime() - HOUR_MS);
      const [byEmail, byIp] = await Promise.all([
        repository.countCodesSince({ email }, hourAgo),
        repository.countCodesSince({ ip }, hourAgo),
      ]);
      if (byEmail >= AUTH.otpPerEmailPerHour || byIp >= codesPerAddressPerHour) {
        throw new AppError('rate_limited');
      }
      const code = crypto
        .randomInt(0, 10 ** AUTH.otpLength)
        .toString()
        .padStart(AUTH.otpLength, '0');
      await repository.insertCode({
        email,
        ip,
        codeHash: codeHash(email, code),
        expiresAt: new Date(at.getTime() + AUTH.otpTtlMs),
      });
      await mailer.send(loginCodeMail(email, code, language));
      return { resendAfter: Math.ceil(AUTH.otpResendCooldownMs / 1000) };
    },

    /** Checks the newest code for the address; only the newest one counts. */
    async verifyCode(input: {
      email: string;
      otp: string;
      scope: 'user' | 'admin';
      language: Language;
    }): Promise<TSignInTokens> {
      const code = await repository.latestCode(input.email);
      if (!code || code.consumedAt || code.expiresAt.getTime() <= now().getTime()) {
        throw new AppError('otp_expired');
      }
      if (code.attempts >= AUTH.otpMaxAttempts) throw new AppError('otp_too_many_attempts');
      if (!tokens.matches(`otp:${input.email}:${input.otp}`, code.codeHash)) {
        const attempts = await repository.recordFailedAttempt(code.id);
        const remaining = Math.max(0, AUTH.otpMaxAttempts - attempts);
        if (remaining === 0) throw new AppError('otp_too_many_attempts');
        throw new AppError('otp_invalid', { remaining });
      }
      if (!(await repository.consumeCode(code.id))) throw new AppError('otp_expired');
      if (input.scope === 'admin' && !(await users.findByEmail(input.email))?.isAdmin) {
        throw new AppError('not_admin');
      }
      return issueSignInTokens(
        await users.signInByEmail(input.email, { language: input.language }),
      );
    },

    /** The admin area's own session for an admin already signed in (a new token family). */
    async openAdminSession(user: UserRow): Promise<TTokenPair> {
      if (!user.isAdmin) throw new AppError('not_admin');
      return issueTokens(user);
    },

    /**
     * Rotates a refresh token. A used one presented again within AUTH.refreshReuseGraceMs is a
     * second tab that refreshed at the same moment, and gets its own pair in the same family;
     * later, it means the token leaked, so the whole family is revoked.
     */
    async refresh(refreshToken: string): Promise<TTokenPair> {
      const stored = await repository.findRefreshToken(tokens.hash(refreshToken));
      if (!stored) throw new AppError('invalid_refresh_token');
      const isFresh = !stored.revokedAt && (await repository.revokeToken(stored.id));
      if (!isFresh) {
        const used = stored.revokedAt ?? now();
        const inGrace =
          !stored.familyRevokedAt && now().getTime() - used.getTime() < AUTH.refreshReuseGraceMs;
        if (!inGrace) {
          await repository.revokeFamily(stored.familyId);
          throw new AppError('invalid_refresh_token');
        }
      }
      if (stored.expiresAt.getTime() <= now().getTime())
        throw new AppError('invalid_refresh_token');
      const user = await users.findById(stored.userId);
      if (!user) throw new AppError('invalid_refresh_token');
      return issueTokens(user, stored.familyId);
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const stored = await repository.findRefreshToken(tokens.hash(refreshToken));
      if (stored) await repository.revokeFamily(stored.familyId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
