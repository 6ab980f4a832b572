/**
 * Conteúdo institucional (issue 17, docs/institucional.md): as entradas do catálogo da política de privacidade, das
 * perguntas frequentes e das suas categorias. Cada uma dá o recurso genérico do admin, os caminhos REST de
 * `/api/admin/...` (motor do gateway) e as permissões das contas de demonstração.
 */

import type { AdminDoCatalogo, CampoDoFormulario, FormatosDoArquivo } from './admin.js';
import { CADASTROS_ASSESSORAMENTO } from './assessoramento.js';
import { CADASTROS_PROCURADORIA } from './procuradoria.js';

/** As versões da Política de Privacidade: uma por registro, numeradas na ordem em que são criadas. */
export const POLITICAS_PRIVACIDADE: AdminDoCatalogo = {
  recurso: 'politica_privacidade',
  permissao: 'api/admin/politica_privacidade',
  caminho: '/politica-privacidade',
  grupo: 'Portal',
  rotulo: 'Política de privacidade',
  rotuloItem: 'Versão da política de privacidade',
  feminino: true,
  graphql: { singular: 'politicaPrivacidade', plural: 'politicasPrivacidade' },
  busca: ['conteudo', 'resumoAlteracoes'],
  lista: [
    { campo: 'versao', rotulo: 'Versão' },
    { campo: 'vigenteDesde', rotulo: 'Vigente desde', formato: 'data' },
    { campo: 'resumoAlteracoes', rotulo: 'O que mudou' },
  ],
  exibicao: [
    { campo: 'versao', rotulo: 'Versão' },
    { campo: 'vigenteDesde', rotulo: 'Vigente desde', formato: 'data' },
    { campo: 'resumoAlteracoes', rotulo: 'O que mudou' },
    { campo: 'conteudo', rotulo: 'Texto', formato: 'html' },
  ],
  formulario: [
    {
      campo: 'vigenteDesde',
      rotulo: 'Vigente desde',
      tipo: 'data',
      obrigatorio: true,
      descricao: 'AAAA-MM-DD: a partir deste dia a versão é a vigente e quem aceitou outra é convidado a aceitá-la.',
      mensagens: { obrigatorio: 'Informe a data a partir da qual a versão vale.' },
    },
    { campo: 'resumoAlteracoes', rotulo: 'O que mudou', tipo: 'textoLongo', maximo: 500, ajuda: 'Mostrado ao cidadão quando ele é convidado a aceitar a nova versão.' },
    { campo: 'conteudo', rotulo: 'Texto da política', tipo: 'textoRico', obrigatorio: true, descricao: 'HTML do editor (saneado ao guardar).', mensagens: { obrigatorio: 'Informe o texto da política de privacidade.' } },
  ],
  descrever: 'a versão {versao} da política de privacidade',
  rest: {},
};

export const ORDEM_FAQ_MAXIMA = 9999;

/** A posição na lista; vazia num registro novo, o servidor dá a próxima livre (`proxima-ordem`, back-office §5). */
const ORDEM_SUGERIDA: CampoDoFormulario = {
  campo: 'ordem',
  rotulo: 'Ordem',
  tipo: 'inteiro',
  limites: { minimo: 1, maximo: ORDEM_FAQ_MAXIMA },
  ajuda: 'Em branco, a próxima posição livre.',
  descricao: 'Posição na lista, de 1 em diante (menor primeiro); sem ela, a próxima livre.',
  mensagens: { invalido: `A ordem deve ser um número inteiro entre 1 e ${ORDEM_FAQ_MAXIMA}.` },
};

