import { ABAS_PROCURADORIA, ABAS_PROCURADORIA_ARQUIVOS, CAMPOS_PROCURADORIA, errosDoFormulario, MENSAGENS_PROCURADORIA, PROCURADORIA_ARQUIVOS, PROCURADORIAS, type OpcaoDoCampo } from '@alego/catalog';
import { createCrudResolver, guardarArquivo, sanearHtml, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { Arquivo, arquivoDe } from '../arquivo/arquivo.types.js';
import { Procuradoria, ProcuradoriaArquivo } from './procuradoria.entity.js';
import { ProcuradoriaArquivoFiltro, ProcuradoriaArquivoInput, ProcuradoriaFiltro, ProcuradoriaInput } from './procuradoria.inputs.js';

const ABA_PADRAO = 'conteudo';
const CAMPO_PADRAO = 'institucional';
const ABA_PADRAO_ARQUIVOS = 'arquivo';

const contexto = () => ({ anoAtual: new Date().getFullYear(), temArquivo: false });
const rotulo = (opcoes: readonly OpcaoDoCampo[], valor: string) => opcoes.find((o) => o.valor === valor)?.rotulo ?? valor;
const textoOuNulo = (valor: string | null | undefined) => semNul(valor ?? '').trim() || null;

/** Only what the form sent is written: a field left out keeps its value (a new record gets the defaults). */
function presentes<T extends object>(dados: T): Partial<T> {
  return Object.fromEntries(Object.entries(dados).filter(([, v]) => v !== undefined)) as Partial<T>;
}

@Resolver(() => Procuradoria)
export class ProcuradoriaResolver extends createCrudResolver({
  entity: Procuradoria,
  nomes: PROCURADORIAS.graphql,
  recurso: 'procuradorias',
  filtro: ProcuradoriaFiltro,
  criar: ProcuradoriaInput,
  atualizar: ProcuradoriaInput,
  ordem: { aba: 'asc', campo: 'asc', id: 'asc' },
  onde: (filtro): FilterQuery<Procuradoria> =>
    todas<Procuradoria>(termoEm<Procuradoria>(semNul(filtro?.termo), ['titulo', 'conteudo']), filtro?.aba ? { aba: filtro.aba } : undefined, filtro?.campo ? { campo: filtro.campo } : undefined),
  regras: async (dados, { em, atual }) => {
    const erros = errosDoFormulario(PROCURADORIAS, { ...dados }, contexto()).map((e) => e.mensagem);
    const aba = dados.aba ?? atual?.aba ?? ABA_PADRAO;
    const campo = dados.campo ?? atual?.campo ?? CAMPO_PADRAO;
    if (!erros.length && (await em.count(Procuradoria, { aba, campo, ...(atual ? { id: { $ne: atual.id } } : {}) }))) erros.push(MENSAGENS_PROCURADORIA.repetido);
    return erros;
  },
  paraEntidade: (dados) =>
    presentes({
      aba: dados.aba ?? undefined,
      campo: dados.campo ?? undefined,
      titulo: dados.titulo === undefined ? undefined : textoOuNulo(dados.titulo),
      data: dados.data === undefined ? undefined : textoOuNulo(dados.data),
      conteudo: dados.conteudo === undefined ? undefined : sanearHtml(dados.conteudo),
    }),
  aninhados: (registro) => {
    registro.aba ??= ABA_PADRAO;
    registro.campo ??= CAMPO_PADRAO;
    registro.conteudo ??= '';
  },
}) {
  @FieldResolver(() => String, { description: 'Nome da aba.' })
  abaNome(@Root() registro: Procuradoria): string {
    return rotulo(ABAS_PROCURADORIA, registro.aba);
  }

  @FieldResolver(() => String, { description: 'Nome do campo.' })
  campoNome(@Root() registro: Procuradoria): string {
    return rotulo(CAMPOS_PROCURADORIA, registro.campo);
  }

  @FieldResolver(() => String, { description: 'O título, ou o nome do campo quando não há título.' })
  tituloExibido(@Root() registro: Procuradoria): string {
    return registro.titulo || rotulo(CAMPOS_PROCURADORIA, registro.campo);
  }
}

@Resolver(() => ProcuradoriaArquivo)
export class ProcuradoriaArquivoResolver extends createCrudResolver({
  entity: ProcuradoriaArquivo,
  nomes: PROCURADORIA_ARQUIVOS.graphql,
  recurso: 'procuradoria_arquivos',
  filtro: ProcuradoriaArquivoFiltro,
  criar: ProcuradoriaArquivoInput,
  atualizar: ProcuradoriaArquivoInput,
  ordem: { data: 'desc nulls last', id: 'desc' },
  onde: (filtro): FilterQuery<ProcuradoriaArquivo> => todas<ProcuradoriaArquivo>(termoEm<ProcuradoriaArquivo>(semNul(filtro?.termo), ['titulo']), filtro?.aba ? { aba: filtro.aba } : undefined, filtro?.comArquivo ? { arquivo: { $ne: null } } : undefined),
  regras: (dados, { atual }) => {
    const erros = errosDoFormulario(PROCURADORIA_ARQUIVOS, { ...dados }, contexto()).map((e) => e.mensagem);
    // The gateway's PDF policy checked the bytes; this refuses a reference of another kind, and a record without a file.
    if (dados.arquivo ? dados.arquivo.tipo !== 'application/pdf' : !atual) erros.push(MENSAGENS_PROCURADORIA.semArquivo);
    return erros;
  },
  paraEntidade: (dados) =>
    presentes({
      aba: dados.aba ?? undefined,
      titulo: textoOuNulo(dados.titulo) ?? undefined,
      data: dados.data === undefined ? undefined : textoOuNulo(dados.data),
      arquivo: dados.arquivo ? guardarArquivo(dados.arquivo) : undefined,
    }),
  aninhados: (registro) => {
    registro.aba ??= ABA_PADRAO_ARQUIVOS;
    registro.titulo ??= registro.arquivo?.nome.replace(/\.pdf$/i, '') ?? '';
  },
}) {
  @FieldResolver(() => String, { description: 'Nome da aba.' })
  abaNome(@Root() registro: ProcuradoriaArquivo): string {
    return rotulo(ABAS_PROCURADORIA_ARQUIVOS, registro.aba);
  }

  @FieldResolver(() => Arquivo, { name: 'arquivo', nullable: true, description: 'O PDF guardado: nome, tamanho e URL assinada.' })
  arquivoDoRegistro(@Root() registro: ProcuradoriaArquivo): Arquivo | null {
    return arquivoDe(registro.arquivo);
  }
}
