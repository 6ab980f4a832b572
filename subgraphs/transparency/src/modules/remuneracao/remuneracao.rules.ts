import type { EntityManager } from '@mikro-orm/postgresql';
import { cabeNaColuna, normalizarValor, paraCentavos } from '../../lib/dinheiro.js';
import { CadastroComAno, regraDoAno, regraDoMes } from '../relatorio-pdf/relatorio-pdf.js';
import { Remuneracao } from './remuneracao.entity.js';
import type { RemuneracaoInput } from './remuneracao.inputs.js';

/** Text columns: name in messages and maximum length. */
const TEXTOS = {
  matricula: ['a matrícula', 20],
  nome: ['o nome', 200],
  cargo: ['o cargo', 200],
  vinculo: ['o vínculo', 100],
  categoria: ['a categoria', 100],
  lotacao: ['a lotação', 200],
} as const;

const VALORES = {
  remuneracaoBasica: 'a remuneração básica',
  vantagens: 'as vantagens',
  indenizacoes: 'as indenizações',
  bruto: 'o bruto',
  descontos: 'os descontos',
  liquido: 'o líquido',
} as const;

export type CampoValor = keyof typeof VALORES;
export const CAMPOS_VALOR = Object.keys(VALORES) as CampoValor[];

/** One payroll row as read (form or CSV), before validation. */
export type RemuneracaoBruta = Partial<Record<keyof typeof TEXTOS | CampoValor | 'gabinete', string | null>> & {
  ano: number | null | undefined;
  mes: number | null | undefined;
};

export type RemuneracaoNormalizada = Omit<RemuneracaoInput, 'gabinete'> & { gabinete: string | null };

/**
 * Validates and normalizes one row: the same rules for the form and for every CSV line. Money stays exact:
 * `liquido` is checked against `bruto − descontos` in integer cents.
 */
export function validarRemuneracao(bruta: RemuneracaoBruta): { erros: string[]; dados?: RemuneracaoNormalizada } {
  const erros: string[] = [];
  const textos: Record<string, string> = {};
  for (const [campo, [nome, maximo]] of Object.entries(TEXTOS)) {
    const valor = bruta[campo as keyof typeof TEXTOS]?.trim() ?? '';
    if (!valor) erros.push(`Informe ${nome}.`);
    else if (valor.length > maximo) erros.push(`${nome.charAt(0).toUpperCase()}${nome.slice(1)} deve ter no máximo ${maximo} caracteres.`);
    textos[campo] = valor;
  }
  const gabinete = bruta.gabinete?.trim() || null;
  if (gabinete && gabinete.length > 200) erros.push('O gabinete deve ter no máximo 200 caracteres.');
  erros.push(...regraDoAno(CadastroComAno.REMUNERACAO, bruta.ano), ...regraDoMes(bruta.mes));

  const valores: Partial<Record<CampoValor, string>> = {};
  for (const campo of CAMPOS_VALOR) {
    const valor = normalizarValor(bruta[campo] ?? '');
    if (valor === null) erros.push(`Informe ${VALORES[campo]} em reais, por exemplo 1234,56.`);
    else if (!cabeNaColuna(valor)) erros.push(`O valor de ${VALORES[campo]} não pode passar de R$ 999.999.999.999,99.`);
    else valores[campo] = valor;
  }
  const { bruto, descontos, liquido } = valores;
  if (bruto && descontos && liquido && paraCentavos(bruto) - paraCentavos(descontos) !== paraCentavos(liquido)) {
    erros.push('O líquido deve ser o bruto menos os descontos.');
  }
  if (erros.length) return { erros };
  return {
    erros,
    dados: {
      matricula: textos.matricula!,
      nome: textos.nome!,
      cargo: textos.cargo!,
      vinculo: textos.vinculo!,
      categoria: textos.categoria!,
      lotacao: textos.lotacao!,
      gabinete,
      ano: bruta.ano!,
      mes: bruta.mes!,
      ...(valores as Record<CampoValor, string>),
    },
  };
}

export async function regrasRemuneracao(dados: RemuneracaoInput, { em, atual }: { em: EntityManager; atual?: Remuneracao }): Promise<string[]> {
  const { erros, dados: normalizada } = validarRemuneracao(dados);
  if (normalizada) {
    const mesma = await em.findOne(Remuneracao, { ano: normalizada.ano, mes: normalizada.mes, matricula: normalizada.matricula }, { fields: ['id'] });
    if (mesma && mesma.id !== atual?.id) {
      erros.push(`Já existe remuneração da matrícula ${normalizada.matricula} em ${String(normalizada.mes).padStart(2, '0')}/${normalizada.ano}.`);
    }
  }
  return erros;
}

export function remuneracaoParaEntidade(dados: RemuneracaoInput): Partial<Remuneracao> {
  return validarRemuneracao(dados).dados ?? {};
}
