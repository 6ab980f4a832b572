import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanearHtml } from './html.js';

const TAGS = new Set(['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'img', 'figure', 'figcaption']);
const ATRIBUTOS: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel', 'title']),
  img: new Set(['src', 'alt', 'title', 'width', 'height', 'class']),
  figure: new Set(['class']),
};

/** Payloads from the usual XSS cheat sheets (OWASP, PortSwigger) and mutation-XSS reports. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="/arquivos/a.jpg" onerror="alert(1)">',
  '<img src="/arquivos/a.jpg" onload=alert(1) class="img-bloco">',
  '<img src=javascript:alert(1)>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="http://inseguro.example/a.jpg">',
  '<img src="//evil.example/a.jpg">',
  '<img src="/arquivos/../../etc/passwd">',
  '<img src="/outra/a.jpg">',
  '<img """><script>alert(1)</script>">',
  '<img src=`javascript:alert(1)`>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">x</a>',
  '<a href="https://ok.example" target="_blank" rel="opener">x</a>',
  '<a href="/relativo">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>@import "https://evil.example/x.css"; body{background:url("javascript:alert(1)")}</style>',
  '<div style="behavior: url(xss.htc)">x</div>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<p><strong><em>malformado</p></strong><script>alert(1)',
  '<<script>script>alert(1)<</script>/script>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<xmp><script>alert(1)</script></xmp>',
  '<h2 onclick="alert(1)">Título</h2><blockquote cite="javascript:alert(1)">c</blockquote>',
  '<figure class="img-bloco" onclick="alert(1)"><img src="https://ok.example/a.jpg" class="img-bloco evil"><figcaption onmouseover=alert(1)>c</figcaption></figure>',
  '<img src="https://ok.example/a.jpg" class="img-30-esquerda" style="position:fixed" width="100%" height="50">',
  '<a href="mailto:ouvidoria@al.go.leg.br" target="_top">e-mail</a>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
];

function inspecionar(html: string): string[] {
  const problemas: string[] = [];
  const parser = new Parser(
    {
      onopentag(nome, atributos) {
        if (!TAGS.has(nome)) problemas.push(`tag <${nome}>`);
        for (const [atributo, valor] of Object.entries(atributos)) {
          if (!ATRIBUTOS[nome]?.has(atributo)) problemas.push(`atributo ${nome}.${atributo}`);
          if (atributo === 'href' && !/^(https?:\/\/|mailto:)/i.test(valor)) problemas.push(`href ${valor}`);
          if (atributo === 'src' && !/^(\/arquivos\/|https:\/\/)/i.test(valor)) problemas.push(`src ${valor}`);
          if (/javascript:|vbscript:|data:|expression\(/i.test(valor)) problemas.push(`valor ${valor}`);
        }
        if (nome === 'a' && atributos.target && (atributos.target !== '_blank' || atributos.rel !== 'noopener noreferrer')) problemas.push('target sem rel');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problemas;
}

describe('news HTML sanitization', () => {
  it('has a corpus of at least 40 payloads', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  for (const payload of CORPUS) {
    it(`neutralizes ${JSON.stringify(payload).slice(0, 90)}`, () => {
      const saida = sanearHtml(payload);
      expect(inspecionar(saida), saida).toEqual([]);
      expect(saida).not.toMatch(/<\s*(script|svg|math|iframe|object|embed|style|base|meta|link|form|input|body|template)\b/i);
      expect(saida).not.toMatch(/\son[a-z]+\s*=/i);
      expect(saida).not.toMatch(/javascript:|vbscript:|data:text|style=/i);
      // Sanitizing what was sanitized changes nothing: serving the stored HTML is stable.
      expect(sanearHtml(saida)).toBe(saida);
    });
  }

  it('keeps what the rich-text editor produces', () => {
    const editor =
      '<h2>Título</h2><p>Texto com <strong>negrito</strong>, <em>itálico</em>, <u>sublinhado</u> e <s>riscado</s>.<br>Linha</p>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote><p>citação</p></blockquote><h3>Sub</h3><h4>Sub</h4>' +
      '<p><a href="https://al.go.leg.br/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">link</a> <a href="mailto:ouvidoria@al.go.leg.br">e-mail</a></p>' +
      '<figure class="img-bloco"><img src="/arquivos/2026/11/abc.jpg?v=xyz" alt="Plenário" class="img-50-direita" /><figcaption>Legenda</figcaption></figure>';
    expect(sanearHtml(editor)).toBe(editor.replace("<br>", "<br />"));
  });

  it('adds rel="noopener noreferrer" to links opening a new tab and drops other targets', () => {
    expect(sanearHtml('<a href="https://a.example" target="_blank">x</a>')).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanearHtml('<a href="https://a.example" target="_top">x</a>')).toBe('<a href="https://a.example">x</a>');
  });

  it('keeps only the editor image classes', () => {
    expect(sanearHtml('<img src="https://a.example/i.png" class="img-70-esquerda evil img-bloco">')).toBe(
      '<img src="https://a.example/i.png" class="img-70-esquerda img-bloco" />',
    );
  });
});
