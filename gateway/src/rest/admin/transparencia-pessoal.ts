import type { Request } from 'express';
import { CAMPOS_DA_PAGINA, campoDoCorpo, inteiroDe, textoDe, type RotaRest } from '../shim.js';
import { filtroRemuneracao, paginacao, paraSnake } from '../transparencia-pessoal.js';

/** Admin page size (back-office spec §9). */
const POR_PAGINA = 12;
const PAGINA = CAMPOS_DA_PAGINA;
const ARQUIVO = 'arquivo { nome tamanho url }';

export interface RecursoAdmin {
  /** Legacy path, e.g. `/orcamentos`. */
  caminho: string;
  /** GraphQL names: type (`Orcamento`), list field (`orcamentos`), item field (`orcamento`). */
  tipo: string;
  lista: string;
  campo: string;
  campos: string;
  /** The legacy form's wrapper key (`orcamento[ano]`). */
  envelope: string;
  filtro: (req: Request) => Record<string, unknown>;
  /** The legacy form fields as the GraphQL input (the PDF goes through GraphQL multipart: docs/remuneracoes.md). */
  dados: (campo: (nome: string) => unknown) => Record<string, unknown>;
  mensagem: string;
}

function definidos(objeto: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(objeto).filter(([, v]) => v !== undefined));
}

function termo(req: Request): string | undefined {
  return textoDe((req.query as Record<string, unknown>).termo)?.trim() || undefined;
}

function anoDaConsulta(req: Request): number | undefined {
  return inteiroDe((req.query as Record<string, unknown>).ano);
}

/** List, show, create, update and delete of one resource, as the legacy admin called them (back-office §7). */
function crud(r: RecursoAdmin): RotaRest[] {
  const dadosDe = (req: Request) => dadosDoFormulario(r, req);
  return [
    {
      metodo: 'get',
      caminho: r.caminho,
      paginada: true,
      operacao: `query ${r.tipo}AdminRest($filtro: ${r.tipo}Filtro, $pagina: Int!, $porPagina: Int!) {
        ${r.lista}(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${r.campos} } ${PAGINA} }
      }`,
      variaveis: (req) => ({ filtro: definidos(r.filtro(req)), ...paginacao(req, POR_PAGINA) }),
      resposta: (dados) => paraSnake(dados[r.lista].itens),
    },
    {
      metodo: 'get',
      caminho: `${r.caminho}/:id`,
      operacao: `query ${r.tipo}ItemAdminRest($id: ID!) { ${r.campo}(id: $id) { ${r.campos} } }`,
      variaveis: (req) => ({ id: req.params.id }),
      resposta: (dados) => (dados[r.campo] ? paraSnake(dados[r.campo]) : { mensagem: 'Registro não encontrado.' }),
    },
    {
      metodo: 'post',
      caminho: r.caminho,
      status: 201,
      // Legacy forms may come as multipart with the PDF (`<envelope>[arquivo]`): the shim sends it through the upload pipeline.
      arquivos: { arquivo: 'dados.arquivo' },
      operacao: mutacaoDeSalvar(r, false),
      variaveis: (req) => ({ dados: dadosDe(req) }),
      resposta: (dados) => ({ mensagem: r.mensagem, id: Number(dados[`criar${r.tipo}`].id) }),
    },
    {
      metodo: 'put',
      caminho: `${r.caminho}/:id`,
      arquivos: { arquivo: 'dados.arquivo' },
      operacao: mutacaoDeSalvar(r, true),
      variaveis: (req) => ({ id: req.params.id, dados: dadosDe(req) }),
      resposta: (dados) => ({ mensagem: r.mensagem, id: Number(dados[`atualizar${r.tipo}`].id) }),
    },
    {
      metodo: 'delete',
      caminho: `${r.caminho}/:id`,
      operacao: `mutation Excluir${r.tipo}Rest($id: ID!) { excluir${r.tipo}(id: $id) }`,
      variaveis: (req) => ({ id: req.params.id }),
      resposta: () => ({ mensagem: 'Registro excluído com sucesso.' }),
    },
  ];
}

