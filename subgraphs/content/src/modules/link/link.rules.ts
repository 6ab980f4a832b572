import { errosDoFormulario, LINKS } from '@alego/catalog';
import { parseId } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { semNul } from '../../text.js';
import { CategoriaLink } from '../categoria-link/categoria-link.entity.js';
import type { LinkInput } from './link.inputs.js';

/** The catalog entry's rules (the admin form applies the same: an http(s) address among them) and an existing category. */
export async function regrasLink(dados: LinkInput, { em }: { em: EntityManager }): Promise<string[]> {
  const erros = errosDoFormulario(LINKS, { ...dados, titulo: semNul(dados.titulo), url: semNul(dados.url) }, { anoAtual: new Date().getFullYear(), temArquivo: false }).map((e) => e.mensagem);
  const categoria = dados.categoriaLinkId ? parseId(dados.categoriaLinkId) : null;
  if (dados.categoriaLinkId && (categoria === null || !(await em.count(CategoriaLink, { id: categoria })))) erros.push('Categoria de link não encontrada.');
  return erros;
}
