import { sorteador } from '@alego/kit/imagens-de-demonstracao';

/**
 * Retrato ilustrado de um deputado fictício (dados de demonstração): um rosto composto de
 * formas simples, com pele, cabelo, roupa e fundo sorteados a partir do id, sempre os mesmos.
 * Nada é baixado nem parece uma pessoa real.
 */
const PELES = ['#f6d3b3', '#eec19a', '#d9a27a', '#c68a5e', '#a86f45', '#8a5534', '#6b3f26', '#f1c9a5'];
const CABELOS = ['#1f1a17', '#3b2a20', '#5a3b24', '#7a5230', '#a0a0a0', '#d8d2c4', '#2b2b2b', '#8c4a2f'];
const ROUPAS = ['#0b335c', '#1f2937', '#374151', '#114172', '#4b5563', '#5b2a3c', '#14532d', '#7c2d12'];
const FUNDOS = ['#d5e5f4', '#e6eef5', '#ecf8f1', '#f3efe6', '#e9e4f2', '#f6e7e1', '#e3f1f4'];

/** Primeiros nomes femininos dos deputados fictícios que não terminam em "a". */
const FEMININOS_SEM_A = new Set(['Beatriz', 'Raquel', 'Isabel', 'Ester', 'Ruth', 'Inês']);
const TITULOS = new Set(['Dr.', 'Dra.', 'Delegado', 'Delegada', 'Professor', 'Professora', 'Irmão', 'Irmã', 'Pastor', 'Pastora', 'Coronel', 'Sargento']);

export function pareceFeminino(nome: string): boolean {
  const palavras = nome.split(/\s+/);
  if (palavras.some((p) => ['Delegada', 'Professora', 'Irmã', 'Pastora', 'Dra.'].includes(p))) return true;
  const primeiro = palavras.find((p) => !TITULOS.has(p)) ?? '';
  return FEMININOS_SEM_A.has(primeiro) || /a$/i.test(primeiro);
}

function escolher<T>(lista: readonly T[], sorte: () => number): T {
  return lista[Math.floor(sorte() * lista.length)]!;
}

/** SVG 300 × 400 do retrato. */
export function retratoSvg(id: number, nome: string): string {
  const sorte = sorteador(id * 2_654_435_761);
  const pele = escolher(PELES, sorte);
  const cabelo = escolher(CABELOS, sorte);
  const roupa = escolher(ROUPAS, sorte);
  const fundo = escolher(FUNDOS, sorte);
  const feminino = pareceFeminino(nome);
  const oculos = sorte() < 0.3;
  const estilo = Math.floor(sorte() * 3);
  const sombra = 'rgba(0,0,0,0.12)';

  // Cabelo atrás da cabeça (comprido) e por cima (franja, topete ou calvície).
  const cabeloAtras = feminino && estilo !== 2 ? `<path d="M88 150 Q84 262 104 300 L196 300 Q216 262 212 150 Q150 70 88 150Z" fill="${cabelo}"/>` : '';
  const cabeloEmCima = feminino
    ? estilo === 2
      ? `<path d="M96 160 Q98 92 150 88 Q202 92 204 160 Q186 118 150 116 Q114 118 96 160Z" fill="${cabelo}"/><circle cx="150" cy="84" r="22" fill="${cabelo}"/>`
      : `<path d="M94 168 Q92 90 150 86 Q208 90 206 168 Q196 124 160 112 Q128 132 94 168Z" fill="${cabelo}"/>`
    : estilo === 0
      ? `<path d="M98 150 Q100 94 150 92 Q200 94 202 150 Q196 122 176 116 Q150 110 124 116 Q104 122 98 150Z" fill="${cabelo}"/>`
      : estilo === 1
        ? `<path d="M98 156 Q96 90 152 88 Q206 92 202 156 Q194 112 150 118 Q116 114 98 156Z" fill="${cabelo}"/>`
        : `<path d="M98 170 Q98 140 106 128 L110 170Z M202 170 Q202 140 194 128 L190 170Z" fill="${cabelo}"/>`;
  const barba = !feminino && sorte() < 0.25 ? `<path d="M112 200 Q118 256 150 262 Q182 256 188 200 Q176 236 150 238 Q124 236 112 200Z" fill="${cabelo}" opacity="0.85"/>` : '';
  const gola = feminino
    ? `<path d="M122 292 Q150 322 178 292" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.8"/>`
    : `<path d="M128 292 L150 330 L172 292Z" fill="#ffffff"/><path d="M146 300 L154 300 L158 352 L150 362 L142 352Z" fill="${escolher(['#9f1239', '#1e3a8a', '#065f46', '#78350f'], sorte)}"/>`;
  const lentes = oculos
    ? `<g fill="none" stroke="#1f2937" stroke-width="3"><circle cx="128" cy="186" r="15"/><circle cx="172" cy="186" r="15"/><path d="M143 186 H157"/></g>`
    : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">
<rect width="300" height="400" fill="${fundo}"/>
<circle cx="250" cy="60" r="90" fill="#ffffff" opacity="0.35"/>
${cabeloAtras}
<path d="M40 400 Q46 312 150 296 Q254 312 260 400Z" fill="${roupa}"/>
${gola}
<rect x="132" y="236" width="36" height="52" rx="14" fill="${pele}"/>
<rect x="132" y="262" width="36" height="14" fill="${sombra}"/>
<ellipse cx="150" cy="178" rx="54" ry="68" fill="${pele}"/>
<ellipse cx="96" cy="186" rx="9" ry="14" fill="${pele}"/><ellipse cx="204" cy="186" rx="9" ry="14" fill="${pele}"/>
${barba}
${cabeloEmCima}
<g fill="#1f2937"><ellipse cx="128" cy="186" rx="5" ry="6"/><ellipse cx="172" cy="186" rx="5" ry="6"/></g>
<g stroke="${cabelo}" stroke-width="4" stroke-linecap="round" fill="none"><path d="M116 166 Q128 160 140 166"/><path d="M160 166 Q172 160 184 166"/></g>
<path d="M148 192 Q144 212 152 214" fill="none" stroke="${sombra}" stroke-width="4" stroke-linecap="round"/>
<path d="M134 226 Q150 240 166 226" fill="none" stroke="#7f1d1d" stroke-width="4" stroke-linecap="round"/>
${lentes}
</svg>`;
}