/** The form's year options (back-office §5). */
function anosPermitidos(caminho: string, cadastro: string): RotaRest {
  return { metodo: 'get', caminho, operacao: `query AnosPermitidos${cadastro}Rest { anosPermitidos(cadastro: ${cadastro}) }` };
}

const texto = (valor: unknown) => textoDe(valor);
const inteiro = (valor: unknown) => inteiroDe(valor);

/** The mutation that saves a record (create without id, update with it). */
function mutacaoDeSalvar(r: RecursoAdmin, atualizar: boolean): string {
  return atualizar
    ? `mutation Atualizar${r.tipo}Rest($id: ID!, $dados: ${r.tipo}Input!) { atualizar${r.tipo}(id: $id, dados: $dados) { id } }`
    : `mutation Criar${r.tipo}Rest($dados: ${r.tipo}Input!) { criar${r.tipo}(dados: $dados) { id } }`;
}

function dadosDoFormulario(r: RecursoAdmin, req: Request): Record<string, unknown> {
  return definidos(r.dados((nome) => campoDoCorpo(req, r.envelope, nome)));
}

/** The registers whose form carries a PDF (`arquivo`), as JSON or as a multipart form. */
const RECURSOS_COM_PDF: RecursoAdmin[] = [
  {
    caminho: '/quadro-remuneracao',
    tipo: 'QuadroRemuneracao',
    lista: 'quadrosRemuneracao',
    campo: 'quadroRemuneracao',
    campos: `id ano mes descricao ${ARQUIVO}`,
    envelope: 'quadro_remuneracao',
    filtro: (req) => ({ ano: anoDaConsulta(req), mes: inteiroDe((req.query as Record<string, unknown>).mes) }),
    dados: (c) => ({ ano: inteiro(c('ano')), mes: inteiro(c('mes')), descricao: texto(c('descricao')) }),
    mensagem: 'Salvo com sucesso!',
  },
  {
    caminho: '/orcamentos',
    tipo: 'Orcamento',
    lista: 'orcamentos',
    campo: 'orcamento',
    campos: `id ano tipo tipoDescricao autorizadoComPessoal descricao ${ARQUIVO}`,
    envelope: 'orcamento',
    filtro: (req) => ({ termo: termo(req), ano: anoDaConsulta(req) }),
    dados: (c) => ({ ano: inteiro(c('ano')), tipo: texto(c('tipo')), autorizadoComPessoal: texto(c('autorizado_com_pessoal')) || null, descricao: texto(c('descricao')) }),
    mensagem: 'Salvo com sucesso!',
  },
  {
    caminho: '/gestao-fiscal-anual',
    tipo: 'GestaoFiscalAnual',
    lista: 'gestoesFiscaisAnuais',
    campo: 'gestaoFiscalAnual',
    campos: `id ano descricao ${ARQUIVO}`,
    envelope: 'gestao_fiscal_anual',
    filtro: (req) => ({ termo: termo(req), ano: anoDaConsulta(req) }),
    dados: (c) => ({ ano: inteiro(c('ano')), descricao: texto(c('descricao')) }),
    mensagem: 'Gestão fiscal salva com sucesso.',
  },
  {
    caminho: '/prestacao-contas',
    tipo: 'PrestacaoContas',
    lista: 'prestacoesContas',
    campo: 'prestacaoContas',
    campos: `id ano mes tipoCadastro tipoCadastroDescricao descricao ${ARQUIVO}`,
    envelope: 'prestacao_contas',
    filtro: (req) => ({ termo: termo(req), ano: anoDaConsulta(req) }),
    dados: (c) => ({ ano: inteiro(c('ano')), mes: inteiro(c('mes')) ?? null, tipoCadastro: texto(c('tipo_cadastro')), descricao: texto(c('descricao')) }),
    mensagem: 'Salvo com sucesso!',
  },
  {
    caminho: '/sancoes-administrativas',
    tipo: 'SancaoAdministrativa',
    lista: 'sancoesAdministrativas',
    campo: 'sancaoAdministrativa',
    campos: `id ano empresa cnpj cnpjFormatado sancao processo dataPublicacao ${ARQUIVO}`,
    envelope: 'sancao_administrativa',
    filtro: (req) => ({ termo: termo(req), ano: anoDaConsulta(req) }),
    dados: (c) => ({
      ano: inteiro(c('ano')),
      empresa: texto(c('empresa')),
      cnpj: texto(c('cnpj')) || null,
      sancao: texto(c('sancao')),
      processo: texto(c('processo')) || null,
      dataPublicacao: texto(c('data_publicacao')) || null,
    }),
    mensagem: 'Salvo com sucesso!',
  },
  {
    caminho: '/demonstrativo-despesas-com-pessoal',
    tipo: 'DemonstrativoDespesasComPessoal',
    lista: 'demonstrativosDespesasComPessoal',
    campo: 'demonstrativoDespesasComPessoal',
    campos: `id ano descricao ${ARQUIVO}`,
    envelope: 'demonstrativo_despesas_com_pessoal',
    filtro: (req) => ({ termo: termo(req), ano: anoDaConsulta(req) }),
    dados: (c) => ({ ano: inteiro(c('ano')), descricao: texto(c('descricao')) }),
    mensagem: 'Salvo com sucesso!',
  },
];

