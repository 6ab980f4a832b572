import sanitizeHtml from 'sanitize-html';
import { semNul } from './text.js';

/** Image layout classes offered by the rich-text editor (back-office spec §9). */
export const CLASSES_DE_IMAGEM = ['img-30-esquerda', 'img-30-direita', 'img-50-esquerda', 'img-50-direita', 'img-70-esquerda', 'img-70-direita', 'img-bloco'];

const HREF_PERMITIDO = /^(?:https?:\/\/|mailto:)/i;
const SRC_PERMITIDO = /^(?:\/arquivos\/|https:\/\/)/i;

/** Whitespace and control characters a browser ignores inside a URL scheme (`java\tscript:`). */
function semEspacos(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '');
}

function urlSegura(url: string | undefined, permitido: RegExp): string | undefined {
  if (url === undefined) return undefined;
  const limpa = url.trim();
  // Whitespace or control characters inside a URL are how scheme filters get fooled: refuse them.
  if (limpa !== semEspacos(limpa) || !permitido.test(limpa)) return undefined;
  if (/[<>"'`\\]/.test(limpa) || limpa.includes('..')) return undefined;
  return limpa;
}

const OPCOES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'img', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'class'],
    figure: ['class'],
  },
  allowedClasses: { img: CLASSES_DE_IMAGEM, figure: CLASSES_DE_IMAGEM },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Everything else is dropped with its content when it can carry code or markup, unwrapped otherwise.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'xmp', 'noembed', 'noframes', 'plaintext', 'title', 'select', 'applet', 'frameset', 'frame'],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = urlSegura(attribs.href, HREF_PERMITIDO);
      const saida: Record<string, string> = {};
      if (href) saida.href = href;
      if (attribs.title) saida.title = attribs.title;
      if (href && attribs.target === '_blank') {
        saida.target = '_blank';
        saida.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: saida };
    },
    img: (tagName, attribs) => {
      const src = urlSegura(attribs.src, SRC_PERMITIDO);
      const saida: Record<string, string> = {};
      if (src) saida.src = src;
      for (const nome of ['alt', 'title', 'class'] as const) if (attribs[nome]) saida[nome] = attribs[nome];
      for (const nome of ['width', 'height'] as const) if (attribs[nome] && /^\d{1,4}$/.test(attribs[nome])) saida[nome] = attribs[nome];
      return { tagName, attribs: saida };
    },
  },
  // An image without an acceptable source is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The news body as the rich-text editor may produce it; anything executable or off-list is removed. */
export function sanearHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(semNul(html), OPCOES);
}
