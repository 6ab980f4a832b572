import { sorteador } from '@alego/kit/imagens-de-demonstracao';

/** Paletas das ilustrações: nome (para o texto alternativo), fundo em degradê e formas. */
const PALETAS = [
  { nome: 'azul', de: '#0b335c', ate: '#2868a8', formas: ['#7aaad9', '#d5e5f4', '#e0b43a'] },
  { nome: 'verde', de: '#0c472c', ate: '#1f8c55', formas: ['#9fdcbb', '#ecf8f1', '#e0b43a'] },
  { nome: 'azul e verde', de: '#08264a', ate: '#157244', formas: ['#68c494', '#abcbe9', '#ffffff'] },
  { nome: 'terracota', de: '#7c2d12', ate: '#c2410c', formas: ['#fed7aa', '#fff7ed', '#0b335c'] },
  { nome: 'dourado', de: '#713f12', ate: '#ca8a04', formas: ['#fef08a', '#fffbeb', '#0b335c'] },
  { nome: 'violeta', de: '#3b0764', ate: '#7e22ce', formas: ['#d8b4fe', '#faf5ff', '#e0b43a'] },
] as const;

export interface Ilustracao {
  svg: string;
  /** Texto alternativo: o que a imagem mostra, já que não é uma foto do fato. */
  descricao: string;
}

/**
 * Ilustração abstrata 1200 × 675 para uma notícia de demonstração: degradê, círculos e faixas
 * em ondas sorteados pelo id (sempre os mesmos), sem texto e sem nada baixado.
 */
export function ilustracaoDaNoticia(id: number): Ilustracao {
  const sorte = sorteador(id * 40_503 + 7);
  const paleta = PALETAS[Math.floor(sorte() * PALETAS.length)]!;
  const circulos = Array.from({ length: 5 }, (_, i) => {
    const cor = paleta.formas[i % paleta.formas.length]!;
    const r = 60 + Math.round(sorte() * 220);
    return `<circle cx="${Math.round(sorte() * 1200)}" cy="${Math.round(sorte() * 675)}" r="${r}" fill="${cor}" opacity="${(0.12 + sorte() * 0.25).toFixed(2)}"/>`;
  }).join('');
  const ondas = Array.from({ length: 3 }, (_, i) => {
    const y = 380 + i * 90 + Math.round(sorte() * 40);
    const a = 40 + Math.round(sorte() * 60);
    return `<path d="M0 ${y} C300 ${y - a} 500 ${y + a} 800 ${y} S1100 ${y - a} 1200 ${y} V675 H0Z" fill="${paleta.formas[(i + 1) % paleta.formas.length]}" opacity="${(0.18 + i * 0.08).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paleta.de}"/><stop offset="1" stop-color="${paleta.ate}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>${circulos}${ondas}
</svg>`;
  return { svg, descricao: `Ilustração abstrata em tons de ${paleta.nome}, com círculos e ondas, que acompanha a notícia.` };
}
