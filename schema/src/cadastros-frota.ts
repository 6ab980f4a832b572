/**
 * A frota da Assembleia e os abastecimentos (public-site.md §2 "Vehicles and fleet (with fuelling)", §7
 * `frotas/abastecimentos`): dois registros do recurso genérico (docs/frota.md).
 */

import type { AdminDoCatalogo, CampoDoFormulario } from './admin.js';
import { ANO, COL_ARQUIVO, opcoesDe, PDF, TRANSPARENCIA } from './campos-do-cadastro.js';

export const TIPOS_VEICULO = { passeio: 'Passeio', utilitario: 'Utilitário', van: 'Van', onibus: 'Ônibus', motocicleta: 'Motocicleta' } as const;
export const SITUACOES_VEICULO = { proprio: 'Próprio', locado: 'Locado', cedido: 'Cedido' } as const;
export const COMBUSTIVEIS = { gasolina: 'Gasolina', etanol: 'Etanol', diesel: 'Diesel S10' } as const;

const texto = (campo: string, rotulo: string, maximo: number, ajuda?: string): CampoDoFormulario => ({ campo, rotulo, tipo: 'texto', obrigatorio: true, maximo, ...(ajuda ? { ajuda } : {}) });
const opcoes = (campo: string, rotulo: string, tipos: Readonly<Record<string, string>>, mensagem: string): CampoDoFormulario => ({
  campo,
  rotulo,
  tipo: 'opcoes',
  obrigatorio: true,
  opcoes: opcoesDe(tipos),
  descricao: `${rotulo}: ${Object.keys(tipos).join(', ')}.`,
  mensagens: { invalido: mensagem },
});

export const VEICULOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'frotas',
  permissao: 'api/admin/frotas',
  caminho: '/frotas',
  rotulo: 'Frota',
  rotuloItem: 'Veículo',
  feminino: false,
  graphql: { singular: 'veiculo', plural: 'veiculos' },
  busca: ['placa', 'modelo', 'lotacao'],
  filtros: ['ano', 'tipo', 'situacao'],
  conjunto: 'frotas',
  lista: [{ campo: 'placa', rotulo: 'Placa' }, { campo: 'modelo', rotulo: 'Modelo' }, { campo: 'ano', rotulo: 'Ano do modelo' }, { campo: 'situacao', rotulo: 'Situação', mostrar: 'situacaoDescricao' }],
  exibicao: [
    { campo: 'placa', rotulo: 'Placa' },
    { campo: 'modelo', rotulo: 'Modelo' },
    { campo: 'ano', rotulo: 'Ano do modelo' },
    { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' },
    { campo: 'situacao', rotulo: 'Situação', mostrar: 'situacaoDescricao' },
    { campo: 'lotacao', rotulo: 'Lotação' },
    COL_ARQUIVO,
  ],
  formulario: [
    { ...ANO(1990, { anoAtual: 1 }, 'Ano do modelo, de 1990 ao ano atual + 1.'), rotulo: 'Ano do modelo' },
    texto('placa', 'Placa', 8, 'No formato Mercosul, por exemplo ABC1D23.'),
    texto('modelo', 'Modelo', 80),
    opcoes('tipo', 'Tipo', TIPOS_VEICULO, 'Tipo de veículo inválido'),
    opcoes('situacao', 'Situação', SITUACOES_VEICULO, 'Situação do veículo inválida'),
    texto('lotacao', 'Lotação', 150),
    PDF(false, 'O documento do veículo ou o contrato de locação em PDF (opcional).'),
  ],
  descrever: 'o veículo {placa}',
};

export const ABASTECIMENTOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'abastecimentos',
  permissao: 'api/admin/abastecimentos',
  caminho: '/abastecimentos',
  rotulo: 'Abastecimentos',
  rotuloItem: 'Abastecimento',
  feminino: false,
  graphql: { singular: 'abastecimento', plural: 'abastecimentos' },
  busca: ['placa', 'posto'],
  filtros: ['ano', 'mes', 'combustivel', 'placa'],
  conjunto: 'abastecimentos',
  lista: [{ campo: 'data', rotulo: 'Data', formato: 'data' }, { campo: 'placa', rotulo: 'Placa' }, { campo: 'litros', rotulo: 'Litros' }, { campo: 'valor', rotulo: 'Valor', mostrar: 'valorFormatado' }],
  exibicao: [
    { campo: 'data', rotulo: 'Data', formato: 'data' },
    { campo: 'placa', rotulo: 'Placa' },
    { campo: 'combustivel', rotulo: 'Combustível', mostrar: 'combustivelDescricao' },
    { campo: 'litros', rotulo: 'Litros' },
    { campo: 'valor', rotulo: 'Valor', mostrar: 'valorFormatado' },
    { campo: 'posto', rotulo: 'Posto' },
    COL_ARQUIVO,
  ],
  formulario: [
    ANO(2013, { anoAtual: 0 }, 'De 2013 ao ano atual.'),
    { campo: 'mes', rotulo: 'Mês', tipo: 'mes', obrigatorio: true, descricao: 'De 1 a 12: o mês da data.' },
    { campo: 'data', rotulo: 'Data do abastecimento', tipo: 'data', obrigatorio: true, descricao: 'AAAA-MM-DD, no ano e no mês informados.' },
    texto('placa', 'Placa', 8, 'A placa do veículo da frota.'),
    opcoes('combustivel', 'Combustível', COMBUSTIVEIS, 'Combustível inválido'),
    { campo: 'litros', rotulo: 'Litros', tipo: 'inteiro', obrigatorio: true, limites: { minimo: 1, maximo: 500 }, descricao: 'Litros abastecidos, arredondados.' },
    { campo: 'valor', rotulo: 'Valor (R$)', tipo: 'dinheiro', obrigatorio: true, descricao: 'Valor pago: "1234.56" ou "1.234,56".' },
    texto('posto', 'Posto', 150),
    PDF(false, 'A nota fiscal em PDF (opcional).'),
  ],
  descrever: 'o abastecimento de {placa} em {data}',
};

export const CADASTROS_DA_FROTA: readonly AdminDoCatalogo[] = [VEICULOS, ABASTECIMENTOS];
