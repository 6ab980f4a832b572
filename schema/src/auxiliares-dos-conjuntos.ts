/**
 * As peças que as entradas de `CONJUNTOS` repetem (filtros de termo, ano e mês, colunas de registro em PDF, a parte
 * REST e o cadastro de um registro em PDF), fora de `conjuntos.ts` para que os arquivos de entradas (como
 * `conjuntos-parlamentares.ts`) as usem sem ciclo de imports.
 */

import type { AdminDoCatalogo } from './admin.js';
import type { Coluna, Conjunto, Filtro } from './conjuntos.js';
import { MESES } from './pt-br.js';
import { adminRestDe, crudDe, type RestDoConjunto, type Vocabulario } from './rest.js';

/** Prefixo das telas no site público. */
export const BASE_DA_TRANSPARENCIA = '/transparencia';

export const anosComDados = (caminho: string, cadastro: string) => ({ caminho, raiz: 'anosComDados', argumentos: `cadastro: ${cadastro}` });

/**
 * A parte REST de um registro de documentos em PDF: a lista pública (`/<lista>`, `/<lista>/anos` dos anos com dados) e
 * o cadastro (`/api/admin/<admin>`, `/<admin>/anos` dos anos permitidos), o arquivo em multipart no campo `arquivo`.
 */
export function restDeRegistroPdf(r: {
  /** A primeira é a base de `/anos` e do item. */
  lista?: readonly string[];
  item?: true;
  campos: string;
  cadastro: string;
  /** O cadastro, de onde vêm o caminho do admin, os campos do formulário legado e o campo do PDF. */
  admin: AdminDoCatalogo;
  mensagem?: string;
  /** A lista de tipos do registro, na API pública e, se `noCadastro`, também no cadastro. */
  tipos?: { vocabulario: Vocabulario; noCadastro?: true };
}): RestDoConjunto {
  const base = r.lista?.[0];
  const tipos = r.tipos ? [r.tipos.vocabulario] : [];
  return {
    ...(base ? { lista: r.lista, vocabularios: [anosComDados(`${base}/anos`, r.cadastro), ...tipos] } : {}),
    ...(base && r.item ? { item: `${base}/:id` } : {}),
    campos: `${r.campos} arquivo { nome tamanho url }`,
    admin: adminRestDe(r.admin, {
      ...(r.mensagem ? { mensagem: r.mensagem } : {}),
      vocabularios: [{ caminho: `${r.admin.caminhoRest ?? r.admin.caminho}/anos`, raiz: 'anosPermitidos', argumentos: `cadastro: ${r.cadastro}` }, ...(r.tipos?.noCadastro ? tipos : [])],
    }),
  };
}

/** O que uma entrada com cadastro no admin tira dele: a parte administrativa, as raízes do CRUD e a permissão. */
export function comCadastro(admin: AdminDoCatalogo): Pick<Conjunto, 'admin' | 'graphql' | 'permissao'> {
  return { admin, graphql: crudDe(admin), permissao: admin.permissao };
}

export const FILTRO_TERMO: Filtro = {
  nome: 'termo',
  rotulo: 'Termo',
  tipo: 'texto',
  descricao: 'Palavras do objeto, do fornecedor ou do número; ou o CNPJ, com ou sem pontuação.',
};

export const FILTRO_ANO: Filtro = { nome: 'ano', rotulo: 'Ano', tipo: 'inteiro', descricao: 'Ano do instrumento.', minimo: 1900, maximo: 2100, rest: { mensagem: 'Informe um ano válido, por exemplo 2025.' } };

export const FILTRO_MES: Filtro = {
  nome: 'mes',
  rotulo: 'Mês',
  tipo: 'inteiro',
  descricao: 'Mês de referência, de 1 a 12.',
  minimo: 1,
  maximo: 12,
  rest: { mensagem: 'Informe um mês entre 1 e 12.' },
  opcoes: MESES.map((nome, i) => ({ valor: String(i + 1), rotulo: nome.charAt(0).toUpperCase() + nome.slice(1) })),
};

export const filtroAno = (descricao: string): Filtro => ({ ...FILTRO_ANO, descricao });

export const filtroTermo = (descricao: string): Filtro => ({ ...FILTRO_TERMO, descricao });

export const COLUNA_ANO: Coluna = { campo: 'ano', rotulo: 'Ano', tipo: 'ano', descricao: 'Ano de referência.' };

export const COLUNA_MES: Coluna = { campo: 'mes', rotulo: 'Mês', tipo: 'mes', descricao: 'Mês de referência (1 a 12).' };

export const COLUNA_DESCRICAO: Coluna = { campo: 'descricao', rotulo: 'Descrição', tipo: 'texto', descricao: 'Descrição do documento.' };

export const COLUNA_ARQUIVO: Coluna = { campo: 'arquivo.url', rotulo: 'Documento', tipo: 'url', descricao: 'Endereço do documento em PDF (vazio quando não há arquivo).' };
