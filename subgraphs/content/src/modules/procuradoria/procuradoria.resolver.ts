import { ABAS_PROCURADORIA, CAMPOS_PROCURADORIA, errosDoFormulario, MENSAGENS_PROCURADORIA, PROCURADORIAS, type OpcaoDoCampo } from '@alego/catalog';
import { createCrudResolver, sanearHtml, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { Procuradoria } from './procuradoria.entity.js';
import { ProcuradoriaFiltro, ProcuradoriaInput } from './procuradoria.inputs.js';

const ABA_PADRAO = 'conteudo';
const CAMPO_PADRAO = 'institucional';

export const contexto = () => ({ anoAtual: new Date().getFullYear(), temArquivo: false });
export const rotulo = (opcoes: readonly OpcaoDoCampo[], valor: string) => opcoes.find((o) => o.valor === valor)?.rotulo ?? valor;
export const textoOuNulo = (valor: string | null | undefined) => semNul(valor ?? '').trim() || null;

/** Only what the form sent is written: a field left out keeps its value (a new record gets the defaults). */
export function presentes<T extends object>(dados: T): Partial<T> {
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
