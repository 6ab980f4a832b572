import { deCentavos } from '../../lib/dinheiro.js';
import type { RemuneracaoNormalizada } from './remuneracao.rules.js';

/**
 * Invented payroll (DESIGN.md: demo data never names a real person): names are combinations of common first
 * and last names, amounts follow made-up pay scales. Deterministic: the same seed gives the same payroll.
 */
export const PRENOMES = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Karina', 'Lucas', 'Mariana', 'Nelson', 'Olívia', 'Paulo', 'Queila', 'Rafael', 'Sofia', 'Tiago', 'Úrsula', 'Vítor', 'Wesley', 'Yasmin'];
export const SOBRENOMES = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Ferreira', 'Gonçalves', 'Honorato', 'Ibiapina', 'Jardim', 'Leão', 'Machado', 'Nogueira', 'Oliveira', 'Pereira', 'Quintana', 'Rezende', 'Siqueira', 'Teixeira', 'Vasconcelos'];

/** [categoria, cargo, vínculo, remuneração básica em centavos] */
const CARGOS: [string, string, string, number][] = [
  ['Analista Legislativo', 'Analista Legislativo - Contador', 'Efetivo', 1_254_300],
  ['Analista Legislativo', 'Analista Legislativo - Jurídico', 'Efetivo', 1_254_300],
  ['Assistente Legislativo', 'Assistente Legislativo - Administrativo', 'Efetivo', 684_520],
  ['Técnico Legislativo', 'Técnico Legislativo - Informática', 'Efetivo', 812_790],
  ['Assessor Parlamentar', 'Assessor Parlamentar AP-3', 'Comissionado', 542_000],
  ['Secretário Parlamentar', 'Secretário Parlamentar SP-1', 'Comissionado', 318_450],
  ['Assessor Especial', 'Assessor Especial da Presidência', 'Comissionado', 965_000],
  ['Servidor Cedido', 'Servidor à disposição', 'À disposição', 722_100],
];
export const LOTACOES = ['Secretaria de Administração', 'Diretoria Legislativa', 'Diretoria Financeira', 'Diretoria de Tecnologia da Informação', 'Procuradoria', 'Controladoria', 'Diretoria de Comunicação'];
export const GABINETES = Array.from({ length: 41 }, (_, i) => `Gabinete Parlamentar ${String(i + 1).padStart(2, '0')}`);

/** Small, fast and deterministic (mulberry32). */
export function aleatorio(semente: number): () => number {
  let estado = semente >>> 0;
  return () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Periodo {
  ano: number;
  mes: number;
}

/** The `quantidade` months ending at (ano, mes), oldest first. */
export function mesesAte(ano: number, mes: number, quantidade: number): Periodo[] {
  return Array.from({ length: quantidade }, (_, i) => {
    const indice = ano * 12 + (mes - 1) - (quantidade - 1 - i);
    return { ano: Math.floor(indice / 12), mes: (indice % 12) + 1 };
  });
}

/** One row per staff member and month; amounts in exact cents, líquido = bruto − descontos. */
export function* gerarFolha(servidores: number, periodos: Periodo[], semente = 42): Generator<RemuneracaoNormalizada> {
  for (const { ano, mes } of periodos) {
    for (let i = 0; i < servidores; i++) {
      // Per staff member: fixed identity; per month: varying extras.
      const fixo = aleatorio(semente * 7919 + i);
      const nome = `${PRENOMES[Math.floor(fixo() * PRENOMES.length)]} ${SOBRENOMES[Math.floor(fixo() * SOBRENOMES.length)]} ${SOBRENOMES[Math.floor(fixo() * SOBRENOMES.length)]}`;
      const [categoria, cargo, vinculo, basica] = CARGOS[Math.floor(fixo() * CARGOS.length)]!;
      const noGabinete = vinculo === 'Comissionado' && fixo() < 0.7;
      const gabinete = noGabinete ? GABINETES[Math.floor(fixo() * GABINETES.length)]! : null;
      const lotacao = noGabinete ? 'Gabinetes Parlamentares' : LOTACOES[Math.floor(fixo() * LOTACOES.length)]!;
      const doMes = aleatorio(semente * 104_729 + i * 131 + ano * 12 + mes);
      const vantagens = Math.floor(basica * (0.05 + doMes() * 0.3));
      const indenizacoes = 120_000 + Math.floor(doMes() * 4) * 10_000;
      const bruto = basica + vantagens + indenizacoes;
      const descontos = Math.floor((basica + vantagens) * (0.14 + doMes() * 0.13));
      yield {
        matricula: String(100_000 + i),
        nome,
        cargo,
        vinculo,
        categoria,
        lotacao,
        gabinete,
        ano,
        mes,
        remuneracaoBasica: deCentavos(BigInt(basica)),
        vantagens: deCentavos(BigInt(vantagens)),
        indenizacoes: deCentavos(BigInt(indenizacoes)),
        bruto: deCentavos(BigInt(bruto)),
        descontos: deCentavos(BigInt(descontos)),
        liquido: deCentavos(BigInt(bruto - descontos)),
      };
    }
  }
}

export const CABECALHO_CSV = 'matricula;nome;cargo;vinculo;categoria;lotacao;gabinete;ano;mes;remuneracao_basica;vantagens;indenizacoes;bruto;descontos;liquido';

/** "1234.56" → "1.234,56", as a spreadsheet exported in pt-BR writes it. */
function valorPtBr(valor: string): string {
  const [inteiro, fracao] = valor.split('.');
  return `${inteiro!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fracao}`;
}

function campo(texto: string): string {
  return /[;"\n]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
}

/** One CSV line (docs/remuneracoes.md columns), with pt-BR amounts. */
export function linhaCsv(r: RemuneracaoNormalizada): string {
  return [
    r.matricula, r.nome, r.cargo, r.vinculo, r.categoria, r.lotacao, r.gabinete ?? '', r.ano, r.mes,
    valorPtBr(r.remuneracaoBasica), valorPtBr(r.vantagens), valorPtBr(r.indenizacoes), valorPtBr(r.bruto), valorPtBr(r.descontos), valorPtBr(r.liquido),
  ]
    .map((v) => campo(String(v)))
    .join(';');
}
