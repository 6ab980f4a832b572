/**
 * HTML ⇄ documento Slate, no subconjunto que o servidor aceita ao sanear:
 * p, br, strong, em, u, a, ul, ol, li, blockquote, h2–h4, img. Funções puras (sem DOM):
 * rodam no navegador e nos testes (node). Tags desconhecidas somem, o texto delas fica.
 */
import {
  CLASSE_IMAGEM_PADRAO,
  CLASSES_IMAGEM,
  type Bloco,
  type ClasseImagem,
  type Conteudo,
  type ItemDeLista,
  type LinkRico,
  type Marca,
  type TextoRico,
} from './tipos';

// ── Serialização ───────────────────────────────────────────────────────────────────

export function escaparHtml(texto: string): string {
  return texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Só http(s), mailto, tel e endereços relativos; o resto vira "#". */
export function urlSegura(url: string): string {
  const limpa = url.trim();
  if (/^(https?:|mailto:|tel:)/i.test(limpa) || /^[/#?.]/.test(limpa) || !/^[a-z][a-z0-9+.-]*:/i.test(limpa)) return limpa;
  return '#';
}

function serializarTexto(t: TextoRico): string {
  if (t.text === '') return '';
  let html = escaparHtml(t.text).replace(/\n/g, '<br>');
  if (t.sublinhado) html = `<u>${html}</u>`;
  if (t.italico) html = `<em>${html}</em>`;
  if (t.negrito) html = `<strong>${html}</strong>`;
  return html;
}

function serializarConteudo(filhos: readonly Conteudo[]): string {
  return filhos
    .map((c) => {
      if ('type' in c) {
        const alvo = c.novaAba ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${escaparHtml(urlSegura(c.url))}"${alvo}>${c.children.map(serializarTexto).join('')}</a>`;
      }
      return serializarTexto(c);
    })
    .join('');
}

function serializarBloco(b: Bloco): string {
  switch (b.type) {
    case 'paragrafo':
      return `<p>${serializarConteudo(b.children)}</p>`;
    case 'titulo':
      return `<h${b.nivel}>${serializarConteudo(b.children)}</h${b.nivel}>`;
    case 'citacao':
      return `<blockquote>${serializarConteudo(b.children)}</blockquote>`;
    case 'lista': {
      const tag = b.ordenada ? 'ol' : 'ul';
      return `<${tag}>${b.children.map((i) => `<li>${serializarConteudo(i.children)}</li>`).join('')}</${tag}>`;
    }
    case 'imagem':
      return `<img src="${escaparHtml(urlSegura(b.url))}" alt="${escaparHtml(b.alt)}" class="${b.classe}">`;
  }
}

function vazio(blocos: readonly Bloco[]): boolean {
  return blocos.every((b) => b.type === 'paragrafo' && b.children.every((c) => !('type' in c) && c.text === ''));
}

/** Documento → HTML. Documento vazio → ''. */
export function serializar(blocos: readonly Bloco[]): string {
  if (vazio(blocos)) return '';
  return blocos.map(serializarBloco).join('');
}

// ── Leitura de HTML (tokenizador pequeno e tolerante) ──────────────────────────────

interface NoElemento {
  tag: string;
  attrs: Record<string, string>;
  filhos: No[];
}
type No = NoElemento | string;

const VAZIAS = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'source', 'wbr']);
const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodificarEntidades(texto: string): string {
  return texto.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (inteira, nome: string) => {
    if (nome[0] === '#') {
      const codigo = nome[1] === 'x' || nome[1] === 'X' ? parseInt(nome.slice(2), 16) : parseInt(nome.slice(1), 10);
      return Number.isFinite(codigo) && codigo > 0 && codigo <= 0x10ffff ? String.fromCodePoint(codigo) : inteira;
    }
    return ENTIDADES[nome.toLowerCase()] ?? inteira;
  });
}

