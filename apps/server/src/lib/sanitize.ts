import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from operators: common formatting, links and images, nothing that runs. The only HTML
 * the server keeps; plain text (nicknames, bank names, titles, messages) never comes here: it is
 * stored as written and escaped by whoever shows it, so `&lt;u&gt;` stays `&lt;u&gt;`.
 */
export const sanitizeRichText = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font'],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      span: ['style'],
      font: ['color'],
      '*': ['class'],
    },
    allowedStyles: {
      span: { color: [/^#[0-9a-f]{3,6}$/i, /^rgb\([\d\s,]+\)$/i], 'font-weight': [/^\w+$/] },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
