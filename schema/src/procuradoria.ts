/**
 * Procuradoria (issue 17 item 2, docs/procuradoria.md): o conteúdo em texto rico por aba e campo e os arquivos da
 * Procuradoria-Geral e da Procuradoria Especial da Mulher. Cada entrada dá o recurso genérico do admin, os caminhos
 * REST de `/api/admin/...` e a permissão das contas de demonstração.
 */

import type { AdminDoCatalogo, OpcaoDoCampo } from './admin.js';

/** As abas do conteúdo: a página `/procuradoria` e o microsite `/sites/procuradoriadamulher`. */
export const ABAS_PROCURADORIA: readonly OpcaoDoCampo[] = [
  { valor: 'conteudo', rotulo: 'Procuradoria-Geral' },
  { valor: 'mulher', rotulo: 'Procuradoria Especial da Mulher' },
];

/** Os campos (seções) de cada aba, na ordem em que a página pública os mostra. */
export const CAMPOS_PROCURADORIA: readonly OpcaoDoCampo[] = [
  { valor: 'institucional', rotulo: 'Institucional' },
  { valor: 'competencias', rotulo: 'Competências' },
  { valor: 'equipe', rotulo: 'Equipe' },
  { valor: 'atendimento', rotulo: 'Atendimento' },
  { valor: 'legislacao', rotulo: 'Legislação' },
  { valor: 'servicos', rotulo: 'Serviços' },
];

/** As abas dos arquivos: os da Procuradoria-Geral e os da Procuradoria da Mulher. */
export const ABAS_PROCURADORIA_ARQUIVOS: readonly OpcaoDoCampo[] = [
  { valor: 'arquivo', rotulo: 'Procuradoria-Geral' },
  { valor: 'mulher', rotulo: 'Procuradoria Especial da Mulher' },
];

/** Onde a página pública de cada aba mostra um conteúdo (o endereço que o admin copia). */
export const PAGINAS_PROCURADORIA: Readonly<Record<string, string>> = { conteudo: '/procuradoria', arquivo: '/procuradoria', mulher: '/sites/procuradoriadamulher' };

export const MENSAGENS_PROCURADORIA = {
  repetido: 'Já existe um conteúdo da procuradoria nesta aba e neste campo: edite-o.',
  semArquivo: 'Envie o arquivo em PDF.',
} as const;

/** back-office §2 `procuradoria`: um texto por aba e campo (padrões aba=conteudo, campo=institucional). */
export const PROCURADORIAS: AdminDoCatalogo = {
  recurso: 'procuradorias',
  permissao: 'api/admin/procuradorias',
  caminho: '/procuradoria',
  grupo: 'Portal',
  rotulo: 'Procuradoria',
  rotuloItem: 'Conteúdo da procuradoria',
  feminino: false,
  graphql: { singular: 'procuradoria', plural: 'procuradorias' },
  busca: ['titulo', 'conteudo'],
  filtros: ['aba', 'campo'],
  abasDaLista: 'aba',
  lista: [
    { campo: 'aba', rotulo: 'Aba', mostrar: 'abaNome' },
    { campo: 'campo', rotulo: 'Campo', mostrar: 'campoNome' },
    { campo: 'titulo', rotulo: 'Título' },
    { campo: 'data', rotulo: 'Data', formato: 'data' },
  ],
  exibicao: [
    { campo: 'aba', rotulo: 'Aba', mostrar: 'abaNome' },
    { campo: 'campo', rotulo: 'Campo', mostrar: 'campoNome' },
    { campo: 'titulo', rotulo: 'Título' },
    { campo: 'data', rotulo: 'Data', formato: 'data' },
    { campo: 'conteudo', rotulo: 'Conteúdo', formato: 'html' },
  ],
  // back-office §6: the procuradoria form accepts everything; the server fills the defaults and checks the choices.
  formulario: [
    { campo: 'aba', rotulo: 'Aba', tipo: 'opcoes', opcoes: ABAS_PROCURADORIA, valorPadrao: 'conteudo', descricao: 'conteudo (Procuradoria-Geral) ou mulher; sem ela, conteudo.' },
    { campo: 'campo', rotulo: 'Campo', tipo: 'opcoes', opcoes: CAMPOS_PROCURADORIA, valorPadrao: 'institucional', descricao: 'A seção da página (institucional, competencias, equipe, atendimento, legislacao, servicos); sem ele, institucional.' },
    { campo: 'titulo', rotulo: 'Título', tipo: 'texto', maximo: 200, ajuda: 'Em branco, o nome do campo.' },
    { campo: 'data', rotulo: 'Data', tipo: 'data', descricao: 'AAAA-MM-DD: a data de atualização mostrada na página.' },
    { campo: 'conteudo', rotulo: 'Conteúdo', tipo: 'textoRico', alturaDoEditor: 500, descricao: 'HTML do editor (saneado ao guardar).' },
  ],
  // back-office §2: the procuradoria list is a table or cards.
  cartao: {
    titulo: { campo: 'titulo', rotulo: 'Título' },
    linhas: [
      { campo: 'aba', rotulo: 'Aba', mostrar: 'abaNome' },
      { campo: 'campo', rotulo: 'Campo', mostrar: 'campoNome' },
      { campo: 'data', rotulo: 'Data', formato: 'data' },
    ],
    texto: { campo: 'conteudo', rotulo: 'Conteúdo', formato: 'html' },
  },
  descrever: 'o conteúdo "{titulo}" da procuradoria',
  excluindo: 'Excluindo procuradoria...',
  copiarEndereco: { endereco: (r) => `${PAGINAS_PROCURADORIA[String(r.aba)] ?? '/procuradoria'}#${String(r.campo)}`, mensagem: 'Endereço copiado!' },
  // back-office §7: "procuradoria save carries aba and campo" (the edit route's ?aba&campo).
  rest: { daConsulta: ['aba', 'campo'] },
};

