import type { TUser } from '@irreplaceable/contracts/users/user';
import type { TUpdateMeRequest } from '@irreplaceable/contracts/users/update-me';
import crypto from 'node:crypto';
import { PROFILE, type Language } from '@irreplaceable/contracts/constants';
import {
  isAcceptableUsername,
  isReservedUsername,
  normalizeUsername,
} from '@irreplaceable/contracts/users/username';
import { AppError } from '../../platform/errors/app-error';
import type { UserRow, UsersRepository } from './repository';

export function toUserResponse(user: UserRow): TUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    avatar_url: user.avatarUrl,
    job_title: user.jobTitle,
    language: user.language,
    is_admin: user.isAdmin,
    created_at: user.createdAt.toISOString(),
  };
}

/** A first username from the e-mail's local part; the user can change it on the profile page. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? 'user';
  const cleaned = normalizeUsername(local)
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .replace(/[._-]{2,}/g, '-')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, PROFILE.usernameMax);
  return cleaned.length >= PROFILE.usernameMin && isAcceptableUsername(cleaned)
    ? cleaned
    : `user-${cleaned.replace(/[^a-z0-9]/gi, '')}`.slice(0, PROFILE.usernameMax).replace(/-$/, '');
}

/**
 * The names to try, in order, for a new account: the wanted one (unless it would pass for the
 * site or its staff), then the same with -2, -3 …, then random ones, which cannot all be taken.
 */
export function* usernameCandidates(wanted: string, allowReserved = false): Generator<string> {
  const base = wanted.slice(0, PROFILE.usernameMax - 4);
  if (allowReserved || !isReservedUsername(wanted)) yield wanted;
  for (let n = 2; n <= 20; n += 1) {
    const candidate = `${base}-${n}`;
    if (allowReserved || !isReservedUsername(candidate)) yield candidate;
  }
  for (;;) yield `user-${crypto.randomBytes(4).toString('hex')}`;
}

export type TSignIn = { user: UserRow; isFirstSignIn: boolean };

/** What a new account starts with: the request's language, and a name and picture if known. */
type TAccountDefaults = {
  language: Language;
  username?: string | undefined;
  avatarUrl?: string | undefined;
};

export function createUsersService(repository: UsersRepository) {
  return {
    findById: (id: string) => repository.findById(id),
    findByEmail: (email: string) => repository.findByEmail(email),

    /**
     * Records a sign-in. The first one is told apart (an account that has never signed in, made
     * just now or set up beforehand like a seeded admin), so the client can welcome it as new.
     */
    async recordSignIn(user: UserRow): Promise<TSignIn> {
      const signedIn = await repository.update(user.id, { lastLoginAt: new Date() });
      return { user: signedIn, isFirstSignIn: user.lastLoginAt === null };
    },

    async signInByEmail(email: string, defaults: TAccountDefaults): Promise<TSignIn> {
      const user = await this.findOrCreateByEmail(email, defaults);
      return this.recordSignIn(user);
    },

    /** The account of an address, made with these defaults if there is none yet. */
    findOrCreateByEmail(email: string, defaults: TAccountDefaults): Promise<UserRow> {
      const offered = defaults.username ? normalizeUsername(defaults.username) : '';
      const wanted =
        offered.length >= PROFILE.usernameMin &&
        offered.length <= PROFILE.usernameMax &&
        isAcceptableUsername(offered)
          ? offered
          : usernameFromEmail(email);
      return repository.findOrCreate(
        { email, avatarUrl: defaults.avatarUrl ?? null, language: defaults.language },
        usernameCandidates(wanted),
      );
    },

    async seedAdmins(emails: string[]): Promise<void> {
      for (const email of emails) {
        await repository.grantAdmin(email, usernameCandidates(usernameFromEmail(email), true));
      }
    },

    /**
     * Gives accounts made before names had keys their key; where two such names read the same,
     * the later account's name gets a number.
     */
    async backfillUsernameKeys(): Promise<void> {
      for (const user of await repository.withoutUsernameKey()) {
        for (const candidate of usernameCandidates(user.username, true)) {
          if (await repository.rename(user.id, candidate)) break;
        }
      }
    },

    /**
     * Saves profile changes. A name must be free (by key) and must not pass for the site or its
     * staff, unless the person is an admin.
     */
    async updateProfile(user: UserRow, changes: TUpdateMeRequest): Promise<UserRow> {
      const { username } = changes;
      if (username !== undefined && username !== user.username) {
        if (isReservedUsername(username) && !user.isAdmin) throw new AppError('username_reserved');
        if (!(await repository.rename(user.id, username))) throw new AppError('username_taken');
      }
      return repository.update(user.id, {
        ...(changes.job_title !== undefined && { jobTitle: changes.job_title || null }),
        ...(changes.language !== undefined && { language: changes.language }),
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
