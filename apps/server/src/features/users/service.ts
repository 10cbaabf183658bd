import type { TUser } from '@irreplaceable/contracts/users/user';
import type { TUpdateMeRequest } from '@irreplaceable/contracts/users/update-me';
import type { Language } from '@irreplaceable/contracts/constants';
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
  const cleaned = local.replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 32);
  return cleaned.length >= 2 ? cleaned : `user-${cleaned}`.slice(0, 32);
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
      return repository.findOrCreate({
        email,
        username: defaults.username?.slice(0, 32) || usernameFromEmail(email),
        avatarUrl: defaults.avatarUrl ?? null,
        language: defaults.language,
      });
    },

    async seedAdmins(emails: string[]): Promise<void> {
      for (const email of emails) await repository.grantAdmin(email, usernameFromEmail(email));
    },

    updateProfile(id: string, changes: TUpdateMeRequest): Promise<UserRow> {
      return repository.update(id, {
        ...(changes.username !== undefined && { username: changes.username }),
        ...(changes.job_title !== undefined && { jobTitle: changes.job_title || null }),
        ...(changes.language !== undefined && { language: changes.language }),
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
