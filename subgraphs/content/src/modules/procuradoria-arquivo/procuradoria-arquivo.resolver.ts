import { ABAS_PROCURADORIA_ARQUIVOS, errosDoFormulario, MENSAGENS_PROCURADORIA, PROCURADORIA_ARQUIVOS } from '@alego/catalog';
import { createCrudResolver, guardarArquivo, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { Arquivo, arquivoDe } from '../arquivo/arquivo.types.js';
import { contexto, presentes, rotulo, textoOuNulo } from '../procuradoria/procuradoria.resolver.js';
import { ProcuradoriaArquivo } from './procuradoria-arquivo.entity.js';
import { ProcuradoriaArquivoFiltro, ProcuradoriaArquivoInput } from './procuradoria-arquivo.inputs.js';

const ABA_PADRAO_ARQUIVOS = 'arquivo';

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