/** Categorias das perguntas frequentes (back-office §2 `categorias-perguntas-frequentes`), em ordem. */
export const CATEGORIAS_PERGUNTAS_FREQUENTES: AdminDoCatalogo = {
  recurso: 'categorias_perguntas_frequentes',
  permissao: 'api/admin/categorias_perguntas_frequentes',
  caminho: '/categorias-perguntas-frequentes',
  grupo: 'Portal',
  rotulo: 'Categorias de perguntas frequentes',
  rotuloItem: 'Categoria de perguntas frequentes',
  feminino: true,
  graphql: { singular: 'categoriaPerguntaFrequente', plural: 'categoriasPerguntasFrequentes' },
  busca: ['nome'],
  lista: [{ campo: 'ordem', rotulo: 'Ordem' }, { campo: 'nome', rotulo: 'Nome' }],
  exibicao: [{ campo: 'ordem', rotulo: 'Ordem' }, { campo: 'nome', rotulo: 'Nome' }],
  formulario: [
    { campo: 'nome', rotulo: 'Nome', tipo: 'texto', obrigatorio: true, maximo: 255, mensagens: { obrigatorio: 'Informe o nome da categoria.' } },
    ORDEM_SUGERIDA,
  ],
  descrever: 'a categoria "{nome}"',
  rest: { vocabularios: [{ caminho: '/categorias-perguntas-frequentes/proxima-ordem', raiz: 'proximaOrdemCategoriaPerguntaFrequente' }] },
};

/** Perguntas frequentes (back-office §2 `perguntas-frequentes`): em ordem dentro da categoria, resposta em HTML. */
export const PERGUNTAS_FREQUENTES: AdminDoCatalogo = {
  recurso: 'pergunta_frequentes',
  permissao: 'api/admin/pergunta_frequentes',
  caminho: '/perguntas-frequentes',
  grupo: 'Portal',
  rotulo: 'Perguntas frequentes',
  rotuloItem: 'Pergunta frequente',
  feminino: true,
  graphql: { singular: 'perguntaFrequente', plural: 'perguntasFrequentes' },
  busca: ['pergunta', 'resposta'],
  lista: [
    { campo: 'categoriaPerguntaFrequenteId', rotulo: 'Categoria', mostrar: 'categoriaNome' },
    { campo: 'ordem', rotulo: 'Ordem' },
    { campo: 'pergunta', rotulo: 'Pergunta' },
  ],
  exibicao: [
    { campo: 'categoriaPerguntaFrequenteId', rotulo: 'Categoria', mostrar: 'categoriaNome' },
    { campo: 'ordem', rotulo: 'Ordem' },
    { campo: 'pergunta', rotulo: 'Pergunta' },
    { campo: 'resposta', rotulo: 'Resposta', formato: 'html' },
  ],
  formulario: [
    {
      campo: 'categoriaPerguntaFrequenteId',
      rotulo: 'Categoria',
      tipo: 'personalizado',
      componente: 'CategoriaDaPergunta',
      obrigatorio: true,
      descricao: 'Categoria (categoriasPerguntasFrequentes).',
      mensagens: { obrigatorio: 'Selecione a categoria da pergunta.' },
    },
    ORDEM_SUGERIDA,
    { campo: 'pergunta', rotulo: 'Pergunta', tipo: 'texto', obrigatorio: true, maximo: 500, mensagens: { obrigatorio: 'Informe a pergunta.' } },
    { campo: 'resposta', rotulo: 'Resposta', tipo: 'textoRico', obrigatorio: true, descricao: 'HTML do editor (saneado ao guardar).', mensagens: { obrigatorio: 'Informe a resposta.' } },
  ],
  // The spec's warning: deleting a question renumbers the ones after it in the category.
  descrever: 'a pergunta "{pergunta}" (as perguntas seguintes da categoria serão reordenadas)',
  rest: {
    vocabularios: [{ caminho: '/perguntas-frequentes/proxima-ordem', raiz: 'proximaOrdemPerguntaFrequente', parametros: { categoria: 'ID' } }],
  },
};

/** As áreas com configurações (uma por área); hoje só as notícias (docs/configuracoes.md). */
export const AREAS_DE_CONFIGURACAO = { noticias: 'Notícias' } as const;
export const CATEGORIAS_PADRAO_NOTICIA = { assembleia: 'Assembleia', especiais: 'Matérias especiais', discurso: 'Discursos' } as const;
export const MENSAGENS_CONFIGURACAO = {
  repetida: 'Já existe uma configuração para esta área: edite-a.',
  exclusao: 'A configuração de uma área não pode ser excluída: o formulário de notícias a lê.',
} as const;

