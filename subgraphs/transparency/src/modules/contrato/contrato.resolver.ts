import { CONTRATOS, dataIsoValida, descricaoDoTipoDeContrato, descricaoDoTipoDeContratoEmSql, formatarCnpjEmSql, hojeEmBrasilia, vigenteHoje, vigenteHojeEmSql } from '@alego/catalog';
import { parseId, termoEm, ValidacaoError, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { formatarCnpj } from '../../lib/cnpj.js';
import { formatarReais } from '../../lib/dinheiro.js';
import { anosDe, somar, validarPeriodo } from '../../lib/consultas.js';
import { FiscalContrato } from '../fiscal-contrato/fiscal-contrato.entity.js';
import { TipoContratacao } from '../tipo-contratacao/tipo-contratacao.entity.js';
import { Contrato } from './contrato.entity.js';
import { createCadastroResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { ContratoFiltro } from './contrato.inputs.js';
import { regrasContrato } from './contrato.rules.js';

@ObjectType({ description: 'Quantidade e soma exata dos contratos que atendem a um filtro.' })
export class ContratosTotal {
  @Field(() => Int)
  quantidade!: number;

  @Field({ description: 'Soma exata em reais: "12345.67".' })
  valor!: string;

  @Field({ description: 'Soma em reais no formato brasileiro: "R$ 12.345,67".' })
  valorFormatado!: string;
}

/** Gestor first, then the titular and the substitute fiscal; by name within a role. */
const ORDEM_DOS_FISCAIS = { funcao: 'desc', nome: 'asc' } as const;

function vigenteEm(data: string): FilterQuery<Contrato> {
  return { vigenciaInicio: { $lte: data }, vigenciaFim: { $gte: data } };
}

export function ondeContrato(filtro: ContratoFiltro | undefined): FilterQuery<Contrato> {
  validarPeriodo(filtro);
  const condicoes: FilterQuery<Contrato>[] = [];
  const termo = filtro?.termo?.trim();
  if (termo) {
    // A CNPJ typed with punctuation is stored as digits only.
    const digitos = termo.replace(/\D/g, '');
    const porCnpj = digitos.length >= 3 && /^[\d./\s-]+$/.test(termo) ? termoEm<Contrato>(digitos, ['cnpj']) : undefined;
    condicoes.push({ $or: [termoEm<Contrato>(termo, ['objeto', 'fornecedor', 'numero'])!, ...(porCnpj ? [porCnpj] : [])] });
  }
  if (filtro?.ano !== undefined && filtro.ano !== null) condicoes.push({ ano: filtro.ano });
  if (filtro?.tipo) condicoes.push({ tipo: filtro.tipo });
  // An id that cannot be a key matches nothing rather than everything.
  if (filtro?.tipoContratacaoId) condicoes.push({ tipoContratacao: parseId(filtro.tipoContratacaoId) ?? 0 });
  if (filtro?.vigente === true) condicoes.push(vigenteEm(hojeEmBrasilia()));
  if (filtro?.vigente === false) condicoes.push({ $or: [{ vigenciaInicio: { $gt: hojeEmBrasilia() } }, { vigenciaFim: { $lt: hojeEmBrasilia() } }] });

  const erros: string[] = [];
  if (filtro?.dataInicio && !dataIsoValida(filtro.dataInicio)) erros.push('Informe a data inicial no formato AAAA-MM-DD.');
  if (filtro?.dataFim && !dataIsoValida(filtro.dataFim)) erros.push('Informe a data final no formato AAAA-MM-DD.');
  if (erros.length) throw new ValidacaoError(erros);
  if (filtro?.dataInicio) condicoes.push({ dataAssinatura: { $gte: filtro.dataInicio } });
  if (filtro?.dataFim) condicoes.push({ dataAssinatura: { $lte: filtro.dataFim } });
  return condicoes.length ? { $and: condicoes } : {};
}

@Resolver(() => Contrato)
export class ContratoResolver extends createCadastroResolver({
  entity: Contrato,
  admin: CONTRATOS,
  filtro: { classe: ContratoFiltro, onde: ondeContrato },
  // Most recently signed first; the id keeps pages stable among contracts signed the same day.
  ordem: { dataAssinatura: 'desc', id: 'desc' },
  relacoes: { tipoContratacaoId: { propriedade: 'tipoContratacao', entidade: TipoContratacao } },
  regras: regrasContrato,
  // The same values as the field resolvers below, for the REST list read in SQL (kit/lista-rest.ts).
  sql: {
    // The catalog's SQL of each computed column, the one the open-data export is written with.
    cnpjFormatado: { expressao: (coluna) => formatarCnpjEmSql(coluna('cnpj')) },
    tipoDescricao: { expressao: (coluna) => descricaoDoTipoDeContratoEmSql(coluna('tipo')) },
    vigente: { expressao: (coluna) => vigenteHojeEmSql(coluna('vigenciaInicio'), coluna('vigenciaFim')) },
    tipoContratacao: { juncao: true },
    fiscais: { filhos: { entidade: FiscalContrato, chave: 'contrato', ordem: ORDEM_DOS_FISCAIS } },
  },
}) {
  @FieldResolver(() => String, { description: 'CNPJ no formato 12.345.678/0001-95.' })
  cnpjFormatado(@Root() contrato: Contrato): string {
    return formatarCnpj(contrato.cnpj);
  }

  @FieldResolver(() => String, { description: 'Valor no formato brasileiro: "R$ 12.345,67".' })
  valorFormatado(@Root() contrato: Contrato): string {
    return formatarReais(contrato.valor);
  }

  @FieldResolver(() => String, { description: 'Nome do tipo para exibição, por exemplo "Ata de registro de preço".' })
  tipoDescricao(@Root() contrato: Contrato): string {
    // The catalog's function, which the streamed export also computes in SQL (docs/dados-abertos.md).
    return descricaoDoTipoDeContrato(contrato.tipo);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'O tipo de contratação, pelo id (o formulário do admin).' })
  tipoContratacaoId(@Root() contrato: Contrato): string | null {
    return contrato.tipoContratacao ? String(contrato.tipoContratacao.id) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  async tipoContratacaoDescricao(@Root() contrato: Contrato, @Ctx() { loaders }: SubgraphContext): Promise<string | null> {
    return contrato.tipoContratacao ? ((await loaders.load(TipoContratacao, contrato.tipoContratacao.id))?.descricao ?? null) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Se hoje está dentro da vigência (horário de Goiás).' })
  vigente(@Root() contrato: Contrato): boolean {
    return vigenteHoje(contrato.vigenciaInicio, contrato.vigenciaFim);
  }

  @FieldResolver(() => TipoContratacao, { nullable: true, description: 'Tipo de contratação (prestação de serviços, dispensa...).' })
  tipoContratacao(@Root() contrato: Contrato, @Ctx() { loaders }: SubgraphContext): Promise<TipoContratacao | null> | null {
    return contrato.tipoContratacao ? loaders.load(TipoContratacao, contrato.tipoContratacao.id) : null;
  }

  @FieldResolver(() => [FiscalContrato], { description: 'Gestor, fiscal titular e substituto designados (uma consulta SQL para a página inteira).' })
  fiscais(@Root() contrato: Contrato, @Ctx() { loaders }: SubgraphContext): Promise<FiscalContrato[]> {
    return loaders.loadMany(FiscalContrato, 'contrato', contrato.id, ORDEM_DOS_FISCAIS);
  }

  @Query(() => [Int], { description: 'Anos de assinatura com contratos, do mais recente; `tipo` restringe a um tipo (contrato, convenio...).' })
  anosContratos(@Arg('tipo', () => String, { nullable: true }) tipo: string | undefined, @Ctx() { em }: SubgraphContext): Promise<number[]> {
    return tipo ? anosDe(em, 'contratos', 'ano', 'tipo = ?', [tipo]) : anosDe(em, 'contratos', 'ano');
  }

  @Query(() => ContratosTotal, { description: 'Quantidade e soma dos valores dos contratos do filtro (uma consulta SQL).' })
  async contratosTotal(
    @Arg('filtro', () => ContratoFiltro, { nullable: true }) filtro: ContratoFiltro | undefined,
    @Ctx() { em }: SubgraphContext,
  ): Promise<ContratosTotal> {
    // One statement text per filter shape, kept per filter until a contract (or a table it joins) is written.
    const linha = await somar(em, Contrato, ondeContrato(filtro), { valor: 'valor' });
    return { quantidade: linha.quantidade, valor: linha.valor, valorFormatado: formatarReais(linha.valor) };
  }
}
