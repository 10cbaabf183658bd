import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  /**
   * The name's key (contracts/users/username.ts): two people cannot hold names that read the
   * same. Null only for accounts made before keys existed, until the boot-time backfill.
   */
  usernameKey: text('username_key').unique('users_username_key_unique'),
  avatarUrl: text('avatar_url'),
  jobTitle: text('job_title'),
  language: text('language', { enum: ['en', 'zh'] })
    .notNull()
    .default('en'),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});
