import { Field, Int, ObjectType } from 'type-graphql';

/** One entry of an id-to-label map the server supplies to the forms and pages. */
@ObjectType({ description: 'Opção de uma lista fixa (id → rótulo).' })
export class OpcaoPessoas {
  @Field(() => Int)
  id!: number;

  @Field()
  nome!: string;
}

export type Mapa = Readonly<Record<number, string>>;

export function opcoes(mapa: Mapa): OpcaoPessoas[] {
  return Object.entries(mapa).map(([id, nome]) => ({ id: Number(id), nome }));
}

export function rotulo(mapa: Mapa, id: number | null | undefined): string {
  return id === null || id === undefined ? '' : (mapa[id] ?? '');
}

/** Board positions, in the order the board page lists them. */
export const CARGOS_MESA: Mapa = {
  1: 'Presidente',
  2: '1º Vice-Presidente',
  3: '2º Vice-Presidente',
  4: '1º Secretário',
  5: '2º Secretário',
  6: '3º Secretário',
  7: '4º Secretário',
};

export const TIPOS_AFASTAMENTO: Mapa = {
  1: 'Licença para tratamento de saúde',
  2: 'Licença para tratar de interesse particular',
  3: 'Investidura em cargo de Secretário de Estado',
  4: 'Licença-maternidade',
  5: 'Licença-paternidade',
  6: 'Missão oficial',
};

export const TIPOS_LEGISLATURA: Mapa = { 1: 'Ordinária', 2: 'Constituinte' };

export const TIPOS_COMISSAO: Mapa = { 1: 'Permanente', 2: 'Temporária', 3: 'Parlamentar de Inquérito' };

export const CARGOS_COMISSAO: Mapa = { 1: 'Presidente', 2: 'Vice-Presidente', 3: 'Titular', 4: 'Suplente' };

export const TIPOS_ARQUIVO_COMISSAO: Mapa = { 1: 'Ata', 2: 'Pauta', 3: 'Relatório', 4: 'Parecer', 5: 'Regimento', 6: 'Outros' };

export const TIPOS_TRABALHO_COMISSAO: Mapa = { 1: 'Audiência pública', 2: 'Reunião ordinária', 3: 'Reunião extraordinária', 4: 'Visita técnica', 5: 'Seminário' };

export const CATEGORIAS_LINK_COMISSAO: Mapa = { 1: 'Legislação', 2: 'Notícias', 3: 'Transmissões', 4: 'Documentos externos' };
