import { hojeEmBrasilia } from '@alego/catalog';
import {
  ABASTECIMENTOS,
  ARQUIVOS_LINKS,
  LEGISLACOES,
  DUEOFS,
  PROGRAMAS_ACOES,
  RECEITAS,
  OBRAS,
  VEICULOS,
  AERONAVES,
  PLANOS_CONTRATACOES,
  BALANCOS,
  RELATORIOS_GESTAO,
  EXECUCOES_ORCAMENTARIAS,
  CONCURSOS,
  COMPLIANCE,
  ESTAGIARIOS,
  SERVIDORES_LICENCIADOS,
  SERVIDORES_TERCEIRIZADOS,
  ATAS_PLENARIAS,
  DIARIOS,
  EXPEDIENTES,
  REQUERIMENTOS,
  SESSOES_PLENARIAS,
  VOTACOES,
  DEMONSTRATIVOS_DESPESAS_COM_PESSOAL,
  faixaDoAno,
  GESTOES_FISCAIS_ANUAIS,
  ORCAMENTOS,
  PRESTACOES_CONTAS,
  QUADROS_REMUNERACAO,
  SANCOES_ADMINISTRATIVAS,
  type AdminDoCatalogo,
} from '@alego/catalog';
import type { EntityClass } from '@mikro-orm/core';
import { urlDoArquivo, type ArquivoGuardado } from '@alego/kit';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Aeronave } from '../aeronave/aeronave.entity.js';
import { AtaPlenaria } from '../ata-plenaria/ata-plenaria.entity.js';
import { Diario } from '../diario/diario.entity.js';
import { Expediente } from '../expediente/expediente.entity.js';
import { Requerimento } from '../requerimento/requerimento.entity.js';
import { SessaoPlenaria } from '../sessao-plenaria/sessao-plenaria.entity.js';
import { Votacao } from '../votacao/votacao.entity.js';
import { Veiculo } from '../veiculo/veiculo.entity.js';
import { Abastecimento } from '../abastecimento/abastecimento.entity.js';
import { Obra } from '../obra/obra.entity.js';
import { Dueof } from '../dueof/dueof.entity.js';
import { ProgramaAcao } from '../programa-acao/programa-acao.entity.js';
import { Receita } from '../receita/receita.entity.js';
import { ArquivoLink } from '../arquivo-link/arquivo-link.entity.js';
import { Legislacao } from '../legislacao/legislacao.entity.js';
import { PlanoContratacoes } from '../plano-contratacoes/plano-contratacoes.entity.js';
import { Balanco } from '../balanco/balanco.entity.js';
import { RelatorioGestao } from '../relatorio-gestao/relatorio-gestao.entity.js';
import { ExecucaoOrcamentaria } from '../execucao-orcamentaria/execucao-orcamentaria.entity.js';
import { Concurso } from '../concurso/concurso.entity.js';
import { DocumentoCompliance } from '../documento-compliance/documento-compliance.entity.js';

import { Estagiario } from '../estagiario/estagiario.entity.js';
import { ServidorLicenciado } from '../servidor-licenciado/servidor-licenciado.entity.js';
import { ServidorTerceirizado } from '../servidor-terceirizado/servidor-terceirizado.entity.js';
import { DemonstrativoDespesasComPessoal } from '../demonstrativo-despesas-com-pessoal/demonstrativo-despesas-com-pessoal.entity.js';
import { GestaoFiscalAnual } from '../gestao-fiscal-anual/gestao-fiscal-anual.entity.js';
import { Orcamento } from '../orcamento/orcamento.entity.js';
import { PrestacaoContas } from '../prestacao-contas/prestacao-contas.entity.js';
import { QuadroRemuneracao } from '../quadro-remuneracao/quadro-remuneracao.entity.js';
import { Remuneracao } from '../remuneracao/remuneracao.entity.js';
import { SancaoAdministrativa } from '../sancao-administrativa/sancao-administrativa.entity.js';


@ObjectType({ description: 'Relatório em PDF guardado pelo pipeline de arquivos do gateway.' })
export class RelatorioPdf {
  @Field({ description: 'Chave do arquivo guardado (a do caminho): numa lista de PDFs, mantém o arquivo ao salvar.' })
  chave!: string;

  @Field()
  nome!: string;

  @Field(() => Int, { description: 'Tamanho em bytes.' })
  tamanho!: number;

  @Field({ description: 'Caminho assinado e estável do arquivo: /arquivos/<chave>?v=…' })
  url!: string;
}

