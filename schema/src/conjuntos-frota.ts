/** A frota e os abastecimentos (`cadastros-frota.ts`), com os caminhos `frotas/abastecimentos/...` de public-site.md §7. */

import { COLUNA_ARQUIVO, COLUNA_MES, comCadastro, FILTRO_MES, filtroAno, filtroTermo, anosComDados, restDeRegistroPdf } from './auxiliares-dos-conjuntos.js';
import { ABASTECIMENTOS, COMBUSTIVEIS, SITUACOES_VEICULO, TIPOS_VEICULO, VEICULOS } from './cadastros-frota.js';
import { opcoesDe } from './campos-do-cadastro.js';
import type { Coluna, Conjunto } from './conjuntos.js';

const coluna = (campo: string, rotulo: string, descricao: string): Coluna => ({ campo, rotulo, tipo: 'texto', descricao });

const frotas: Conjunto = {
  id: 'frotas',
  titulo: 'Veículos e frota',
  descricao: 'Os veículos a serviço da Assembleia, próprios, locados ou cedidos, com a lotação de cada um.',
  area: 'despesas',
  raiz: 'veiculos',
  tipoDoFiltro: 'VeiculoFiltro',
  colunas: [
    coluna('placa', 'Placa', 'Placa do veículo.'),
    coluna('modelo', 'Modelo', 'Marca e modelo.'),
    { campo: 'ano', rotulo: 'Ano do modelo', tipo: 'ano', descricao: 'Ano do modelo.' },
    coluna('tipoDescricao', 'Tipo', 'Passeio, utilitário, van, ônibus ou motocicleta.'),
    coluna('situacaoDescricao', 'Situação', 'Próprio, locado ou cedido.'),
    coluna('lotacao', 'Lotação', 'Unidade que usa o veículo.'),
    COLUNA_ARQUIVO,
  ],
  filtros: [
    filtroTermo('Placa, modelo ou lotação.'),
    filtroAno('Ano do modelo.'),
    { nome: 'tipo', rotulo: 'Tipo', tipo: 'opcoes', descricao: 'Tipo do veículo.', opcoes: opcoesDe(TIPOS_VEICULO) },
    { nome: 'situacao', rotulo: 'Situação', tipo: 'opcoes', descricao: 'Situação do veículo.', opcoes: opcoesDe(SITUACOES_VEICULO) },
  ],
  vazio: 'Nenhum veículo publicado.',
  ...comCadastro(VEICULOS),
  rest: restDeRegistroPdf({ lista: ['/frotas'], item: true, campos: 'id ano placa modelo tipo tipoDescricao situacao situacaoDescricao lotacao', cadastro: 'VEICULO', admin: VEICULOS }),
};

const abastecimentos: Conjunto = {
  id: 'abastecimentos',
  titulo: 'Abastecimentos da frota',
  descricao: 'Cada abastecimento dos veículos da Assembleia: data, placa, combustível, litros, valor e posto.',
  area: 'despesas',
  raiz: 'abastecimentos',
  tipoDoFiltro: 'AbastecimentoFiltro',
  colunas: [
    { campo: 'data', rotulo: 'Data', tipo: 'data', descricao: 'Data do abastecimento.' },
    coluna('placa', 'Placa', 'Placa do veículo abastecido.'),
    coluna('combustivelDescricao', 'Combustível', 'Gasolina, etanol ou diesel.'),
    { campo: 'litros', rotulo: 'Litros', tipo: 'inteiro', unidade: 'litros', descricao: 'Litros abastecidos, arredondados.' },
    { campo: 'valor', rotulo: 'Valor', tipo: 'dinheiro', unidade: 'R$', descricao: 'Valor pago, em reais.' },
    coluna('posto', 'Posto', 'Posto de combustível.'),
    { ...COLUNA_MES, somenteExportacao: true },
    COLUNA_ARQUIVO,
  ],
  filtros: [
    filtroTermo('Placa ou posto.'),
    filtroAno('Ano do abastecimento.'),
    FILTRO_MES,
    { nome: 'combustivel', rotulo: 'Combustível', tipo: 'opcoes', descricao: 'Combustível.', opcoes: opcoesDe(COMBUSTIVEIS) },
    { nome: 'placa', rotulo: 'Placa', tipo: 'texto', descricao: 'Placa do veículo, exata.' },
  ],
  vazio: 'Nenhum abastecimento publicado.',
  ...comCadastro(ABASTECIMENTOS),
  rest: {
    ...restDeRegistroPdf({ lista: ['/frotas/abastecimentos'], campos: 'id ano mes data placa combustivel combustivelDescricao litros valor posto', cadastro: 'ABASTECIMENTO', admin: ABASTECIMENTOS }),
    vocabularios: [
      anosComDados('/frotas/abastecimentos/anos', 'ABASTECIMENTO'),
      { caminho: '/frotas/abastecimentos/anos/:ano/meses', raiz: 'mesesComDados', argumentos: 'cadastro: ABASTECIMENTO', parametros: { ano: 'Int!' } },
    ],
  },
};

export const CONJUNTOS_DA_FROTA: readonly Conjunto[] = [frotas, abastecimentos];
