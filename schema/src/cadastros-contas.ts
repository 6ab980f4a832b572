/**
 * Despesas (`dueofs`), programas e ações (`programa-acoes`), o painel de receitas e os arquivos e links da
 * transparência (public-site.md §2 e §7, back-office.md §3, §5): registros do recurso genérico, com o PDF opcional.
 * O que cada um guarda e o que a especificação deixou em aberto: docs/contas-transparencia.md.
 */

import type { AdminDoCatalogo, CampoDoFormulario } from './admin.js';
import { ANO, COL_ANO, COL_ARQUIVO, COL_PERIODO, opcoesDe, PDF, TRANSPARENCIA } from './campos-do-cadastro.js';

export const TIPOS_ACAO = { projeto: 'Projeto', atividade: 'Atividade', operacao_especial: 'Operação especial' } as const;
export const ORIGENS_RECEITA = {
  duodecimo: 'Repasse do duodécimo',
  rendimentos: 'Rendimentos de aplicações financeiras',
  femal: 'Fundo Especial de Modernização (FEMAL)',
  restituicoes: 'Restituições e ressarcimentos',
  convenios: 'Convênios e cooperações',
  outras: 'Outras receitas',
} as const;
export const TIPOS_ARQUIVO_LINK = {
  carta_servicos: 'Carta de serviços',
  planejamento: 'Planejamento estratégico',
  ouvidoria: 'Relatórios da Ouvidoria',
  controle_interno: 'Controle interno',
  dados_abertos: 'Dados abertos',
  link_externo: 'Outros portais de transparência',
} as const;

/** Mensagem do formulário de programas e ações (back-office §5) quando um campo falta ou tem valor inválido. */
export const MENSAGEM_PROGRAMA_ACAO = 'Preencha todos os campos obrigatórios com valores válidos';

const MES: CampoDoFormulario = { campo: 'mes', rotulo: 'Mês', tipo: 'mes', obrigatorio: true, descricao: 'De 1 a 12.' };
const texto = (campo: string, rotulo: string, maximo: number, extra: Partial<CampoDoFormulario> = {}): CampoDoFormulario => ({ campo, rotulo, tipo: 'texto', obrigatorio: true, maximo, ...extra });
const dinheiro = (campo: string, rotulo: string, descricao: string, obrigatorio = true): CampoDoFormulario => ({ campo, rotulo, tipo: 'dinheiro', obrigatorio, descricao });
const opcoes = (campo: string, rotulo: string, tipos: Readonly<Record<string, string>>, mensagem: string): CampoDoFormulario => ({
  campo,
  rotulo,
  tipo: 'opcoes',
  obrigatorio: true,
  opcoes: opcoesDe(tipos),
  descricao: `${rotulo}: ${Object.keys(tipos).join(', ')}.`,
  mensagens: { invalido: mensagem },
});

export const DUEOFS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'dueofs',
  permissao: 'api/admin/dueofs',
  caminho: '/dueofs',
  rotulo: 'Despesas',
  rotuloItem: 'Despesa',
  feminino: true,
  graphql: { singular: 'dueof', plural: 'dueofs' },
  busca: ['favorecido', 'historico', 'documento'],
  filtros: ['ano', 'mes', 'natureza'],
  conjunto: 'despesas',
  lista: [{ campo: 'data', rotulo: 'Data', formato: 'data' }, { campo: 'favorecido', rotulo: 'Favorecido' }, { campo: 'natureza', rotulo: 'Natureza' }, { campo: 'valor', rotulo: 'Valor', mostrar: 'valorFormatado' }],
  exibicao: [
    COL_PERIODO,
    { campo: 'data', rotulo: 'Data do pagamento', formato: 'data' },
    { campo: 'documento', rotulo: 'Documento' },
    { campo: 'natureza', rotulo: 'Natureza da despesa' },
    { campo: 'favorecido', rotulo: 'Favorecido' },
    { campo: 'historico', rotulo: 'Histórico' },
    { campo: 'valor', rotulo: 'Valor', mostrar: 'valorFormatado' },
    COL_ARQUIVO,
  ],
  formulario: [
    ANO(2013, { anoAtual: 0 }, 'De 2013 ao ano atual.'),
    MES,
    { campo: 'data', rotulo: 'Data do pagamento', tipo: 'data', obrigatorio: true, descricao: 'AAAA-MM-DD, no ano e no mês informados.' },
    texto('documento', 'Documento', 20, { ajuda: 'Número da ordem bancária, por exemplo 2025OB004512.' }),
    texto('natureza', 'Natureza da despesa', 150, { ajuda: 'Código e nome, por exemplo 3.3.90.39 - Outros serviços de terceiros - pessoa jurídica.' }),
    texto('favorecido', 'Favorecido', 200),
    texto('historico', 'Histórico', 300),
    dinheiro('valor', 'Valor (R$)', 'Valor pago: "1234.56" ou "1.234,56".'),
    PDF(false, 'O comprovante em PDF (opcional).'),
  ],
  descrever: 'a despesa {documento}',
};

