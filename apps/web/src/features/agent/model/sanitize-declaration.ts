import DOMPurify from 'dompurify';

/**
 * The server sanitizes the operator's declaration; the page sanitizes again before rendering (as
 * the about pages do), so no script, handler or javascript: link reaches the DOM.
 */
export const sanitizeDeclarationHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
