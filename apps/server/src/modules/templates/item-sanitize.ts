import { sanitizeRichText } from '../../lib/sanitize';
import type { NewItemRow } from './templates.repository';

/** Stored HTML is sanitized; plain text (no markup characters) is kept as it is, cheaply. */
const cleanHtml = (html: string) => (/[<>&"]/.test(html) ? sanitizeRichText(html) : html);

/** What is stored of an item: every HTML field sanitized; the titles are plain text, kept. */
export const sanitizeItem = <T extends Partial<NewItemRow>>(row: T): T => ({
  ...row,
  ...(row.content === undefined ? {} : { content: cleanHtml(row.content) }),
  ...(row.content2 === undefined ? {} : { content2: cleanHtml(row.content2) }),
  ...(row.content3 === undefined ? {} : { content3: cleanHtml(row.content3) }),
  ...(row.note === undefined ? {} : { note: cleanHtml(row.note) }),
  ...(row.multiContents === undefined
    ? {}
    : {
        multiContents: row.multiContents.map((part) => ({
          title: part.title,
          content: cleanHtml(part.content),
        })),
      }),
});
