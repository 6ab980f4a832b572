/**
 * As listas de pessoal (public-site.md §2 "Personnel data": estagiários, servidores licenciados, terceirizados) e o
 * grupo legado `despesas-com-pessoal` de §7 com o seu sentido documentado: `/servidores-licenciados-e-afastados`,
 * `/tipos-licencas`, `/servidores-terceirizados`, `/anos` (anos com dados nas listas de pessoal) e `/{token}` (um
 * demonstrativo). Os demonstrativos em PDF, que ocupavam `/despesas-com-pessoal`, estão em
 * `/demonstrativos-despesas-com-pessoal` (docs/pessoal-listas.md).
 */

import { COLUNA_ANO, COLUNA_ARQUIVO, comCadastro, filtroAno, filtroTermo, restDeRegistroPdf } from './auxiliares-dos-conjuntos.js';
import { ESTAGIARIOS, SERVIDORES_LICENCIADOS, SERVIDORES_TERCEIRIZADOS, TIPOS_LICENCA } from './cadastros-pessoal.js';
import { opcoesDe } from './campos-do-cadastro.js';
import type { Coluna, Conjunto } from './conjuntos.js';

const coluna = (campo: string, rotulo: string, descricao: string): Coluna => ({ campo, rotulo, tipo: 'texto', descricao });
const data = (campo: string, rotulo: string, descricao: string): Coluna => ({ campo, rotulo, tipo: 'data', descricao });
const GRUPO = '/despesas-com-pessoal';

const estagiarios: Conjunto = {
  id: 'estagiarios',
  titulo: 'Estagiários',
  descricao: 'Estudantes em estágio na Assembleia: curso, instituição de ensino, lotação, período e bolsa.',
  area: 'pessoal',
  raiz: 'estagiarios',
  tipoDoFiltro: 'EstagiarioFiltro',
  colunas: [
    coluna('nome', 'Nome', 'Nome do estagiário.'),
    coluna('curso', 'Curso', 'Curso do estagiário.'),
    coluna('instituicao', 'Instituição de ensino', 'Instituição de ensino conveniada.'),
    coluna('lotacao', 'Lotação', 'Unidade onde estagia.'),
    data('dataInicio', 'Início', 'Primeiro dia do estágio.'),
    data('dataFim', 'Fim', 'Último dia previsto do estágio.'),
    { campo: 'bolsa', rotulo: 'Bolsa', tipo: 'dinheiro', unidade: 'R$', descricao: 'Valor mensal da bolsa, em reais.' },
    { ...COLUNA_ANO, descricao: 'Ano de início do estágio.', somenteExportacao: true },
    COLUNA_ARQUIVO,
  ],
  filtros: [filtroTermo('Nome, curso, instituição ou lotação.'), filtroAno('Ano de início do estágio.')],
  vazio: 'Nenhum estagiário publicado.',
  ...comCadastro(ESTAGIARIOS),
  rest: restDeRegistroPdf({
    lista: [`${GRUPO}/estagiarios`],
    campos: 'id ano nome curso instituicao lotacao dataInicio dataFim bolsa',
    cadastro: 'ESTAGIARIO',
    admin: ESTAGIARIOS,
  }),
};

const licenciados: Conjunto = {
  id: 'servidores-licenciados',
  titulo: 'Servidores licenciados e afastados',
  descricao: 'Servidores em licença ou afastados do exercício (saúde, capacitação, cessão a outro órgão...), com o período.',
  area: 'pessoal',
  raiz: 'servidoresLicenciados',
  tipoDoFiltro: 'ServidorLicenciadoFiltro',
  colunas: [
    coluna('nome', 'Nome', 'Nome do servidor.'),
    coluna('matricula', 'Matrícula', 'Matrícula funcional.'),
    coluna('cargo', 'Cargo', 'Cargo do servidor.'),
    coluna('lotacao', 'Lotação', 'Unidade de lotação.'),
    coluna('tipoLicencaDescricao', 'Licença', 'Tipo de licença ou afastamento.'),
    data('dataInicio', 'Início', 'Primeiro dia da licença ou do afastamento.'),
    data('dataFim', 'Fim', 'Último dia, quando já se sabe.'),
    { ...COLUNA_ANO, descricao: 'Ano de início.', somenteExportacao: true },
    COLUNA_ARQUIVO,
  ],
  filtros: [
    filtroTermo('Nome, matrícula, cargo ou lotação.'),
    filtroAno('Ano de início da licença.'),
    { nome: 'tipoLicenca', rotulo: 'Licença', tipo: 'opcoes', descricao: 'Tipo de licença ou afastamento.', opcoes: opcoesDe(TIPOS_LICENCA), rest: { legado: ['tipo'] } },
  ],
  vazio: 'Nenhum servidor licenciado ou afastado publicado.',
  ...comCadastro(SERVIDORES_LICENCIADOS),
  rest: (() => {
    const rest = restDeRegistroPdf({
      lista: [`${GRUPO}/servidores-licenciados-e-afastados`],
      campos: 'id ano nome matricula cargo lotacao tipoLicenca tipoLicencaDescricao dataInicio dataFim',
      cadastro: 'SERVIDOR_LICENCIADO',
      admin: SERVIDORES_LICENCIADOS,
    });
    return {
      ...rest,
      vocabularios: [
        // The group's years: every personnel list's, not only this one's.
        { caminho: `${GRUPO}/anos`, raiz: 'anosComDadosDe', argumentos: 'cadastros: [ESTAGIARIO, SERVIDOR_LICENCIADO, SERVIDOR_TERCEIRIZADO]' },
        { caminho: `${GRUPO}/tipos-licencas`, raiz: 'opcoesDoCadastro', campos: 'valor descricao', argumentos: 'cadastro: SERVIDOR_LICENCIADO, campo: "tipoLicenca"' },
      ],
    };
  })(),
};

const terceirizados: Conjunto = {
  id: 'servidores-terceirizados',
  titulo: 'Servidores terceirizados',
  descricao: 'Trabalhadores de empresas contratadas que prestam serviço na Assembleia: função, empresa, contrato e lotação.',
  area: 'pessoal',
  raiz: 'servidoresTerceirizados',
  tipoDoFiltro: 'ServidorTerceirizadoFiltro',
  colunas: [
    coluna('nome', 'Nome', 'Nome do trabalhador.'),
    coluna('funcao', 'Função', 'Função exercida.'),
    coluna('empresa', 'Empresa', 'Empresa contratada.'),
    coluna('contrato', 'Contrato', 'Número do contrato com a empresa.'),
    coluna('lotacao', 'Lotação', 'Unidade onde trabalha.'),
    { ...COLUNA_ANO, descricao: 'Ano da lista.' },
    COLUNA_ARQUIVO,
  ],
  filtros: [
    filtroTermo('Nome, função, empresa ou lotação.'),
    filtroAno('Ano da lista.'),
    { nome: 'empresa', rotulo: 'Empresa', tipo: 'texto', descricao: 'Empresa, pelo nome exato.' },
  ],
  vazio: 'Nenhum servidor terceirizado publicado.',
  ...comCadastro(SERVIDORES_TERCEIRIZADOS),
  rest: restDeRegistroPdf({
    lista: [`${GRUPO}/servidores-terceirizados`],
    campos: 'id ano nome funcao empresa contrato lotacao',
    cadastro: 'SERVIDOR_TERCEIRIZADO',
    admin: SERVIDORES_TERCEIRIZADOS,
  }),
};

export const CONJUNTOS_DE_PESSOAL: readonly Conjunto[] = [estagiarios, licenciados, terceirizados];
