import { eq, isNull, sql } from 'drizzle-orm';
import { usernameKey } from '@irreplaceable/contracts/users/username';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

const USERNAME_KEY_INDEX = 'users_username_key_unique';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /**
     * Creates the account under the first of `usernames` no one holds, or returns the account
     * a simultaneous first sign-in just created.
     */
    async findOrCreate(
      values: Omit<typeof users.$inferInsert, 'username' | 'usernameKey'>,
      usernames: Iterable<string>,
    ): Promise<UserRow> {
      for (const username of usernames) {
        const existing = await this.findByEmail(values.email);
        if (existing) return existing;
        try {
          const [created] = await db
            .insert(users)
            .values({ ...values, username, usernameKey: usernameKey(username) })
            .onConflictDoNothing({ target: users.email })
            .returning();
          if (created) return created;
        } catch (error) {
          if (!isUniqueViolation(error, USERNAME_KEY_INDEX)) throw error;
        }
      }
      throw new Error(`No free username for ${values.email}`);
    },

    async grantAdmin(email: string, usernames: Iterable<string>): Promise<void> {
      for (const username of usernames) {
        try {
          await db
            .insert(users)
            .values({ email, username, usernameKey: usernameKey(username), isAdmin: true })
            .onConflictDoUpdate({ target: users.email, set: { isAdmin: true } });
          return;
        } catch (error) {
          if (!isUniqueViolation(error, USERNAME_KEY_INDEX)) throw error;
        }
      }
    },

    /** Renames a user; false when another person already holds a name with the same key. */
    async rename(id: string, username: string): Promise<boolean> {
      try {
        await db
          .update(users)
          .set({ username, usernameKey: usernameKey(username), updatedAt: sql`now()` })
          .where(eq(users.id, id));
        return true;
      } catch (error) {
        if (isUniqueViolation(error, USERNAME_KEY_INDEX)) return false;
        throw error;
      }
    },

    /** Accounts made before names had keys, oldest first. */
    async withoutUsernameKey(): Promise<UserRow[]> {
      return db.select().from(users).where(isNull(users.usernameKey)).orderBy(users.createdAt);
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`User ${id} not found`);
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
