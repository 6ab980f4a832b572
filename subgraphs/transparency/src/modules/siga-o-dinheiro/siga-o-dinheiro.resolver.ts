import { PaginaDe, PaginacaoArgs, ValidacaoError, type Pagina, type SubgraphContext } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { formatarCnpj } from '../../lib/cnpj.js';
import { listarPagina, somaEmReais, tabelaSql } from '../../lib/consultas.js';
import { formatarReais } from '../../lib/dinheiro.js';
import { Contrato } from '../contrato/contrato.entity.js';
import { Edital } from '../edital/edital.entity.js';
import { Empenho } from '../empenho/empenho.entity.js';
import { SancaoAdministrativa } from '../sancao-administrativa/sancao-administrativa.entity.js';
import { ExecucaoFinanceira, Fornecedor, FornecedorNoProcesso, ProcessoDeCompra } from './siga-o-dinheiro.types.js';

/** The commitment sums every query here selects, named as `execucaoDe` reads them. */
const SOMAS_DE_EMPENHOS = `count(*)::int as quantidade, ${somaEmReais('sum(valor_empenhado)')} as empenhado,
  ${somaEmReais('sum(valor_liquidado)')} as liquidado, ${somaEmReais('sum(valor_pago)')} as pago`;

export const MENSAGEM_PROCESSO = 'Informe o número do processo (até 40 caracteres).';
export const MENSAGEM_CNPJ = 'Informe um CNPJ com 14 dígitos.';

interface LinhaDeSomas {
  quantidade: number;
  empenhado: string;
  liquidado: string;
  pago: string;
}

function execucaoDe(linha: LinhaDeSomas | undefined): ExecucaoFinanceira {
  const { quantidade = 0, empenhado = '0.00', liquidado = '0.00', pago = '0.00' } = linha ?? {};
  return {
    quantidadeEmpenhos: quantidade,
    totalEmpenhado: empenhado,
    totalLiquidado: liquidado,
    totalPago: pago,
    totalEmpenhadoFormatado: formatarReais(empenhado),
    totalLiquidadoFormatado: formatarReais(liquidado),
    totalPagoFormatado: formatarReais(pago),
  };
}

/** A process number as typed (trimmed); empty or too long is a clear error. */
function lerProcesso(bruto: string): string {
  const processo = bruto.trim();
  if (!processo || processo.length > 40) throw new ValidacaoError(MENSAGEM_PROCESSO);
  return processo;
}

/** A CNPJ with or without punctuation, to its 14 digits. */
function lerCnpj(bruto: string): string {
  const cnpj = bruto.replace(/[.\s/-]/g, '');
  if (!/^\d{14}$/.test(cnpj)) throw new ValidacaoError(MENSAGEM_CNPJ);
  return cnpj;
}

async function somasDosEmpenhos(em: EntityManager, onde: string, parametros: unknown[]): Promise<ExecucaoFinanceira> {
  const [linha] = await em.getConnection().execute<LinhaDeSomas[]>(`select ${SOMAS_DE_EMPENHOS} from ${tabelaSql('empenhos')} where ${onde}`, parametros);
  return execucaoDe(linha);
}

const EmpenhoPagina = PaginaDe(Empenho);
const ContratoPagina = PaginaDe(Contrato);

/**
 * Siga o dinheiro: do edital aos contratos e aos empenhos pagos, juntados pelo número do processo e pelo CNPJ.
 * Cada campo é um número fixo de consultas SQL, qualquer que seja o tamanho do processo ou da página.
 */
@Resolver(() => ProcessoDeCompra)
export class ProcessoDeCompraResolver {
  @Query(() => ProcessoDeCompra, { nullable: true, description: 'O processo de compra com este número; null se nenhum edital, contrato ou empenho o cita.' })
  async processoDeCompra(@Arg('processo') bruto: string, @Ctx() { em }: SubgraphContext): Promise<ProcessoDeCompra | null> {
    const processo = lerProcesso(bruto);
    const [linha] = await em.getConnection().execute<{ existe: boolean }[]>(
      `select exists (select 1 from ${tabelaSql('editais')} where processo = ?) or exists (select 1 from ${tabelaSql('contratos')} where processo = ?)
           or exists (select 1 from ${tabelaSql('empenhos')} where processo = ?) as existe`,
      [processo, processo, processo],
    );
    return linha?.existe ? { processo } : null;
  }

