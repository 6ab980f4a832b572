import { declararBusca } from '@alego/kit';
import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { FotoGuardada } from '../deputado/deputado.entity.js';
import { Deputado } from '../deputado/deputado.entity.js';

/** Na busca do site: as comissões, ativas e encerradas. */
export const BUSCA_COMISSOES = declararBusca({
  tipo: 'comissao',
  rotulo: 'Comissões',
  subgrafo: 'people',
  tabela: 'comissoes',
  campos: [
    ['nome', 'A'],
    ['sigla', 'A'],
    ['descricao', 'C'],
  ],
  titulo: 't.nome',
  trecho: "concat_ws(' · ', t.sigla, t.descricao)",
  url: '/comissoes/{id}/{url_sufixo}',
});

@ObjectType({ description: 'Comissão parlamentar.' })
@Entity({ tableName: 'comissoes' })
export class Comissao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 200 })
  nome!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  sigla?: string | null;

  @Field(() => String, { nullable: true, description: 'Competências e apresentação (HTML saneado).' })
  @Property({ type: 'text', nullable: true })
  descricao?: string | null;

  @Field(() => Int, { description: 'Tipo: 1 Permanente, 2 Temporária, 3 Parlamentar de Inquérito.' })
  @Property({ type: 'smallint', default: 1 })
  tipo: number = 1;

  @Field()
  @Property({ default: true })
  ativa: boolean = true;

  @Field({ description: 'Trecho legível da URL, derivado do nome.' })
  @Property({ length: 220 })
  urlSufixo!: string;
}

@ObjectType({ description: 'Deputado membro de uma comissão.' })
@Entity({ tableName: 'deputados_comissao' })
export class DeputadoComissao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Comissao, { deleteRule: 'cascade', index: true })
  comissao!: Rel<Comissao>;

  @ManyToOne(() => Deputado, { deleteRule: 'cascade', index: true })
  deputado!: Rel<Deputado>;

  @Field(() => Int, { description: 'Cargo (cargosComissao).' })
  @Property({ type: 'smallint', default: 3 })
  cargo: number = 3;
}

@ObjectType({ description: 'Servidor da equipe técnica de uma comissão.' })
@Entity({ tableName: 'equipe_tecnica_comissoes' })
export class EquipeTecnicaComissao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Comissao, { deleteRule: 'cascade', index: true })
  comissao!: Rel<Comissao>;

  @Field()
  @Property({ length: 200 })
  nome!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 120, nullable: true })
  funcao?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 40, nullable: true })
  telefone?: string | null;
}

@ObjectType({ description: 'Trabalho de uma comissão (audiência, reunião, visita...).' })
@Entity({ tableName: 'trabalhos_comissao' })
export class TrabalhoComissao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Comissao, { deleteRule: 'cascade', index: true })
  comissao!: Rel<Comissao>;

  @Field(() => Int, { description: 'Tipo (tiposTrabalhoComissao).' })
  @Property({ type: 'smallint' })
  tipo!: number;

  @Field()
  @Property({ length: 250 })
  titulo!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  descricao?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  @Property({ type: 'date', nullable: true })
  data?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  url?: string | null;
}

@ObjectType({ description: 'Arquivo publicado por uma comissão (ata, pauta, relatório...).' })
@Entity({ tableName: 'arquivos_comissao' })
export class ArquivoComissao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Comissao, { deleteRule: 'cascade', index: true })
  comissao!: Rel<Comissao>;

  @Field(() => Int, { description: 'Tipo (tiposArquivoComissao).' })
  @Property({ type: 'smallint' })
  tipo!: number;

  @Field()
  @Property({ length: 250 })
  titulo!: string;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  @Property({ type: 'date', nullable: true })
  data?: string | null;

  /** The gateway's stored file; exposed as `nome`, `tamanho`, `url`. */
  @Property({ type: 'json', nullable: true })
  arquivo?: FotoGuardada | null;
}

@ObjectType({ description: 'Link publicado por uma comissão, por categoria.' })
@Entity({ tableName: 'links_comissao' })
export class LinkComissao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Comissao, { deleteRule: 'cascade', index: true })
  comissao!: Rel<Comissao>;

  @Field(() => Int, { description: 'Categoria (categoriasLinkComissao).' })
  @Property({ type: 'smallint' })
  categoria!: number;

  @Field()
  @Property({ length: 250 })
  titulo!: string;

  @Field()
  @Property({ length: 500 })
  url!: string;
}
