import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema';

/**
 * Promotions (issue 23, spec part 2 §2.7, §3 Promotion): offers by classification (新人, 充值,
 * 返水, 活动 …), each a rich-text page or (templateType 3) an external link, shown between their
 * start and end.
 */
export const promotionClasses = pgTable('promotion_classes', {
  /** The spec's classifyType: the tab and the detail route's first segment. */
  classifyType: integer('classify_type').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    classifyType: integer('classify_type')
      .notNull()
      .references(() => promotionClasses.classifyType),
    name: text('name').notNull(),
    coverUrl: text('cover_url').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    /** 3: an external link (`linkUrl`); otherwise the page of `bodyHtml`. */
    templateType: smallint('template_type').notNull().default(0),
    /** The name chip's colour (#rrggbb). */
    color: text('color').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    domain: text('domain').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    /** Sanitized when written (lib/sanitize.ts). */
    bodyHtml: text('body_html').notNull().default(''),
    /** 0 every device, 1 phones, 2 computers (the list's `device`). */
    device: smallint('device').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotions_listed').on(t.endTime, t.classifyType),
    check('promotions_period', sql`${t.startTime} <= ${t.endTime}`),
  ],
);

/**
 * The data library (/databases, issue 23): the site's published documents by category — the
 * boards behind the home-type routes (水坛论坛 water-forum, 高手资料 master-documents, 公开资料
 * public-documents, 玩法规则 game-structures), template documents, expert articles.
 */
export const libraryCategories = pgTable('library_categories', {
  id: serial('id').primaryKey(),
  /** The route name of a board (water-forum …) or a category's own code. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const libraryArticles = pgTable(
  'library_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => libraryCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    author: text('author').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    /** Sanitized when written (lib/sanitize.ts). */
    bodyHtml: text('body_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('library_articles_listed').on(t.categoryId, t.publishedAt, t.id)],
);
