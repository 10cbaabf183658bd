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

export function createUsersService(repository: UsersRepository) {
  return {
    findById: (id: string) => repository.findById(id),

    async signInByEmail(
      email: string,
      defaults: {
        language: Language;
        username?: string | undefined;
        avatarUrl?: string | undefined;
      },
    ): Promise<UserRow> {
      const user = await repository.findOrCreate({
        email,
        username: defaults.username?.slice(0, 32) || usernameFromEmail(email),
        avatarUrl: defaults.avatarUrl ?? null,
        language: defaults.language,
      });
      return repository.update(user.id, { lastLoginAt: new Date() });
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
