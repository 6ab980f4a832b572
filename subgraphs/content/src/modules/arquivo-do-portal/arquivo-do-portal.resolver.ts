import { ARQUIVOS, caminhoDoArquivoPublico, errosDoFormulario, FORMATOS_DO_REPOSITORIO } from '@alego/catalog';
import { createAdminQueries, createCrudResolver, guardarArquivo, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { Arquivo, arquivoDe } from '../arquivo/arquivo.types.js';
import { contexto, presentes, textoOuNulo } from '../procuradoria/procuradoria.resolver.js';
import { ArquivoDoPortal } from './arquivo-do-portal.entity.js';
import { ArquivoDoPortalFiltro, ArquivoDoPortalInput } from './arquivo-do-portal.inputs.js';

const SEM_ARQUIVO = 'Envie o arquivo.';

/** The legacy form's checkbox values too (`1`/`0`, `on`); anything else is left for the catalog's choice check. */
function ativoDe(valor: string | null | undefined): string | undefined {
  const texto = semNul(valor ?? '').trim().toLowerCase();
  if (!texto) return undefined;
  if (['true', '1', 'on', 'sim'].includes(texto)) return 'true';
  if (['false', '0', 'off', 'nao', 'não'].includes(texto)) return 'false';
  return texto;
}

const ORDEM = { updatedAt: 'desc', id: 'desc' } as const;
const busca = (filtro: ArquivoDoPortalFiltro | undefined) => termoEm<ArquivoDoPortal>(semNul(filtro?.termo), ['titulo']);
/** The public queries (the public address reads them): only active records with their file. */
const ondePublico = (filtro: ArquivoDoPortalFiltro | undefined): FilterQuery<ArquivoDoPortal> => todas<ArquivoDoPortal>(busca(filtro), { ativo: true, arquivo: { $ne: null } });
const ondeAdmin = (filtro: ArquivoDoPortalFiltro | undefined): FilterQuery<ArquivoDoPortal> => todas<ArquivoDoPortal>(busca(filtro));

@Resolver(() => ArquivoDoPortal)
export class ArquivoDoPortalResolver extends createCrudResolver({
  entity: ArquivoDoPortal,
  nomes: ARQUIVOS.graphql,
  recurso: ARQUIVOS.recurso,
  filtro: ArquivoDoPortalFiltro,
  criar: ArquivoDoPortalInput,
  atualizar: ArquivoDoPortalInput,
  ordem: ORDEM,
  onde: ondePublico,
  regras: (dados, { atual }) => {
    const erros = errosDoFormulario(ARQUIVOS, { ...dados, ativo: ativoDe(dados.ativo) }, contexto()).map((e) => e.mensagem);
    // The gateway's policy checked the bytes; this refuses a reference of another kind, and a new record without a file.
    if (dados.arquivo ? !(dados.arquivo.tipo in FORMATOS_DO_REPOSITORIO.tipos) : !atual) erros.push(dados.arquivo ? FORMATOS_DO_REPOSITORIO.mensagemDeTipo : SEM_ARQUIVO);
    return erros;
  },
  paraEntidade: (dados) => {
    const ativo = ativoDe(dados.ativo);
    return presentes({
      titulo: textoOuNulo(dados.titulo) ?? undefined,
      ativo: ativo === undefined ? undefined : ativo === 'true',
      arquivo: dados.arquivo ? guardarArquivo(dados.arquivo) : undefined,
    });
  },
  aninhados: (registro) => {
    registro.titulo ??= registro.arquivo?.nome.replace(/\.[^.]+$/, '') ?? '';
  },
}) {
  @FieldResolver(() => String, { description: 'Sim ou Não.' })
  ativoNome(@Root() registro: ArquivoDoPortal): string {
    return registro.ativo ? 'Sim' : 'Não';
  }

  @FieldResolver(() => String, { description: 'O endereço público estável (/arquivos/publicos/<id>): o que notícias e páginas linkam.' })
  enderecoPublico(@Root() registro: ArquivoDoPortal): string {
    return caminhoDoArquivoPublico(registro.id);
  }

  @FieldResolver(() => Arquivo, { name: 'arquivo', nullable: true, description: 'O arquivo guardado: nome, tipo, tamanho e URL assinada.' })
  arquivoDoRegistro(@Root() registro: ArquivoDoPortal): Arquivo | null {
    return arquivoDe(registro.arquivo);
  }
}

/** The admin's list and record (index and show permissions): the inactive ones too. */
@Resolver(() => ArquivoDoPortal)
export class ArquivoDoPortalAdminQueries extends createAdminQueries({ entity: ArquivoDoPortal, nomes: ARQUIVOS.graphql, recurso: ARQUIVOS.recurso, filtro: ArquivoDoPortalFiltro, onde: ondeAdmin, ordem: ORDEM }) {}
