import sanitizeHtml from 'sanitize-html';

/** Rich text from operators: common formatting, links and images, nothing that runs. */
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

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Plain text: every tag removed (the text itself is escaped by whoever renders it). */
export const sanitizeText = (text: string): string =>
  sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39);/g,
    (entity) => entities[entity] ?? entity,
  );
