import { cabeNaColuna, normalizarValor } from '../../lib/dinheiro.js';
import { CadastroComAno, guardarPdf, regraDoAno, regrasDoPdf } from '../relatorio-pdf/relatorio-pdf.js';
import { TIPOS_ORCAMENTO, type Orcamento, type TipoOrcamentoValor } from './orcamento.entity.js';
import type { OrcamentoInput } from './orcamento.inputs.js';

export const MENSAGEM_AUTORIZADO_OBRIGATORIO = 'Informe o valor autorizado com pessoal.';

export function tipoOrcamentoValido(tipo: string | undefined): tipo is TipoOrcamentoValor {
  return !!tipo && Object.hasOwn(TIPOS_ORCAMENTO, tipo);
}

export function regrasOrcamento(dados: OrcamentoInput, { atual }: { atual?: Orcamento }): string[] {
  const erros = regraDoAno(CadastroComAno.ORCAMENTO, dados.ano);
  if (!tipoOrcamentoValido(dados.tipo)) erros.push('Tipo de orçamento inválido: use loa, ldo, qdd ou ppa.');
  const texto = dados.autorizadoComPessoal?.trim();
  if (texto) {
    const valor = normalizarValor(texto);
    if (valor === null) erros.push('Informe um valor autorizado com pessoal válido, por exemplo 1234,56.');
    else if (!cabeNaColuna(valor)) erros.push('O valor autorizado com pessoal não pode passar de R$ 999.999.999.999,99.');
  } else if (!tipoOrcamentoValido(dados.tipo) || TIPOS_ORCAMENTO[dados.tipo].exigeAutorizadoComPessoal) {
    erros.push(MENSAGEM_AUTORIZADO_OBRIGATORIO);
  }
  if ((dados.descricao?.trim().length ?? 0) > 300) erros.push('A descrição deve ter no máximo 300 caracteres.');
  erros.push(...regrasDoPdf(dados.arquivo, !!atual?.arquivo));
  return erros;
}

export function orcamentoParaEntidade(dados: OrcamentoInput): Partial<Orcamento> {
  const { arquivo, descricao, autorizadoComPessoal, ...resto } = dados;
  const texto = autorizadoComPessoal?.trim();
  return {
    ...resto,
    autorizadoComPessoal: texto ? normalizarValor(texto) : null,
    descricao: descricao?.trim() || null,
    ...(arquivo ? { arquivo: guardarPdf(arquivo) } : {}),
  };
}
