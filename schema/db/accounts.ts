import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { USER_ROLE } from '../vocabulary';
import { products } from './catalogue';

/** A person's profile; the account itself (password, sign-in methods) lives in Firebase. */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    authUid: text('auth_uid').notNull(),
    email: text('email'),
    /** Stored in lower case (docs/product.md#accounts); the site title-cases it to show it. */
    displayName: text('display_name'),
    role: text('role', { enum: USER_ROLE.values }).notNull(),
    createdAtMs: integer('created_at_ms').notNull(),
    lastLoginMs: integer('last_login_ms').notNull(),
  },
  (table) => [uniqueIndex('users_auth_uid_unique').on(table.authUid)],
);

/** Saved shipping addresses; at most one per user is the default that pre-fills checkout. */
export const addresses = sqliteTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.authUid),
    label: text('label'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull(),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [index('addresses_user_idx').on(table.userUid, table.createdAtMs)],
);

export const favorites = sqliteTable(
  'favorites',
  {
    userUid: text('user_uid')
      .notNull()
      .references(() => users.authUid),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAtMs: integer('created_at_ms').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userUid, table.productId] })],
);

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type FavoriteRow = typeof favorites.$inferSelect;