export const MENSAGEM_PDF = 'Envie o relatório em PDF.';

export function relatorioDe(guardado: ArquivoGuardado | null | undefined): RelatorioPdf | null {
  if (!guardado) return null;
  return Object.assign(new RelatorioPdf(), { chave: guardado.chave, nome: guardado.nome, tamanho: guardado.tamanho, url: urlDoArquivo(guardado.chave) });
}

/** The PDFs of a `pdfs` field, in their order. */
export function relatoriosDe(guardados: readonly ArquivoGuardado[] | null | undefined): RelatorioPdf[] {
  return (guardados ?? []).map((guardado) => relatorioDe(guardado)!);
}

/** The registers with a year, for the year lookups. */
export enum CadastroComAno {
  REMUNERACAO = 'REMUNERACAO',
  QUADRO_REMUNERACAO = 'QUADRO_REMUNERACAO',
  ORCAMENTO = 'ORCAMENTO',
  GESTAO_FISCAL = 'GESTAO_FISCAL',
  PRESTACAO_CONTAS = 'PRESTACAO_CONTAS',
  SANCAO_ADMINISTRATIVA = 'SANCAO_ADMINISTRATIVA',
  DEMONSTRATIVO_DESPESAS_COM_PESSOAL = 'DEMONSTRATIVO_DESPESAS_COM_PESSOAL',
  AERONAVE = 'AERONAVE',
  DIARIO = 'DIARIO',
  ATA_PLENARIA = 'ATA_PLENARIA',
  SESSAO_PLENARIA = 'SESSAO_PLENARIA',
  REQUERIMENTO = 'REQUERIMENTO',
  EXPEDIENTE = 'EXPEDIENTE',
  VOTACAO = 'VOTACAO',
  ESTAGIARIO = 'ESTAGIARIO',
  SERVIDOR_LICENCIADO = 'SERVIDOR_LICENCIADO',
  SERVIDOR_TERCEIRIZADO = 'SERVIDOR_TERCEIRIZADO',
  PLANO_CONTRATACOES = 'PLANO_CONTRATACOES',
  BALANCO = 'BALANCO',
  RELATORIO_GESTAO = 'RELATORIO_GESTAO',
  EXECUCAO_ORCAMENTARIA = 'EXECUCAO_ORCAMENTARIA',
  CONCURSO = 'CONCURSO',
  COMPLIANCE = 'COMPLIANCE',
  VEICULO = 'VEICULO',
  ABASTECIMENTO = 'ABASTECIMENTO',
  OBRA = 'OBRA',
  DUEOF = 'DUEOF',
  PROGRAMA_ACAO = 'PROGRAMA_ACAO',
  RECEITA = 'RECEITA',
  ARQUIVO_LINK = 'ARQUIVO_LINK',
  LEGISLACAO = 'LEGISLACAO',
}
registerEnumType(CadastroComAno, { name: 'CadastroComAno', description: 'Cadastro da transparência que tem ano.' });

/** The current year in the Assembly's time zone. */
export function anoAtual(agora: Date = new Date()): number {
  return Number(hojeEmBrasilia(agora).slice(0, 4));
}

/**
 * The registers with a year: their entity (years with data) and, for the PDF registers, the catalog entry that gives
 * the form's year range (shared with the admin form).
 */