/**
 * Configurações (back-office §7 `GET /configuracoes/{id}`, `/configuracoes/noticias`): um registro por área, editado
 * no admin. O das notícias dá a fonte e a categoria que o formulário de uma notícia nova sugere.
 */
export const CONFIGURACOES: AdminDoCatalogo = {
  recurso: 'configuracoes',
  permissao: 'api/admin/configuracoes',
  caminho: '/configuracoes',
  grupo: 'Configurações',
  rotulo: 'Configurações',
  rotuloItem: 'Configuração',
  feminino: true,
  graphql: { singular: 'configuracao', plural: 'configuracoes' },
  lista: [{ campo: 'area', rotulo: 'Área', mostrar: 'areaDescricao' }, { campo: 'fontePadrao', rotulo: 'Fonte padrão das notícias' }],
  exibicao: [
    { campo: 'area', rotulo: 'Área', mostrar: 'areaDescricao' },
    { campo: 'fontePadrao', rotulo: 'Fonte padrão das notícias' },
    { campo: 'categoriaPadrao', rotulo: 'Categoria padrão das notícias', mostrar: 'categoriaPadraoDescricao' },
  ],
  formulario: [
    {
      campo: 'area',
      rotulo: 'Área',
      tipo: 'opcoes',
      obrigatorio: true,
      opcoes: Object.entries(AREAS_DE_CONFIGURACAO).map(([valor, rotulo]) => ({ valor, rotulo })),
      descricao: 'Área: noticias.',
      mensagens: { invalido: 'Área de configuração inválida' },
    },
    {
      campo: 'fontePadrao',
      rotulo: 'Fonte padrão das notícias',
      tipo: 'texto',
      obrigatorio: true,
      maximo: 120,
      ajuda: 'Preenche a fonte de uma notícia nova (o gabinete de um deputado a troca pela dele).',
      mensagens: { obrigatorio: 'Informe a fonte padrão das notícias.' },
    },
    {
      campo: 'categoriaPadrao',
      rotulo: 'Categoria padrão das notícias',
      tipo: 'opcoes',
      obrigatorio: true,
      opcoes: Object.entries(CATEGORIAS_PADRAO_NOTICIA).map(([valor, rotulo]) => ({ valor, rotulo })),
      descricao: 'Categoria sugerida a uma notícia nova: assembleia, especiais ou discurso (usuários de gabinete escrevem sempre em gabinete).',
      mensagens: { invalido: 'Categoria padrão inválida' },
    },
  ],
  descrever: 'a configuração de {areaDescricao}',
  fixos: true,
  sucesso: 'Configurações salvas com sucesso.',
};

export const TIPOS_DE_CONTATO = [
  { valor: 'departamento', rotulo: 'Setor' },
  { valor: 'gabinete', rotulo: 'Gabinete de deputado' },
] as const;
export const TIPOS_DE_TELEFONE = [
  { valor: 'telefone', rotulo: 'Telefone' },
  { valor: 'fax', rotulo: 'Fax' },
] as const;
export const MENSAGEM_ERRO_AO_SALVAR_CONTATO = 'Erro ao salvar';

/**
 * O diretório de contatos (back-office §7 `/contatos`, docs/contatos.md): setores e gabinetes com os seus telefones,
 * cada um telefone ou fax (`telefones_lotacao_attributes` do formulário legado). A lista e a exibição são lidas pelas
 * consultas `*Admin` (permissões index e show); as páginas públicas `contatos` e o PDF leem o mesmo diretório.
 */
