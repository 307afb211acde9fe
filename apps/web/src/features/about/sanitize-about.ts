import DOMPurify from 'dompurify';

/**
 * The server already sanitizes about.json; the page sanitizes again before rendering, so no
 * script, event handler or javascript: link can reach the DOM even if the file was tampered with.
 */
export const sanitizeAboutHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