  @FieldResolver(() => [Edital], { description: 'Editais do processo (em geral um).' })
  editais(@Root() { processo }: ProcessoDeCompra, @Ctx() { em }: SubgraphContext): Promise<Edital[]> {
    return em.find(Edital, { processo }, { orderBy: { dataAbertura: 'asc', id: 'asc' } });
  }

  @FieldResolver(() => [Contrato], { description: 'Contratos do processo, na ordem de assinatura.' })
  contratos(@Root() { processo }: ProcessoDeCompra, @Ctx() { em }: SubgraphContext): Promise<Contrato[]> {
    return em.find(Contrato, { processo }, { orderBy: { dataAssinatura: 'asc', id: 'asc' } });
  }

  @FieldResolver(() => ExecucaoFinanceira, { description: 'Somas de todos os empenhos do processo.' })
  execucao(@Root() { processo }: ProcessoDeCompra, @Ctx() { em }: SubgraphContext): Promise<ExecucaoFinanceira> {
    return somasDosEmpenhos(em, 'processo = ?', [processo]);
  }

  @FieldResolver(() => [FornecedorNoProcesso], { description: 'Cada fornecedor do processo (dos contratos e dos empenhos), do mais pago ao menos pago.' })
  async fornecedores(@Root() { processo }: ProcessoDeCompra, @Ctx() { em }: SubgraphContext): Promise<FornecedorNoProcesso[]> {
    const linhas = await em.getConnection().execute<(LinhaDeSomas & { cnpj: string; nome: string; contratado: string })[]>(
      `with c as (select cnpj, sum(valor) as valor, max(fornecedor) as nome from ${tabelaSql('contratos')} where processo = ? group by cnpj),
            e as (select cnpj, ${SOMAS_DE_EMPENHOS}, max(credor) as nome from ${tabelaSql('empenhos')} where processo = ? group by cnpj)
       select coalesce(c.cnpj, e.cnpj) as cnpj, coalesce(c.nome, e.nome) as nome, ${somaEmReais('c.valor')} as contratado,
              coalesce(e.quantidade, 0)::int as quantidade, coalesce(e.empenhado, '0.00') as empenhado,
              coalesce(e.liquidado, '0.00') as liquidado, coalesce(e.pago, '0.00') as pago
         from c full join e on e.cnpj = c.cnpj
        order by coalesce(e.pago, '0')::numeric desc, 2`,
      [processo, processo],
    );
    return linhas.map((l) => ({
      cnpj: l.cnpj,
      cnpjFormatado: formatarCnpj(l.cnpj),
      nome: l.nome,
      valorContratado: l.contratado,
      valorContratadoFormatado: formatarReais(l.contratado),
      execucao: execucaoDe(l),
    }));
  }

  @FieldResolver(() => EmpenhoPagina, { description: 'Empenhos do processo, o mais recente primeiro.' })
  empenhos(@Root() { processo }: ProcessoDeCompra, @Args() paginacao: PaginacaoArgs, @Ctx() { em }: SubgraphContext): Promise<Pagina<Empenho>> {
    return listarPagina(em, Empenho, { processo }, paginacao, { data: 'desc', id: 'desc' });
  }
}

