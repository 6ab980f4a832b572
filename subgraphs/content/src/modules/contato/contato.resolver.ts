import { CONTATOS, errosDoFormulario, soNumerico, TIPOS_DE_CONTATO } from '@alego/catalog';
import { aplicarAninhados, createAdminQueries, createCrudResolver, PdfGerado, termoEm, todas, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { ContatoFiltro, ContatoInput, type ContatoTelefonesLotacaoLinha } from './contato.inputs.js';
import { diretorioEmPdf, ORDEM_DOS_CONTATOS, telefonesDo } from './contato.service.js';
import { Contato, numerosDoTipo, TelefoneContato } from './contato.entity.js';

/** `pagina` of the legacy paths: the departments or the deputies' offices. */
export const PAGINAS_DE_CONTATOS: Record<string, string> = { departamentos: 'departamento', setores: 'departamento', gabinetes: 'gabinete' };

/** The legacy numeric-only inputs (back-office §8): digits, dot and minus are kept, the rest is dropped. */
const texto = (valor: string | null | undefined) => semNul(valor ?? '').trim() || null;

const onde = (filtro: ContatoFiltro | undefined): FilterQuery<Contato> =>
  todas<Contato>(termoEm<Contato>(semNul(filtro?.termo), ['nome', 'responsavel', 'email']), filtro?.tipo ? { tipo: filtro.tipo } : undefined);

function regras(dados: ContatoInput): string[] {
  const erros = errosDoFormulario(CONTATOS, { ...dados }, { anoAtual: new Date().getFullYear(), temArquivo: false }).map((e) => e.mensagem);
  (dados.telefonesLotacao ?? [])
    .filter((linha) => !linha._destroy)
    .forEach((linha, i) => {
      if (texto(linha.numero) && !/\d/.test(soNumerico(linha.numero))) erros.push(`Telefones, linha ${i + 1}: o número deve ter algarismos.`);
    });
  return erros;
}

/** The form's phones applied to the stored ones, in the form's order; a form without the list leaves them as they are. */
async function aplicarTelefones(contato: Contato, linhas: readonly ContatoTelefonesLotacaoLinha[] | null | undefined, em: EntityManager): Promise<void> {
  if (!linhas) return;
  const existentes = await telefonesDo(contato);
  const valores = (linha: ContatoTelefonesLotacaoLinha, ordem: number) => ({ tipoCd: linha.tipoCd ?? 'telefone', numero: soNumerico(linha.numero), ordem });
  aplicarAninhados(existentes, linhas, {
    criar: (linha) => em.create(TelefoneContato, { ...valores(linha, linhas.indexOf(linha)), contato }),
    atualizar: (existente, linha) => em.assign(existente, valores(linha, linhas.indexOf(linha))),
    remover: (existente) => {
      contato.telefonesLotacao.remove(existente);
      em.remove(existente);
    },
  });
}

@Resolver(() => Contato)
export class ContatoResolver extends createCrudResolver({
  entity: Contato,
  nomes: CONTATOS.graphql,
  recurso: CONTATOS.recurso,
  filtro: ContatoFiltro,
  criar: ContatoInput,
  atualizar: ContatoInput,
  ordem: ORDEM_DOS_CONTATOS,
  onde,
  regras,
  paraEntidade: (dados) => ({
    nome: semNul(dados.nome).trim(),
    tipo: dados.tipo,
    responsavel: texto(dados.responsavel),
    email: texto(dados.email),
    localizacao: texto(dados.localizacao),
    ...(typeof dados.ordem === 'number' ? { ordem: dados.ordem } : {}),
  }),
  aninhados: (contato, dados, em) => aplicarTelefones(contato, dados.telefonesLotacao, em),
}) {
  @Query(() => [Contato], { description: 'Diretório de contatos; `pagina` (departamentos ou gabinetes) filtra.' })
  contatos(@Arg('pagina', () => String, { nullable: true }) pagina: string | null, @Ctx() { em }: SubgraphContext): Promise<Contato[]> {
    const tipo = pagina ? PAGINAS_DE_CONTATOS[pagina] : undefined;
    if (pagina && !tipo) return Promise.resolve([]);
    return em.find(Contato, tipo ? { tipo } : {}, { orderBy: ORDEM_DOS_CONTATOS, populate: ['telefonesLotacao'] });
  }

  @Query(() => PdfGerado, { description: 'O diretório de contatos em PDF, com código de verificação e QR code (`/cad`): um código por versão do diretório.' })
  contatosEmPdf(@Ctx() { em }: SubgraphContext): Promise<PdfGerado> {
    return diretorioEmPdf(em);
  }

  @FieldResolver(() => [TelefoneContato], { description: 'Telefones e faxes, na ordem do formulário.' })
  telefonesLotacao(@Root() contato: Contato): Promise<TelefoneContato[]> {
    return telefonesDo(contato);
  }

  @FieldResolver(() => [String], { description: 'Telefones (sem o fax).' })
  async telefones(@Root() contato: Contato): Promise<string[]> {
    return numerosDoTipo(await telefonesDo(contato), 'telefone');
  }

  @FieldResolver(() => String, { nullable: true, description: 'Fax (mais de um separados por vírgula).' })
  async fax(@Root() contato: Contato): Promise<string | null> {
    return numerosDoTipo(await telefonesDo(contato), 'fax').join(', ') || null;
  }

  @FieldResolver(() => String, { description: 'Setor ou Gabinete de deputado.' })
  tipoDescricao(@Root() contato: Contato): string {
    return TIPOS_DE_CONTATO.find((t) => t.valor === contato.tipo)?.rotulo ?? contato.tipo;
  }
}

/** `diretorioDeContatosAdmin` and `contatoAdmin`: the back office reads with the index and show permissions. */
@Resolver(() => Contato)
export class ContatoAdminQueries extends createAdminQueries({ entity: Contato, nomes: CONTATOS.graphql, recurso: CONTATOS.recurso, filtro: ContatoFiltro, onde, ordem: ORDEM_DOS_CONTATOS }) {}

