import { formatarCodigo, nomeDoMes } from '@alego/catalog';
import { createVerificacaoResolver, DocumentoEmitido, emitirDocumento, qrCodeSvg, revogarDocumentos, ValidacaoError, type SubgraphContext } from '@alego/kit';
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { formatarReais } from '../../lib/dinheiro.js';
import { regraDoMes } from '../relatorio-pdf/relatorio-pdf.js';
import { Remuneracao } from './remuneracao.entity.js';

export const EMISSOR_DO_CONTRACHEQUE = 'Assembleia Legislativa do Estado de Goiás';

@ObjectType({ description: 'O código de verificação de um contracheque, com o QR code que abre a conferência (/cad).' })
export class ContrachequeEmitido {
  @Field({ description: 'Em grupos de 5 caracteres, como vai impresso.' })
  codigo!: string;

  @Field({ description: 'QR code em SVG que abre /cad/{codigo}.' })
  qrCodeSvg!: string;
}

/** O que o contracheque mostra e a conferência confirma: emissor, período e líquido (public-site §2, Payslip validation). */
export function detalhesDoContracheque(remuneracao: Remuneracao): { rotulo: string; valor: string }[] {
  return [
    { rotulo: 'Emissor', valor: EMISSOR_DO_CONTRACHEQUE },
    { rotulo: 'Matrícula', valor: remuneracao.matricula },
    { rotulo: 'Período', valor: periodoDoContracheque(remuneracao) },
    { rotulo: 'Valor líquido', valor: formatarReais(remuneracao.liquido) },
  ];
}

/** "Março de 2025", como a consulta de remuneração o mostra. */
export function periodoDoContracheque({ ano, mes }: { ano: number; mes: number }): string {
  const nome = nomeDoMes(mes);
  return `${nome.charAt(0).toUpperCase()}${nome.slice(1)} de ${ano}`;
}

/** Compared by value: jsonb does not keep the order of an object's keys. */
function mesmosDetalhes(a: readonly { rotulo: string; valor: string }[], b: readonly { rotulo: string; valor: string }[]): boolean {
  return a.length === b.length && a.every((d, i) => d.rotulo === b[i]?.rotulo && d.valor === b[i]?.valor);
}

const origem = (remuneracao: Remuneracao) => `contracheque:${remuneracao.id}`;

@Resolver()
export class ContrachequeResolver {
  /**
   * O código do contracheque de uma matrícula num mês: o mesmo a cada consulta enquanto a folha não muda; se uma
   * reimportação mudou o que o contracheque mostra, o código antigo deixa de conferir e um novo é emitido.
   */
  @Mutation(() => ContrachequeEmitido, { nullable: true, description: 'Emite (ou reaproveita) o código de verificação do contracheque; nulo se não houver remuneração.' })
  async emitirContracheque(
    @Arg('matricula') matricula: string,
    @Arg('ano', () => Int) ano: number,
    @Arg('mes', () => Int) mes: number,
    @Ctx() { em }: SubgraphContext,
  ): Promise<ContrachequeEmitido | null> {
    const limpa = matricula.trim();
    const erros: string[] = [];
    if (!limpa || limpa.length > 20) erros.push('Informe a matrícula.');
    if (!Number.isInteger(ano) || ano < 2013 || ano > 2200) erros.push('Informe um ano válido.');
    erros.push(...regraDoMes(mes));
    if (erros.length) throw new ValidacaoError(erros);
    const remuneracao = await em.findOne(Remuneracao, { matricula: limpa, ano, mes });
    if (!remuneracao) return null;
    const detalhes = detalhesDoContracheque(remuneracao);
    const documento = await em.transactional(async (tx) => {
      const atual = await tx.findOne(DocumentoEmitido, { origem: origem(remuneracao) });
      if (atual && atual.titular === remuneracao.nome && mesmosDetalhes(atual.detalhes, detalhes)) return atual;
      await revogarDocumentos(tx, origem(remuneracao));
      const novo = emitirDocumento(tx, { emissor: 'folha', tipo: 'Contracheque', titular: remuneracao.nome, detalhes, origem: origem(remuneracao) });
      await tx.flush();
      return novo;
    });
    return { codigo: formatarCodigo(documento.codigo), qrCodeSvg: await qrCodeSvg(documento.codigo) };
  }
}

export const VerificacaoFolhaResolver = createVerificacaoResolver('folha');
