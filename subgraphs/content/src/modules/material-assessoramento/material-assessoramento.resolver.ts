import { errosDoFormulario, MATERIAIS, TIPOS_DE_MATERIAL } from '@alego/catalog';
import { createCrudResolver, guardarArquivo, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { Arquivo, arquivoDe } from '../arquivo/arquivo.types.js';
import { contexto, RECURSO_ASSESSORAMENTO, texto } from '../informacao-assessoramento/informacao-assessoramento.resolver.js';
import { MaterialAssessoramento } from './material-assessoramento.entity.js';
import { MaterialAssessoramentoFiltro, MaterialAssessoramentoInput } from './material-assessoramento.inputs.js';

export const MENSAGENS_MATERIAL = { pdf: 'Envie o material em PDF.' } as const;

@Resolver(() => MaterialAssessoramento)
export class MaterialAssessoramentoResolver extends createCrudResolver({
  entity: MaterialAssessoramento,
  nomes: MATERIAIS.graphql,
  recurso: RECURSO_ASSESSORAMENTO,
  filtro: MaterialAssessoramentoFiltro,
  criar: MaterialAssessoramentoInput,
  atualizar: MaterialAssessoramentoInput,
  ordem: { data: 'desc', id: 'desc' },
  onde: (filtro): FilterQuery<MaterialAssessoramento> => {
    const tipo = filtro?.tipo !== undefined && /^\d$/.test(filtro.tipo) ? Number(filtro.tipo) : undefined;
    return todas<MaterialAssessoramento>(termoEm<MaterialAssessoramento>(semNul(filtro?.termo), ['titulo', 'resumo']), tipo === undefined ? undefined : { tipo });
  },
  regras: (dados, { atual }) => {
    const erros = errosDoFormulario(MATERIAIS, { ...dados }, contexto(!!atual?.arquivo)).map((e) => e.mensagem);
    // The gateway's PDF policy checked the bytes; this refuses a reference of another kind.
    if (dados.arquivo && dados.arquivo.tipo !== 'application/pdf') erros.push(MENSAGENS_MATERIAL.pdf);
    return erros;
  },
  paraEntidade: (dados) => ({
    titulo: semNul(dados.titulo ?? '').trim(),
    data: dados.data ?? '',
    tipo: Number(dados.tipo),
    resumo: texto(dados.resumo),
    url: texto(dados.url),
    ...(dados.arquivo ? { arquivo: guardarArquivo(dados.arquivo) } : {}),
  }),
}) {
  @FieldResolver(() => String, { description: '0 Artigo, 1 Estudo, 2 Relatório, 3 Livro, 4 Painel interativo.' })
  tipo(@Root() material: MaterialAssessoramento): string {
    return String(material.tipo);
  }

  @FieldResolver(() => String)
  tipoDescricao(@Root() material: MaterialAssessoramento): string {
    return TIPOS_DE_MATERIAL.find((t) => t.valor === String(material.tipo))?.rotulo ?? '';
  }

  @FieldResolver(() => Arquivo, { name: 'arquivo', nullable: true, description: 'O PDF guardado: nome, tamanho e URL assinada.' })
  arquivoDoMaterial(@Root() material: MaterialAssessoramento): Arquivo | null {
    return arquivoDe(material.arquivo);
  }
}
