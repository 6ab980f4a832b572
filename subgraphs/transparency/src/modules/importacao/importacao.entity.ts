import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/**
 * recebendo → (prévia) recusada | validada → na_fila → processando → concluida | falhou. Only a `validada` import can
 * be confirmed; a `recusada` one changed nothing and is kept for the record.
 */
export type SituacaoDaImportacao = 'recebendo' | 'recusada' | 'validada' | 'na_fila' | 'processando' | 'concluida' | 'falhou';

@ObjectType('ErroDeImportacao', { description: 'Um problema do arquivo: a linha (1 é o cabeçalho), a coluna e a mensagem.' })
export class ErroDeImportacao {
  @Field(() => Int)
  linha!: number;

  @Field(() => String, { nullable: true, description: 'Cabeçalho da coluna, quando o erro é de uma célula.' })
  coluna!: string | null;

  @Field()
  mensagem!: string;
}

@ObjectType('ColunaMapeada', { description: 'Uma coluna esperada e onde ela está no arquivo.' })
export class ColunaMapeada {
  @Field({ description: 'Cabeçalho esperado (o do modelo).' })
  cabecalho!: string;

  @Field({ description: 'Rótulo da coluna (mensagens).' })
  rotulo!: string;

  @Field(() => Int, { nullable: true, description: 'Posição no arquivo (1 = primeira coluna); nula quando falta.' })
  posicao!: number | null;

  @Field()
  obrigatoria!: boolean;
}

@ObjectType('PreviaDeImportacao', { description: 'As primeiras linhas do arquivo, lidas como serão gravadas.' })
export class PreviaDeImportacao {
  @Field(() => [ColunaMapeada])
  colunas!: ColunaMapeada[];

  @Field(() => [String], { description: 'Cabeçalhos do arquivo que nenhuma coluna usa (ignorados).' })
  ignoradas!: string[];

  @Field(() => [[String]], { description: 'As primeiras linhas: um texto por coluna, na ordem de `colunas`.' })
  linhas!: string[][];
}

@ObjectType('ImportacaoDeConjunto', { description: 'Uma importação em lote de um conjunto da transparência (docs/importacao.md).' })
@Entity({ tableName: 'importacoes_conjuntos' })
@Index({ properties: ['conjunto', 'criadaEm'] })
export class ImportacaoDeConjunto {
  [OptionalProps]?: 'tamanho' | 'situacao' | 'bytesLidos' | 'linhasProcessadas' | 'totalLinhas' | 'adicionadas' | 'alteradas' | 'removidas' | 'periodos' | 'erros' | 'totalErros' | 'criadaEm';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Id do conjunto no catálogo (`empenhos`).' })
  @Property({ length: 60 })
  conjunto!: string;

  @Field()
  @Property({ length: 255 })
  nomeArquivo!: string;

  @Field({ description: 'csv ou xlsx.' })
  @Property({ length: 4 })
  formato!: string;

  /** Key of the uploaded file in the blob store (kept: docs/importacao.md). */
  @Property({ length: 80, nullable: true })
  arquivoChave?: string | null;

  @Field(() => String, { nullable: true, description: 'SHA-256 do arquivo enviado, em hexadecimal.' })
  @Property({ length: 64, nullable: true })
  sha256?: string | null;

  @Field(() => Float, { description: 'Tamanho do arquivo em bytes.' })
  @Property({ type: 'bigint', runtimeType: 'number' })
  tamanho: number = 0;

  /** The staff user who sent it; null for the command line. */
  @Property({ type: 'integer', nullable: true })
  usuarioId?: number | null;

  @Field(() => String, { description: 'recebendo, recusada, validada, na_fila, processando, concluida ou falhou.' })
  @Property({ length: 20 })
  situacao: SituacaoDaImportacao = 'recebendo';

  @Field(() => Float, { description: 'Bytes do arquivo já lidos pela importação (progresso).' })
  @Property({ type: 'bigint', runtimeType: 'number' })
  bytesLidos: number = 0;

  @Field(() => Int, { description: 'Linhas já lidas pela importação (progresso).' })
  @Property()
  linhasProcessadas: number = 0;

  @Field(() => Int, { description: 'Linhas de dados do arquivo (sem o cabeçalho), contadas na prévia.' })
  @Property()
  totalLinhas: number = 0;

  @Field(() => Int, { description: 'Linhas novas (na prévia: as que seriam incluídas).' })
  @Property()
  adicionadas: number = 0;

  @Field(() => Int, { description: 'Linhas existentes com algum valor diferente, atualizadas.' })
  @Property()
  alteradas: number = 0;

  @Field(() => Int, { description: 'Linhas dos períodos do arquivo que o arquivo não traz, removidas.' })
  @Property()
  removidas: number = 0;

  @Field(() => [String], { description: 'Períodos substituídos (MM/AAAA ou AAAA).' })
  @Property({ type: 'json' })
  periodos: string[] = [];

  @Field(() => PreviaDeImportacao, { nullable: true })
  @Property({ type: 'json', nullable: true })
  previa?: PreviaDeImportacao | null;

  @Field(() => [ErroDeImportacao], { description: 'Os erros encontrados (até 200; `totalErros` conta todos).' })
  @Property({ type: 'json' })
  erros: ErroDeImportacao[] = [];

  @Field(() => Int)
  @Property()
  totalErros: number = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  mensagem?: string | null;

  /** The pg-boss job that applies it (docs/importacao.md, "O trabalho"). */
  @Field(() => String, { nullable: true, description: 'Id do trabalho na fila (tela Trabalhos em segundo plano).' })
  @Property({ length: 40, nullable: true })
  trabalhoId?: string | null;

  @Field()
  @Property()
  criadaEm: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  concluidaEm?: Date | null;
}
