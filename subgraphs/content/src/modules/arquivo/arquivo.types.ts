import { miniaturaDe, urlDoArquivo, type ArquivoGuardado } from '@alego/kit';
import { Arg, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';

@ObjectType({ description: 'Arquivo guardado pelo pipeline de arquivos do gateway; URLs assinadas e estáveis.' })
export class Arquivo {
  /** Storage key; never exposed, only through signed URLs. */
  chave!: string;

  @Field()
  nome!: string;

  @Field({ description: 'Tipo MIME: image/jpeg, image/png, image/gif ou, num documento, application/pdf.' })
  tipo!: string;

  @Field(() => Int, { description: 'Tamanho em bytes.' })
  tamanho!: number;

  @Field(() => Int, { nullable: true })
  largura?: number;

  @Field(() => Int, { nullable: true })
  altura?: number;
}

export function arquivoDe(guardado: ArquivoGuardado | null | undefined): Arquivo | null {
  return guardado ? Object.assign(new Arquivo(), guardado) : null;
}

@Resolver(() => Arquivo)
export class ArquivoResolver {
  @FieldResolver(() => String, { description: 'Caminho assinado do arquivo: /arquivos/<chave>?v=…' })
  url(@Root() arquivo: Arquivo): string {
    return urlDoArquivo(arquivo.chave);
  }

  @FieldResolver(() => String, { description: 'Variante redimensionada, gerada sob demanda pelo gateway.' })
  miniatura(@Root() arquivo: Arquivo, @Arg('largura', () => Int, { defaultValue: 400 }) largura: number): string {
    return miniaturaDe(arquivo, largura);
  }
}
