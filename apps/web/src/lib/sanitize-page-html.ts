import DOMPurify from 'dompurify';

/**
 * An operator's page of rich text (the about pages, the agent declaration): the server already
 * sanitizes it; the page sanitizes again before rendering, so no script, event handler or
 * javascript: link can reach the DOM even if what was served was tampered with.
 */
export const sanitizePageHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
