import { sanitizePageHtml } from '../../../lib/sanitize-page-html';
import { isRichNotice } from './notice-types';

/**
 * A notice's content as the member sees it: index notices' HTML through the member app's own
 * sanitizer, the others as plain text.
 */
export function NoticePreview({ noticeType, content }: { noticeType: number; content: string }) {
  if (isRichNotice(noticeType)) {
    return (
      <div
        style={{ lineHeight: 1.6, wordBreak: 'break-word' }}
        dangerouslySetInnerHTML={{ __html: sanitizePageHtml(content) }}
      />
    );
  }
  return <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{content}</div>;
}
