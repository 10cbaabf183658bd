import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

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

    /** Creates the account, or returns the one a simultaneous first sign-in just created. */
    async findOrCreate(values: typeof users.$inferInsert): Promise<UserRow> {
      const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
      if (created) return created;
      const existing = await this.findByEmail(values.email);
      if (!existing) throw new Error(`User ${values.email} vanished during creation`);
      return existing;
    },

    async grantAdmin(email: string, username: string): Promise<void> {
      await db
        .insert(users)
        .values({ email, username, isAdmin: true })
        .onConflictDoUpdate({ target: users.email, set: { isAdmin: true } });
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