function lerAtributos(texto: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(texto))) attrs[m[1]!.toLowerCase()] = decodificarEntidades(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

export function lerHtml(html: string): No[] {
  const raiz: NoElemento = { tag: '#raiz', attrs: {}, filhos: [] };
  const pilha: NoElemento[] = [raiz];
  const re = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^>]*?)?)\s*(\/?)>|([^<]+|<)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    const atual = pilha[pilha.length - 1]!;
    if (m[1]) {
      const tag = m[1].toLowerCase();
      const pos = pilha.map((n) => n.tag).lastIndexOf(tag);
      if (pos > 0) pilha.length = pos;
    } else if (m[2]) {
      const tag = m[2].toLowerCase();
      const no: NoElemento = { tag, attrs: lerAtributos(m[3] ?? ''), filhos: [] };
      // <p> e <li> não se aninham: um novo fecha o anterior.
      if ((tag === 'p' || tag === 'li') && atual.tag === tag) {
        pilha.pop();
        pilha[pilha.length - 1]!.filhos.push(no);
      } else atual.filhos.push(no);
      if (!VAZIAS.has(tag) && !m[4] && tag !== 'script' && tag !== 'style') pilha.push(no);
      if (tag === 'script' || tag === 'style') {
        const fim = html.toLowerCase().indexOf(`</${tag}`, re.lastIndex);
        re.lastIndex = fim < 0 ? html.length : fim;
      }
    } else if (m[5]) {
      atual.filhos.push(decodificarEntidades(m[5]));
    }
  }
  return raiz.filhos;
}

// ── HTML → documento ───────────────────────────────────────────────────────────────

type Marcas = Partial<Record<Marca, true>>;
const MARCAS_POR_TAG: Record<string, Marca> = { strong: 'negrito', b: 'negrito', em: 'italico', i: 'italico', u: 'sublinhado' };
const BLOCOS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'img', 'section', 'article', 'figure', 'table', 'tbody', 'tr', 'td', 'hr']);

/** Pedaço em linha, ou uma imagem que interrompe o parágrafo. */
type Peca = Conteudo | { imagem: Bloco };

function texto(text: string, marcas: Marcas): TextoRico {
  return { text, ...marcas };
}

function classeDaImagem(attrs: Record<string, string>): ClasseImagem {
  const classes = (attrs.class ?? '').split(/\s+/);
  return CLASSES_IMAGEM.find((c) => classes.includes(c.valor))?.valor ?? CLASSE_IMAGEM_PADRAO;
}

function imagem(attrs: Record<string, string>): Bloco {
  return { type: 'imagem', url: attrs.src ?? '', alt: attrs.alt ?? '', classe: classeDaImagem(attrs), children: [{ text: '' }] };
}

function pecasEmLinha(nos: readonly No[], marcas: Marcas, pecas: Peca[] = []): Peca[] {
  for (const no of nos) {
    if (typeof no === 'string') {
      // Espaços de formatação do HTML viram um espaço só.
      const t = no.replace(/[\t\n\r ]+/g, ' ');
      if (t) pecas.push(texto(t, marcas));
    } else if (no.tag === 'br') pecas.push(texto('\n', marcas));
    else if (no.tag === 'img') pecas.push({ imagem: imagem(no.attrs) });
    else if (no.tag === 'a') {
      const filhos = pecasEmLinha(no.filhos, marcas).filter((p): p is TextoRico => !('imagem' in p) && !('type' in p));
      const link: LinkRico = { type: 'link', url: no.attrs.href ?? '', novaAba: no.attrs.target === '_blank', children: juntarTextos(filhos) };
      pecas.push(link);
    } else {
      const marca = MARCAS_POR_TAG[no.tag];
      pecasEmLinha(no.filhos, marca ? { ...marcas, [marca]: true } : marcas, pecas);
    }
  }
  return pecas;
}

function mesmasMarcas(a: TextoRico, b: TextoRico): boolean {
  return a.negrito === b.negrito && a.italico === b.italico && a.sublinhado === b.sublinhado;
}

function juntarTextos(textos: TextoRico[]): TextoRico[] {
  const saida: TextoRico[] = [];
  for (const t of textos) {
    const anterior = saida[saida.length - 1];
    if (anterior && mesmasMarcas(anterior, t)) anterior.text += t.text;
    else if (t.text !== '' || saida.length === 0) saida.push({ ...t });
  }
  return saida.length ? saida : [{ text: '' }];
}

