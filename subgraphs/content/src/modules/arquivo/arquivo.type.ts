import { urlDoArquivo, ValidacaoError, type ReferenciaDeArquivo } from '@alego/kit';
import { Arg, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';

/** What a subgraph keeps of a signed file reference: everything but the signature. */
export type ArquivoGuardado = Omit<ReferenciaDeArquivo, 'assinatura'>;

export function guardarArquivo(ref: ReferenciaDeArquivo): ArquivoGuardado {
  const { chave, nome, tipo, tamanho, largura, altura } = ref;
  return { chave, nome, tipo, tamanho, largura: largura ?? undefined, altura: altura ?? undefined };
}

export const LARGURA_MINIATURA_MAXIMA = 2000;

@ObjectType({ description: 'Arquivo guardado pelo pipeline de arquivos do gateway; URLs assinadas e estáveis.' })
export class Arquivo {
  /** Storage key; never exposed, only through signed URLs. */
  chave!: string;

  @Field()
  nome!: string;

  @Field({ description: 'Tipo MIME: image/jpeg, image/png ou image/gif.' })
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
    if (!Number.isInteger(largura) || largura < 1 || largura > LARGURA_MINIATURA_MAXIMA) {
      throw new ValidacaoError(`A largura da miniatura deve estar entre 1 e ${LARGURA_MINIATURA_MAXIMA} pixels.`);
    }
    return urlDoArquivo(arquivo.chave, { largura });
  }
}
