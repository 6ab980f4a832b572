/**
 * Os cadastros das listas de pessoal da transparência (public-site.md §2 "Personnel data", §7 `despesas-com-pessoal`):
 * estagiários, servidores licenciados e afastados, servidores terceirizados. Registros do recurso genérico, com um
 * documento em PDF opcional (termo de compromisso, portaria da licença, contrato da empresa): docs/pessoal-listas.md.
 */

import type { AdminDoCatalogo, CampoDoFormulario, ColunaDoAdmin } from './admin.js';
import { ANO, COL_ANO, COL_ARQUIVO, opcoesDe, PDF, TRANSPARENCIA } from './campos-do-cadastro.js';

export const TIPOS_LICENCA = {
  saude: 'Licença para tratamento de saúde',
  maternidade: 'Licença-maternidade',
  paternidade: 'Licença-paternidade',
  capacitacao: 'Licença para capacitação',
  interesse_particular: 'Licença para tratar de interesse particular',
  mandato_classista: 'Licença para mandato classista',
  cessao: 'Cessão a outro órgão',
  disposicao: 'À disposição de outro órgão',
} as const;

const texto = (campo: string, rotulo: string, maximo: number, obrigatorio = true): CampoDoFormulario => ({ campo, rotulo, tipo: 'texto', obrigatorio, maximo });
const data = (campo: string, rotulo: string, obrigatorio: boolean, descricao: string): CampoDoFormulario => ({ campo, rotulo, tipo: 'data', obrigatorio, descricao });
const col = (campo: string, rotulo: string, formato?: 'data'): ColunaDoAdmin => ({ campo, rotulo, ...(formato ? { formato } : {}) });
const DESDE_2013 = ANO(2013, { anoAtual: 0 }, 'De 2013 ao ano atual.');

export const ESTAGIARIOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'estagiarios',
  permissao: 'api/admin/estagiarios',
  caminho: '/estagiarios',
  rotulo: 'Estagiários',
  rotuloItem: 'Estagiário',
  feminino: false,
  graphql: { singular: 'estagiario', plural: 'estagiarios' },
  busca: ['nome', 'curso', 'instituicao', 'lotacao'],
  filtros: ['ano'],
  conjunto: 'estagiarios',
  lista: [col('nome', 'Nome'), col('curso', 'Curso'), col('lotacao', 'Lotação'), col('dataInicio', 'Início', 'data')],
  exibicao: [COL_ANO, col('nome', 'Nome'), col('curso', 'Curso'), col('instituicao', 'Instituição de ensino'), col('lotacao', 'Lotação'), col('dataInicio', 'Início', 'data'), col('dataFim', 'Fim', 'data'), { campo: 'bolsa', rotulo: 'Bolsa', mostrar: 'bolsaFormatada' }, COL_ARQUIVO],
  formulario: [
    DESDE_2013,
    texto('nome', 'Nome', 150),
    texto('curso', 'Curso', 120),
    texto('instituicao', 'Instituição de ensino', 150),
    texto('lotacao', 'Lotação', 150),
    data('dataInicio', 'Início do estágio', true, 'Primeiro dia do estágio (AAAA-MM-DD).'),
    data('dataFim', 'Fim do estágio', false, 'Último dia previsto do estágio (AAAA-MM-DD).'),
    { campo: 'bolsa', rotulo: 'Bolsa (R$)', tipo: 'dinheiro', obrigatorio: true, descricao: 'Valor mensal da bolsa: "1234.56" ou "1.234,56".' },
    PDF(false, 'O termo de compromisso em PDF, enviado por multipart (opcional).'),
  ],
  descrever: 'o estagiário {nome}',
};

export const SERVIDORES_LICENCIADOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'servidores_licenciados',
  permissao: 'api/admin/servidores_licenciados',
  caminho: '/servidores-licenciados',
  rotulo: 'Servidores licenciados e afastados',
  rotuloItem: 'Licença ou afastamento',
  feminino: true,
  graphql: { singular: 'servidorLicenciado', plural: 'servidoresLicenciados' },
  busca: ['nome', 'matricula', 'cargo', 'lotacao'],
  filtros: ['ano', 'tipoLicenca'],
  conjunto: 'servidores-licenciados',
  lista: [col('nome', 'Nome'), col('matricula', 'Matrícula'), { campo: 'tipoLicenca', rotulo: 'Licença', mostrar: 'tipoLicencaDescricao' }, col('dataInicio', 'Início', 'data')],
  exibicao: [
    COL_ANO,
    col('nome', 'Nome'),
    col('matricula', 'Matrícula'),
    col('cargo', 'Cargo'),
    col('lotacao', 'Lotação'),
    { campo: 'tipoLicenca', rotulo: 'Licença', mostrar: 'tipoLicencaDescricao' },
    col('dataInicio', 'Início', 'data'),
    col('dataFim', 'Fim', 'data'),
    COL_ARQUIVO,
  ],
  formulario: [
    DESDE_2013,
    texto('nome', 'Nome', 150),
    texto('matricula', 'Matrícula', 20),
    texto('cargo', 'Cargo', 120),
    texto('lotacao', 'Lotação', 150),
    {
      campo: 'tipoLicenca',
      rotulo: 'Tipo de licença',
      tipo: 'opcoes',
      obrigatorio: true,
      opcoes: opcoesDe(TIPOS_LICENCA),
      descricao: `Tipo: ${Object.keys(TIPOS_LICENCA).join(', ')}.`,
      mensagens: { invalido: 'Tipo de licença inválido' },
    },
    data('dataInicio', 'Início', true, 'Primeiro dia da licença ou do afastamento (AAAA-MM-DD).'),
    data('dataFim', 'Fim', false, 'Último dia, quando já se sabe (AAAA-MM-DD).'),
    PDF(false, 'A portaria em PDF, enviada por multipart (opcional).'),
  ],
  descrever: 'a licença de {nome}',
};

export const SERVIDORES_TERCEIRIZADOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'servidores_terceirizados',
  permissao: 'api/admin/servidores_terceirizados',
  caminho: '/servidores-terceirizados',
  rotulo: 'Servidores terceirizados',
  rotuloItem: 'Terceirizado',
  feminino: false,
  graphql: { singular: 'servidorTerceirizado', plural: 'servidoresTerceirizados' },
  busca: ['nome', 'funcao', 'empresa', 'lotacao'],
  filtros: ['ano', 'empresa'],
  conjunto: 'servidores-terceirizados',
  lista: [col('nome', 'Nome'), col('funcao', 'Função'), col('empresa', 'Empresa'), col('lotacao', 'Lotação')],
  exibicao: [COL_ANO, col('nome', 'Nome'), col('funcao', 'Função'), col('empresa', 'Empresa'), col('contrato', 'Contrato'), col('lotacao', 'Lotação'), COL_ARQUIVO],
  formulario: [
    DESDE_2013,
    texto('nome', 'Nome', 150),
    texto('funcao', 'Função', 120),
    texto('empresa', 'Empresa', 200),
    { ...texto('contrato', 'Contrato', 20), ajuda: 'Número do contrato com a empresa, por exemplo 012/2025.' },
    texto('lotacao', 'Lotação', 150),
    PDF(false, 'O contrato em PDF, enviado por multipart (opcional).'),
  ],
  descrever: 'o terceirizado {nome}',
};

export const CADASTROS_DE_PESSOAL: readonly AdminDoCatalogo[] = [ESTAGIARIOS, SERVIDORES_LICENCIADOS, SERVIDORES_TERCEIRIZADOS];