/** Forma normalizada do Slate: textos vizinhos unidos, texto (mesmo vazio) antes, entre e depois de links. */
export function normalizarConteudo(pecas: readonly Conteudo[]): Conteudo[] {
  const saida: Conteudo[] = [];
  let textos: TextoRico[] = [];
  const descarregar = () => {
    const juntos = juntarTextos(textos);
    saida.push(...juntos);
    textos = [];
  };
  for (const p of pecas) {
    if ('type' in p) {
      descarregar();
      saida.push({ ...p, children: juntarTextos(p.children) });
    } else textos.push(p);
  }
  descarregar();
  // Apara espaços de formatação nas bordas do bloco.
  const primeiro = saida[0];
  if (primeiro && !('type' in primeiro)) primeiro.text = primeiro.text.replace(/^ +/, '');
  const ultimo = saida[saida.length - 1];
  if (ultimo && !('type' in ultimo)) ultimo.text = ultimo.text.replace(/ +$/, '');
  return saida;
}

/** Peças em linha → blocos do tipo dado, quebrando nas imagens. */
function blocosDePecas(pecas: Peca[], criar: (filhos: Conteudo[]) => Bloco, saida: Bloco[], manterVazio = false): void {
  let atual: Conteudo[] = [];
  let emitiu = false;
  const fechar = () => {
    const temConteudo = atual.some((c) => 'type' in c || c.text.trim() !== '');
    if (temConteudo || (manterVazio && !emitiu)) {
      saida.push(criar(normalizarConteudo(atual)));
      emitiu = true;
    }
    atual = [];
  };
  for (const p of pecas) {
    if ('imagem' in p) {
      fechar();
      saida.push(p.imagem);
      emitiu = true;
    } else atual.push(p);
  }
  fechar();
}

function conteudoDeItem(no: NoElemento): Conteudo[] {
  const pecas = pecasEmLinha(no.filhos.filter((f) => typeof f === 'string' || (f.tag !== 'ul' && f.tag !== 'ol')), {}).filter((p): p is Conteudo => !('imagem' in p));
  return normalizarConteudo(pecas);
}

function blocosDeNos(nos: readonly No[], saida: Bloco[]): void {
  let soltos: No[] = [];
  const descarregarSoltos = () => {
    if (soltos.some((n) => typeof n !== 'string' || n.trim() !== '')) blocosDePecas(pecasEmLinha(soltos, {}), (children) => ({ type: 'paragrafo', children }), saida);
    soltos = [];
  };
  for (const no of nos) {
    if (typeof no === 'string' || !BLOCOS.has(no.tag)) {
      soltos.push(no);
      continue;
    }
    descarregarSoltos();
    switch (no.tag) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        const n = Number(no.tag[1]);
        const nivel = (n <= 2 ? 2 : n === 3 ? 3 : 4) as 2 | 3 | 4;
        blocosDePecas(pecasEmLinha(no.filhos, {}), (children) => ({ type: 'titulo', nivel, children }), saida);
        break;
      }
      case 'blockquote': {
        // Parágrafos dentro da citação viram linhas (<br>).
        const linhas: No[] = [];
        for (const f of no.filhos) {
          if (typeof f !== 'string' && f.tag === 'p') {
            if (linhas.length) linhas.push({ tag: 'br', attrs: {}, filhos: [] });
            linhas.push(...f.filhos);
          } else linhas.push(f);
        }
        blocosDePecas(pecasEmLinha(linhas, {}), (children) => ({ type: 'citacao', children }), saida);
        break;
      }
      case 'ul':
      case 'ol': {
        const itens: ItemDeLista[] = no.filhos
          .filter((f): f is NoElemento => typeof f !== 'string' && f.tag === 'li')
          .map((li) => ({ type: 'item', children: conteudoDeItem(li) }));
        if (itens.length) saida.push({ type: 'lista', ordenada: no.tag === 'ol', children: itens });
        break;
      }
      case 'img':
        saida.push(imagem(no.attrs));
        break;
      case 'hr':
        break;
      case 'p':
        blocosDePecas(pecasEmLinha(no.filhos, {}), (children) => ({ type: 'paragrafo', children }), saida, true);
        break;
      default:
        // div, section, li solto, tabelas…: o conteúdo, bloco a bloco.
        blocosDeNos(no.filhos, saida);
    }
  }
  descarregarSoltos();
}

export function paragrafoVazio(): Bloco {
  return { type: 'paragrafo', children: [{ text: '' }] };
}

/** HTML → documento (nunca vazio: ao menos um parágrafo). */
export function desserializar(html: string | null | undefined): Bloco[] {
  const saida: Bloco[] = [];
  blocosDeNos(lerHtml(html ?? ''), saida);
  return saida.length ? saida : [paragrafoVazio()];
}
