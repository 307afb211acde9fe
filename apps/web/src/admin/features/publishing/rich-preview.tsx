import { sanitizePageHtml } from '../../../lib/sanitize-page-html';

/**
 * Rich text as the member app shows it: through the member app's own sanitizer (the server
 * sanitizes on save as well), so a preview never runs what was typed.
 */
export function RichPreview({ html }: { html: string }) {
  return (
    <div
      style={{ lineHeight: 1.6, wordBreak: 'break-word', overflowX: 'auto' }}
      dangerouslySetInnerHTML={{ __html: sanitizePageHtml(html) }}
    />
  );
}