@Resolver(() => Fornecedor)
export class FornecedorResolver {
  @Query(() => Fornecedor, { nullable: true, description: 'O fornecedor com este CNPJ (com ou sem pontuação); null se nenhum contrato, empenho ou sanção o cita.' })
  async fornecedor(@Arg('cnpj') bruto: string, @Ctx() { em }: SubgraphContext): Promise<Fornecedor | null> {
    const cnpj = lerCnpj(bruto);
    // The name a contract or commitment gives; a company known only by a sanction (the sanctions list links here) by its.
    const [linha] = await em.getConnection().execute<{ nome: string | null; quantidade: number; contratado: string }[]>(
      `select coalesce(
                (select nome from (select fornecedor as nome, data_assinatura as data, 1 as origem from ${tabelaSql('contratos')} where cnpj = ?
                                   union all select credor, data, 0 from ${tabelaSql('empenhos')} where cnpj = ?) n
                  order by data desc, origem desc limit 1),
                (select empresa from ${tabelaSql('sancoes_administrativas')} where cnpj = ? order by data_publicacao desc nulls last, id desc limit 1)) as nome,
              count(*)::int as quantidade, ${somaEmReais('sum(valor)')} as contratado
         from ${tabelaSql('contratos')} where cnpj = ?`,
      [cnpj, cnpj, cnpj, cnpj],
    );
    if (!linha?.nome) return null;
    return {
      cnpj,
      cnpjFormatado: formatarCnpj(cnpj),
      nome: linha.nome,
      quantidadeContratos: linha.quantidade,
      valorContratado: linha.contratado,
      valorContratadoFormatado: formatarReais(linha.contratado),
    };
  }

  @FieldResolver(() => ExecucaoFinanceira, { description: 'Somas de todos os empenhos do fornecedor: quanto a Assembleia empenhou e pagou a ele.' })
  execucao(@Root() { cnpj }: Fornecedor, @Ctx() { em }: SubgraphContext): Promise<ExecucaoFinanceira> {
    return somasDosEmpenhos(em, 'cnpj = ?', [cnpj]);
  }

  @FieldResolver(() => ContratoPagina, { description: 'Contratos do fornecedor, o mais recente primeiro; cada um com a sua execução.' })
  contratos(@Root() { cnpj }: Fornecedor, @Args() paginacao: PaginacaoArgs, @Ctx() { em }: SubgraphContext): Promise<Pagina<Contrato>> {
    return listarPagina(em, Contrato, { cnpj }, paginacao, { dataAssinatura: 'desc', id: 'desc' });
  }

  @FieldResolver(() => [SancaoAdministrativa], { description: 'Sanções administrativas aplicadas ao fornecedor, a mais recente primeiro.' })
  sancoes(@Root() { cnpj }: Fornecedor, @Ctx() { em }: SubgraphContext): Promise<SancaoAdministrativa[]> {
    return em.find(SancaoAdministrativa, { cnpj }, { orderBy: { dataPublicacao: 'desc nulls last', id: 'desc' } });
  }

  @FieldResolver(() => EmpenhoPagina, { description: 'Empenhos do fornecedor, o mais recente primeiro.' })
  empenhos(@Root() { cnpj }: Fornecedor, @Args() paginacao: PaginacaoArgs, @Ctx() { em }: SubgraphContext): Promise<Pagina<Empenho>> {
    return listarPagina(em, Empenho, { cnpj }, paginacao, { data: 'desc', id: 'desc' });
  }
}

/** `Contrato.execucao`: the commitments with the contract's process number and CNPJ, summed for a whole page at once. */
@Resolver(() => Contrato)
export class ExecucaoDoContratoResolver {
  @FieldResolver(() => ExecucaoFinanceira, {
    description: 'Empenhos com o mesmo processo e o mesmo CNPJ do contrato: quanto já foi empenhado, liquidado e pago (zero sem processo).',
  })
  execucao(@Root() contrato: Contrato, @Ctx() { em, loaders }: SubgraphContext): Promise<ExecucaoFinanceira> {
    if (!contrato.processo) return Promise.resolve(execucaoDe(undefined));
    return loaders.loadBatch('Contrato.execucao', JSON.stringify([contrato.processo, contrato.cnpj]), async (chaves) => {
      const pares = chaves.map((chave) => JSON.parse(chave) as [string, string]);
      const linhas = await em.getConnection().execute<(LinhaDeSomas & { processo: string; cnpj: string })[]>(
        `select processo, cnpj, ${SOMAS_DE_EMPENHOS} from ${tabelaSql('empenhos')}
          where (processo, cnpj) in (${pares.map(() => '(?, ?)').join(', ')}) group by processo, cnpj`,
        pares.flat(),
      );
      const porPar = new Map(linhas.map((l) => [JSON.stringify([l.processo, l.cnpj]), l]));
      return chaves.map((chave) => execucaoDe(porPar.get(chave)));
    });
  }
}
