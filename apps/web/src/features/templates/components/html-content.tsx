import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The server sanitizes notes and contents when stored; the card sanitizes again when shown. */
export const sanitizeTemplateHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'script', 'iframe'],
    FORBID_ATTR: ['onerror', 'onload'],
  });

interface HtmlContentProps {
  html: string;
  className?: string;
  as?: 'div' | 'span';
}

/** An item's HTML (content or note), sanitized. */
export function HtmlContent({ html, className, as = 'div' }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeTemplateHtml(html), [html]);
  const Tag = as;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