export const CADASTROS_COM_ANO: Record<CadastroComAno, { entidade: EntityClass<object>; admin?: AdminDoCatalogo }> = {
  [CadastroComAno.REMUNERACAO]: { entidade: Remuneracao },
  [CadastroComAno.QUADRO_REMUNERACAO]: { entidade: QuadroRemuneracao, admin: QUADROS_REMUNERACAO },
  [CadastroComAno.ORCAMENTO]: { entidade: Orcamento, admin: ORCAMENTOS },
  [CadastroComAno.GESTAO_FISCAL]: { entidade: GestaoFiscalAnual, admin: GESTOES_FISCAIS_ANUAIS },
  [CadastroComAno.PRESTACAO_CONTAS]: { entidade: PrestacaoContas, admin: PRESTACOES_CONTAS },
  [CadastroComAno.SANCAO_ADMINISTRATIVA]: { entidade: SancaoAdministrativa, admin: SANCOES_ADMINISTRATIVAS },
  [CadastroComAno.DEMONSTRATIVO_DESPESAS_COM_PESSOAL]: { entidade: DemonstrativoDespesasComPessoal, admin: DEMONSTRATIVOS_DESPESAS_COM_PESSOAL },
  [CadastroComAno.AERONAVE]: { entidade: Aeronave, admin: AERONAVES },
  [CadastroComAno.DIARIO]: { entidade: Diario, admin: DIARIOS },
  [CadastroComAno.ATA_PLENARIA]: { entidade: AtaPlenaria, admin: ATAS_PLENARIAS },
  [CadastroComAno.SESSAO_PLENARIA]: { entidade: SessaoPlenaria, admin: SESSOES_PLENARIAS },
  [CadastroComAno.REQUERIMENTO]: { entidade: Requerimento, admin: REQUERIMENTOS },
  [CadastroComAno.EXPEDIENTE]: { entidade: Expediente, admin: EXPEDIENTES },
  [CadastroComAno.VOTACAO]: { entidade: Votacao, admin: VOTACOES },
  [CadastroComAno.ESTAGIARIO]: { entidade: Estagiario, admin: ESTAGIARIOS },
  [CadastroComAno.SERVIDOR_LICENCIADO]: { entidade: ServidorLicenciado, admin: SERVIDORES_LICENCIADOS },
  [CadastroComAno.SERVIDOR_TERCEIRIZADO]: { entidade: ServidorTerceirizado, admin: SERVIDORES_TERCEIRIZADOS },
  [CadastroComAno.PLANO_CONTRATACOES]: { entidade: PlanoContratacoes, admin: PLANOS_CONTRATACOES },
  [CadastroComAno.BALANCO]: { entidade: Balanco, admin: BALANCOS },
  [CadastroComAno.RELATORIO_GESTAO]: { entidade: RelatorioGestao, admin: RELATORIOS_GESTAO },
  [CadastroComAno.EXECUCAO_ORCAMENTARIA]: { entidade: ExecucaoOrcamentaria, admin: EXECUCOES_ORCAMENTARIAS },
  [CadastroComAno.CONCURSO]: { entidade: Concurso, admin: CONCURSOS },
  [CadastroComAno.COMPLIANCE]: { entidade: DocumentoCompliance, admin: COMPLIANCE },
  [CadastroComAno.VEICULO]: { entidade: Veiculo, admin: VEICULOS },
  [CadastroComAno.ABASTECIMENTO]: { entidade: Abastecimento, admin: ABASTECIMENTOS },
  [CadastroComAno.OBRA]: { entidade: Obra, admin: OBRAS },
  [CadastroComAno.DUEOF]: { entidade: Dueof, admin: DUEOFS },
  [CadastroComAno.PROGRAMA_ACAO]: { entidade: ProgramaAcao, admin: PROGRAMAS_ACOES },
  [CadastroComAno.RECEITA]: { entidade: Receita, admin: RECEITAS },
  [CadastroComAno.ARQUIVO_LINK]: { entidade: ArquivoLink, admin: ARQUIVOS_LINKS },
  [CadastroComAno.LEGISLACAO]: { entidade: Legislacao, admin: LEGISLACOES },
};

/** Year ranges of the forms (back-office §5, §9): the catalog entries', and the payroll's (2013 to this year). */
export function faixaDeAnos(cadastro: CadastroComAno, atual = anoAtual()): { minimo: number; maximo: number } {
  const { admin } = CADASTROS_COM_ANO[cadastro];
  if (!admin) return { minimo: 2013, maximo: atual };
  const anos = admin.formulario.find((c) => c.tipo === 'ano')?.anos;
  if (!anos) throw new Error(`${cadastro}: o catálogo não dá a faixa de anos`);
  return faixaDoAno(anos, atual);
}

/** The form's options, newest first. */
export function anosPermitidos(cadastro: CadastroComAno, atual = anoAtual()): number[] {
  const { minimo, maximo } = faixaDeAnos(cadastro, atual);
  return Array.from({ length: maximo - minimo + 1 }, (_, i) => maximo - i);
}

export function regraDoAno(cadastro: CadastroComAno, ano: number | undefined | null): string[] {
  const { minimo, maximo } = faixaDeAnos(cadastro);
  if (typeof ano !== 'number' || !Number.isInteger(ano) || ano < minimo || ano > maximo) return [`Informe um ano entre ${minimo} e ${maximo}.`];
  return [];
}

export function regraDoMes(mes: number | undefined | null): string[] {
  return typeof mes === 'number' && Number.isInteger(mes) && mes >= 1 && mes <= 12 ? [] : ['Informe um mês entre 1 e 12.'];
}
