import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { ValidacaoError } from './errors.js';

export const POR_PAGINA_PADRAO = 10;
export const POR_PAGINA_MAXIMO = 100;

@ArgsType()
export class PaginacaoArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Página desejada, a partir de 1.' })
  pagina: number = 1;

  @Field(() => Int, { defaultValue: POR_PAGINA_PADRAO, description: `Itens por página (1 a ${POR_PAGINA_MAXIMO}).` })
  porPagina: number = POR_PAGINA_PADRAO;
}

export interface Pagina<T> {
  itens: T[];
  total: number;
  pagina: number;
  porPagina: number;
  totalPaginas: number;
}

/** Checks the requested page; the caps keep public queries cheap (the explorer is open to everyone). */
export function validarPaginacao({ pagina, porPagina }: PaginacaoArgs): { limit: number; offset: number } {
  const erros: string[] = [];
  if (!Number.isInteger(pagina) || pagina < 1) erros.push('A página deve ser um número inteiro maior ou igual a 1.');
  if (!Number.isInteger(porPagina) || porPagina < 1 || porPagina > POR_PAGINA_MAXIMO) {
    erros.push(`A quantidade por página deve estar entre 1 e ${POR_PAGINA_MAXIMO}.`);
  }
  if (erros.length) throw new ValidacaoError(erros);
  return { limit: porPagina, offset: (pagina - 1) * porPagina };
}

export function montarPagina<T>(itens: T[], total: number, { pagina, porPagina }: PaginacaoArgs): Pagina<T> {
  return { itens, total, pagina, porPagina, totalPaginas: Math.ceil(total / porPagina) };
}

const paginaTypes = new Map<ClassType, ClassType>();

/** One GraphQL page type per item type (`NoticiaPagina`, `DeputadoPagina`, ...), all with the same fields. */
export function PaginaDe<T extends object>(itemType: ClassType<T>): ClassType<Pagina<T>> {
  const existing = paginaTypes.get(itemType);
  if (existing) return existing as ClassType<Pagina<T>>;

  @ObjectType(`${itemType.name}Pagina`, { description: `Uma página de ${itemType.name}.` })
  class PaginaType implements Pagina<T> {
    @Field(() => [itemType])
    itens!: T[];

    @Field(() => Int, { description: 'Total de registros que atendem ao filtro.' })
    total!: number;

    @Field(() => Int)
    pagina!: number;

    @Field(() => Int)
    porPagina!: number;

    @Field(() => Int)
    totalPaginas!: number;
  }
  paginaTypes.set(itemType, PaginaType);
  return PaginaType;
}
