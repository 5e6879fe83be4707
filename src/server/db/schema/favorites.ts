import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

/** A buyer's saved product. One row per (buyer, product): adding twice keeps the first date. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The list is newest first per buyer.
    index('favorites_user_created_idx').on(t.userId, t.createdAt, t.productId),
  ],
);

export type FavoriteRow = typeof favorites.$inferSelect;