const ANO_DO_PROGRAMA = { minimo: { anoAtual: -10 }, maximo: { anoAtual: 5 } } as const;
const anoDoPrograma = (campo: string, rotulo: string, descricao: string): CampoDoFormulario => ({ ...ANO(ANO_DO_PROGRAMA.minimo, ANO_DO_PROGRAMA.maximo, descricao), campo, rotulo });

export const PROGRAMAS_ACOES: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'programa_acoes',
  permissao: 'api/admin/programa_acoes',
  caminho: '/programas-acoes',
  rotulo: 'Programas e ações',
  rotuloItem: 'Programa e ação',
  feminino: false,
  graphql: { singular: 'programaAcao', plural: 'programasAcoes' },
  busca: ['programa', 'acao', 'objetivo'],
  filtros: ['ano', 'tipo'],
  conjunto: 'programa-acoes',
  lista: [COL_ANO, { campo: 'programa', rotulo: 'Programa' }, { campo: 'acao', rotulo: 'Ação' }, { campo: 'anoInicio', rotulo: 'Início' }, { campo: 'anoFim', rotulo: 'Fim' }],
  exibicao: [
    COL_ANO,
    { campo: 'anoInicio', rotulo: 'Ano de início' },
    { campo: 'anoFim', rotulo: 'Ano de fim' },
    { campo: 'programa', rotulo: 'Programa' },
    { campo: 'acao', rotulo: 'Ação' },
    { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' },
    { campo: 'objetivo', rotulo: 'Objetivo' },
    { campo: 'valorPrevisto', rotulo: 'Previsto', mostrar: 'valorPrevistoFormatado' },
    { campo: 'valorExecutado', rotulo: 'Executado', mostrar: 'valorExecutadoFormatado' },
    COL_ARQUIVO,
  ],
  formulario: [
    anoDoPrograma('ano', 'Ano', 'Ano de referência, do ano atual − 10 ao ano atual + 5.'),
    anoDoPrograma('anoInicio', 'Ano de início', 'Primeiro ano do plano (PPA), do ano atual − 10 ao ano atual + 5.'),
    anoDoPrograma('anoFim', 'Ano de fim', 'Último ano do plano, não anterior ao de início.'),
    texto('programa', 'Programa', 150, { ajuda: 'Código e nome, por exemplo 4001 - Apoio administrativo.' }),
    texto('acao', 'Ação', 200, { ajuda: 'Código e nome, por exemplo 2001 - Manutenção das atividades legislativas.' }),
    opcoes('tipo', 'Tipo', TIPOS_ACAO, 'Tipo de ação inválido'),
    texto('objetivo', 'Objetivo', 500),
    dinheiro('valorPrevisto', 'Valor previsto (R$)', 'Dotação prevista no ano: "1234.56" ou "1.234,56".'),
    dinheiro('valorExecutado', 'Valor executado (R$)', 'Valor executado (liquidado) no ano, quando já há.', false),
    PDF(false, 'A ficha do programa em PDF (opcional).'),
  ],
  comparacoes: [{ menor: 'anoInicio', maior: 'anoFim', mensagem: 'O ano de início não pode ser posterior ao ano de fim.' }],
  aviso: MENSAGEM_PROGRAMA_ACAO,
  descrever: 'a ação {acao} de {ano}',
};