/** back-office §2 `procuradoria-arquivos`: os arquivos (padrão aba=arquivo); salvar ou excluir volta à procuradoria. */
export const PROCURADORIA_ARQUIVOS: AdminDoCatalogo = {
  recurso: 'procuradoria_arquivos',
  permissao: 'api/admin/procuradoria_arquivos',
  caminho: '/procuradoria-arquivos',
  grupo: 'Portal',
  rotulo: 'Arquivos da procuradoria',
  rotuloItem: 'Arquivo da procuradoria',
  feminino: false,
  graphql: { singular: 'procuradoriaArquivo', plural: 'procuradoriaArquivos' },
  busca: ['titulo'],
  filtros: ['aba'],
  abasDaLista: 'aba',
  lista: [
    { campo: 'aba', rotulo: 'Aba', mostrar: 'abaNome' },
    { campo: 'titulo', rotulo: 'Título' },
    { campo: 'data', rotulo: 'Data', formato: 'data' },
    { campo: 'arquivo', rotulo: 'Arquivo' },
  ],
  exibicao: [
    { campo: 'aba', rotulo: 'Aba', mostrar: 'abaNome' },
    { campo: 'titulo', rotulo: 'Título' },
    { campo: 'data', rotulo: 'Data', formato: 'data' },
    { campo: 'arquivo', rotulo: 'Arquivo' },
  ],
  formulario: [
    { campo: 'aba', rotulo: 'Aba', tipo: 'opcoes', opcoes: ABAS_PROCURADORIA_ARQUIVOS, valorPadrao: 'arquivo', descricao: 'arquivo (Procuradoria-Geral) ou mulher; sem ela, arquivo.' },
    { campo: 'titulo', rotulo: 'Título', tipo: 'texto', maximo: 200, ajuda: 'Em branco, o nome do arquivo.' },
    { campo: 'data', rotulo: 'Data', tipo: 'data', descricao: 'AAAA-MM-DD: a data do documento.' },
    { campo: 'arquivo', rotulo: 'Arquivo PDF', tipo: 'pdf', ajuda: 'Somente .pdf.', descricao: 'PDF enviado por multipart; obrigatório ao criar.' },
  ],
  descrever: 'o arquivo "{titulo}" da procuradoria',
  retorno: '/procuradoria',
  rest: { envelope: 'arquivo' },
};

export const CADASTROS_PROCURADORIA: readonly AdminDoCatalogo[] = [PROCURADORIAS, PROCURADORIA_ARQUIVOS];