export const CONTATOS: AdminDoCatalogo = {
  recurso: 'contatos',
  permissao: 'api/admin/contatos',
  caminho: '/contatos',
  grupo: 'Portal',
  rotulo: 'Contatos',
  rotuloItem: 'Contato',
  feminino: false,
  graphql: { singular: 'contato', plural: 'diretorioDeContatos' },
  leituraProtegida: true,
  busca: ['nome', 'responsavel', 'email'],
  filtros: ['tipo'],
  lista: [
    { campo: 'nome', rotulo: 'Nome' },
    { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' },
    { campo: 'telefones', rotulo: 'Telefones' },
  ],
  exibicao: [
    { campo: 'nome', rotulo: 'Nome' },
    { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' },
    { campo: 'responsavel', rotulo: 'Responsável' },
    { campo: 'telefones', rotulo: 'Telefones' },
    { campo: 'fax', rotulo: 'Fax' },
    { campo: 'email', rotulo: 'E-mail' },
    { campo: 'localizacao', rotulo: 'Localização' },
    { campo: 'ordem', rotulo: 'Ordem' },
  ],
  formulario: [
    { campo: 'nome', rotulo: 'Nome', tipo: 'texto', obrigatorio: true, maximo: 255, mensagens: { obrigatorio: 'Informe o nome do setor ou do gabinete.' } },
    {
      campo: 'tipo',
      rotulo: 'Tipo',
      tipo: 'opcoes',
      obrigatorio: true,
      opcoes: TIPOS_DE_CONTATO,
      descricao: 'departamento (um setor) ou gabinete (o gabinete de um deputado).',
      mensagens: { obrigatorio: 'Selecione o tipo do contato.', invalido: 'Tipo de contato inválido' },
    },
    { campo: 'responsavel', rotulo: 'Responsável', tipo: 'texto', maximo: 255, ajuda: 'O deputado, num gabinete.' },
    {
      campo: 'telefonesLotacao',
      rotulo: 'Telefones',
      tipo: 'linhas',
      descricao: 'Telefones e faxes (`telefones_lotacao_attributes` no formulário legado): os não mencionados ficam como estão.',
      linhas: {
        rotuloAdicionar: 'Adicionar telefone',
        campos: [
          {
            campo: 'tipoCd',
            rotulo: 'Tipo',
            tipo: 'opcoes',
            obrigatorio: true,
            opcoes: TIPOS_DE_TELEFONE,
            descricao: 'telefone ou fax.',
            mensagens: { obrigatorio: 'Selecione se é telefone ou fax.', invalido: 'Tipo de telefone inválido' },
          },
          {
            campo: 'numero',
            rotulo: 'Número',
            tipo: 'texto',
            obrigatorio: true,
            maximo: 30,
            ajuda: 'Só algarismos, ponto e hífen são guardados.',
            mensagens: { obrigatorio: 'Informe o número.' },
          },
        ],
      },
    },
    { campo: 'email', rotulo: 'E-mail', tipo: 'texto', maximo: 255 },
    { campo: 'localizacao', rotulo: 'Localização', tipo: 'texto', maximo: 255, ajuda: 'Andar e sala.' },
    {
      campo: 'ordem',
      rotulo: 'Ordem',
      tipo: 'inteiro',
      limites: { minimo: 0, maximo: 9999 },
      descricao: 'Posição dentro do tipo (menor primeiro).',
      mensagens: { invalido: 'A ordem deve ser um número inteiro entre 0 e 9999.' },
    },
  ],
  descrever: 'o contato "{nome}"',
  erroAoSalvar: MENSAGEM_ERRO_AO_SALVAR_CONTATO,
  rest: { porPagina: 20 },
};

/**
 * Os formatos do repositório de arquivos (docs/institucional.md): PDF, imagens e documentos de escritório modernos,
 * reconhecidos pelo conteúdo (os .doc/.xls/.ppt antigos e os textos puros não se distinguem pelos bytes: ficam de fora).
 */
export const FORMATOS_DO_REPOSITORIO: FormatosDoArquivo = {
  tipos: {
    'application/pdf': 'pdf',
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/gif': 'gif',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
    'application/vnd.oasis.opendocument.text': 'odt',
    'application/vnd.oasis.opendocument.spreadsheet': 'ods',
    'application/vnd.oasis.opendocument.presentation': 'odp',
  },
  extensoes: ['.pdf', '.jpg', '.jpeg', '.png', '.gif', '.docx', '.xlsx', '.pptx', '.odt', '.ods', '.odp'],
  mensagemDeTipo: 'Tipo de arquivo inválido. Permitidos: .pdf, .jpg, .jpeg, .png, .gif, .docx, .xlsx, .pptx, .odt, .ods e .odp',
  limite: { bytes: 20_000_000, mensagem: 'O tamanho máximo do arquivo é de 20 MB.' },
};

const SIM_NAO = [
  { valor: 'true', rotulo: 'Sim' },
  { valor: 'false', rotulo: 'Não' },
] as const;

/** O caminho público estável de um arquivo ativo do repositório (o que notícias e páginas linkam). */
export const caminhoDoArquivoPublico = (id: string | number) => `/arquivos/publicos/${id}`;

/**
 * back-office §2 `arquivos` (?pagina&termo): o repositório geral de arquivos da equipe. O formulário aceita tudo
 * (§6); o servidor exige o arquivo ao criar. Um arquivo inativo fica no admin e some do endereço público.
 */
export const ARQUIVOS: AdminDoCatalogo = {
  recurso: 'arquivos',
  permissao: 'api/admin/arquivos',
  caminho: '/arquivos',
  grupo: 'Portal',
  rotulo: 'Arquivos',
  rotuloItem: 'Arquivo',
  feminino: false,
  graphql: { singular: 'arquivoDoPortal', plural: 'arquivosDoPortal' },
  leituraProtegida: true,
  busca: ['titulo'],
  lista: [
    { campo: 'titulo', rotulo: 'Título' },
    { campo: 'ativo', rotulo: 'Ativo', mostrar: 'ativoNome' },
    { campo: 'arquivo', rotulo: 'Arquivo' },
    { campo: 'updatedAt', rotulo: 'Atualizado em', formato: 'data' },
  ],
  exibicao: [
    { campo: 'titulo', rotulo: 'Título' },
    { campo: 'ativo', rotulo: 'Ativo', mostrar: 'ativoNome' },
    { campo: 'arquivo', rotulo: 'Arquivo' },
    { campo: 'enderecoPublico', rotulo: 'Endereço público' },
    { campo: 'createdAt', rotulo: 'Criado em', formato: 'data' },
    { campo: 'updatedAt', rotulo: 'Atualizado em', formato: 'data' },
  ],
  formulario: [
    { campo: 'titulo', rotulo: 'Título', tipo: 'texto', maximo: 200, ajuda: 'Em branco, o nome do arquivo.' },
    {
      campo: 'arquivo',
      rotulo: 'Arquivo',
      tipo: 'pdf',
      formatos: FORMATOS_DO_REPOSITORIO,
      ajuda: 'PDF, imagem (.jpg, .png, .gif) ou documento (.docx, .xlsx, .pptx, .odt, .ods, .odp), até 20 MB.',
      descricao: 'Enviado por multipart; obrigatório ao criar.',
    },
    { campo: 'ativo', rotulo: 'Ativo', tipo: 'opcoes', opcoes: SIM_NAO, valorPadrao: 'true', descricao: 'true ou false; sem ele, num registro novo, true. Inativo, o endereço público responde 404.' },
  ],
  descrever: 'o arquivo "{titulo}"',
  copiarEndereco: { endereco: (r) => caminhoDoArquivoPublico(String(r.id)), mensagem: 'Endereço copiado!' },
  rest: { envelope: 'arquivo' },
};

export const CADASTROS_INSTITUCIONAIS: readonly AdminDoCatalogo[] = [POLITICAS_PRIVACIDADE, CONTATOS, CATEGORIAS_PERGUNTAS_FREQUENTES, PERGUNTAS_FREQUENTES, ...CADASTROS_PROCURADORIA, ...CADASTROS_ASSESSORAMENTO, CONFIGURACOES, ARQUIVOS];