/** `/api/admin/...` of the personnel, budget and accounts datasets (docs/remuneracoes.md). */
export const rotasAdminTransparenciaPessoal: RotaRest[] = [
  // The lookups first: `/orcamentos/tipos` is not `/orcamentos/:id`.
  anosPermitidos('/quadro-remuneracao/anos', 'QUADRO_REMUNERACAO'),
  anosPermitidos('/prestacao-contas/anos', 'PRESTACAO_CONTAS'),
  anosPermitidos('/sancoes-administrativas/anos', 'SANCAO_ADMINISTRATIVA'),
  anosPermitidos('/demonstrativo-despesas-com-pessoal/anos', 'DEMONSTRATIVO_DESPESAS_COM_PESSOAL'),
  anosPermitidos('/gestao-fiscal-anual/anos', 'GESTAO_FISCAL'),
  anosPermitidos('/orcamentos/anos', 'ORCAMENTO'),
  anosPermitidos('/remuneracoes/anos', 'REMUNERACAO'),
  {
    metodo: 'get',
    caminho: '/orcamentos/tipos',
    operacao: 'query OrcamentosTiposAdminRest { orcamentosTipos { valor descricao exigeAutorizadoComPessoal } }',
    resposta: ({ orcamentosTipos }) => paraSnake(orcamentosTipos),
  },
  ...crud({
    caminho: '/remuneracoes',
    tipo: 'Remuneracao',
    lista: 'remuneracoes',
    campo: 'remuneracao',
    campos: 'id matricula nome cargo vinculo categoria lotacao gabinete ano mes remuneracaoBasica vantagens indenizacoes bruto descontos liquido',
    envelope: 'remuneracao',
    filtro: filtroRemuneracao,
    dados: (c) => ({
      matricula: texto(c('matricula')),
      nome: texto(c('nome')),
      cargo: texto(c('cargo')),
      vinculo: texto(c('vinculo')),
      categoria: texto(c('categoria')),
      lotacao: texto(c('lotacao')),
      gabinete: texto(c('gabinete')) || null,
      ano: inteiro(c('ano')),
      mes: inteiro(c('mes')),
      remuneracaoBasica: texto(c('remuneracao_basica')),
      vantagens: texto(c('vantagens')),
      indenizacoes: texto(c('indenizacoes')),
      bruto: texto(c('bruto')),
      descontos: texto(c('descontos')),
      liquido: texto(c('liquido')),
    }),
    mensagem: 'Salvo com sucesso!',
  }),
  ...RECURSOS_COM_PDF.flatMap(crud),
];