export const RECEITAS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'receitas',
  permissao: 'api/admin/receitas',
  caminho: '/receitas',
  rotulo: 'Receitas',
  rotuloItem: 'Receita',
  feminino: true,
  graphql: { singular: 'receita', plural: 'receitas' },
  busca: ['descricao'],
  filtros: ['ano', 'mes', 'origem'],
  conjunto: 'receitas',
  lista: [COL_PERIODO, { campo: 'origem', rotulo: 'Origem', mostrar: 'origemDescricao' }, { campo: 'valorArrecadado', rotulo: 'Arrecadado', mostrar: 'valorArrecadadoFormatado' }],
  exibicao: [
    COL_PERIODO,
    { campo: 'origem', rotulo: 'Origem', mostrar: 'origemDescricao' },
    { campo: 'descricao', rotulo: 'Descrição' },
    { campo: 'valorPrevisto', rotulo: 'Previsto', mostrar: 'valorPrevistoFormatado' },
    { campo: 'valorArrecadado', rotulo: 'Arrecadado', mostrar: 'valorArrecadadoFormatado' },
    COL_ARQUIVO,
  ],
  formulario: [
    ANO(2013, { anoAtual: 0 }, 'De 2013 ao ano atual.'),
    MES,
    opcoes('origem', 'Origem', ORIGENS_RECEITA, 'Origem da receita inválida'),
    { campo: 'descricao', rotulo: 'Descrição', tipo: 'texto', maximo: 200 },
    dinheiro('valorPrevisto', 'Valor previsto (R$)', 'Valor previsto para o mês: "1234.56" ou "1.234,56".'),
    dinheiro('valorArrecadado', 'Valor arrecadado (R$)', 'Valor efetivamente recebido no mês.'),
    PDF(false, 'O demonstrativo em PDF (opcional).'),
  ],
  descrever: 'a receita {origem} de {mes}/{ano}',
};

export const ARQUIVOS_LINKS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'arquivos_links',
  permissao: 'api/admin/arquivos_links',
  caminho: '/arquivos-links',
  rotulo: 'Arquivos e links',
  rotuloItem: 'Arquivo ou link',
  feminino: false,
  graphql: { singular: 'arquivoLink', plural: 'arquivosLinks' },
  busca: ['titulo', 'descricao'],
  filtros: ['ano', 'tipo'],
  conjunto: 'arquivos-links',
  lista: [COL_ANO, { campo: 'titulo', rotulo: 'Título' }, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }],
  exibicao: [COL_ANO, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, { campo: 'titulo', rotulo: 'Título' }, { campo: 'descricao', rotulo: 'Descrição' }, { campo: 'link', rotulo: 'Endereço' }, COL_ARQUIVO],
  formulario: [
    ANO(2000, { anoAtual: 1 }, 'De 2000 ao ano atual + 1.'),
    opcoes('tipo', 'Tipo', TIPOS_ARQUIVO_LINK, 'Tipo inválido'),
    texto('titulo', 'Título', 200),
    { campo: 'descricao', rotulo: 'Descrição', tipo: 'texto', maximo: 500 },
    { campo: 'link', rotulo: 'Endereço', tipo: 'url', maximo: 500, ajuda: 'Outro site (http:// ou https://); ou anexe o PDF.' },
    PDF(false, 'O documento em PDF; sem ele, informe o endereço.'),
  ],
  exigeUm: { campos: ['link', 'arquivo'], mensagem: 'Informe o endereço ou anexe o PDF.' },
  descrever: 'o arquivo ou link "{titulo}"',
};

export const CADASTROS_DE_CONTAS: readonly AdminDoCatalogo[] = [DUEOFS, PROGRAMAS_ACOES, RECEITAS, ARQUIVOS_LINKS];
