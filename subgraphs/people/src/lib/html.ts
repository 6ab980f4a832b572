import sanitizeHtml from 'sanitize-html';

/** Biographies and commission descriptions: plain formatting and safe links only. */
const OPCOES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function htmlSeguro(html: string | null | undefined): string | null {
  if (!html?.trim()) return null;
  return sanitizeHtml(html, OPCOES).trim() || null;
}
