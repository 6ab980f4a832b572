import { gerarCpf } from '@alego/kit';
/**
 * Invented financial data for the transparency portal, shared by the default seed (small) and `npm run demo:volume`
 * (realistic volumes). Deterministic (fixed seed), so every database shows the same records. Suppliers are invented
 * Goiás companies with checksum-valid CNPJs (DESIGN.md: demo data never names a real company or person).
 */
import { gerarCnpj } from '../lib/cnpj.js';
import { limitesDoMes, SCHEMA } from '../lib/consultas.js';
import { deCentavos, paraCentavos } from '../lib/dinheiro.js';

/** Runs one SQL statement with `?` placeholders (MikroORM's connection, or `pg` through `comPlaceholdersPg`). */
export type Executar = (sql: string, parametros: unknown[]) => Promise<Record<string, unknown>[]>;

export function aleatorioComSemente(semente: number): () => number {
  let a = semente;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Aleatorio = () => number;
const escolher = <T>(r: Aleatorio, lista: readonly T[]): T => lista[Math.floor(r() * lista.length)]!;
const entre = (r: Aleatorio, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));
/** Cents with a long tail: most expenses are small, a few are large. */
const centavos = (r: Aleatorio, min: number, max: number): number => Math.round(min * 100 * (max / min) ** (r() ** 1.6));
const iso = (data: Date): string => data.toISOString().slice(0, 10);
const somarDias = (data: string, dias: number): string => iso(new Date(Date.parse(`${data}T00:00:00Z`) + dias * 86_400_000));

// ---------------------------------------------------------------- lookups (fixed ids)

export const TIPOS_CONTRATACAO: [number, string, string][] = [
  [1, 'Prestação de serviços', 'contrato'],
  [2, 'Fornecimento de bens', 'contrato'],
  [3, 'Obras e serviços de engenharia', 'contrato'],
  [4, 'Locação', 'contrato'],
  [5, 'Tecnologia da informação', 'contrato'],
  [6, 'Dispensa de licitação', 'outra_contratacao'],
  [7, 'Inexigibilidade', 'outra_contratacao'],
  [8, 'Adesão a ata de registro de preço', 'outra_contratacao'],
];
export const MODALIDADES: [number, string][] = [
  [1, 'Pregão eletrônico'],
  [2, 'Concorrência'],
  [3, 'Dispensa eletrônica'],
  [4, 'Inexigibilidade'],
  [5, 'Credenciamento'],
  [6, 'Leilão'],
];
/** [id, descrição, ordem]; 1–3 are the phases of a bid still running. */
export const FASES: [number, string, number][] = [
  [1, 'Aberta', 1],
  [2, 'Em julgamento', 2],
  [3, 'Adjudicada', 3],
  [4, 'Homologada', 4],
  [5, 'Deserta', 5],
  [6, 'Fracassada', 6],
  [7, 'Revogada', 7],
];
export const TIPOS_SOLICITACAO_DIARIA: [number, string][] = [
  [1, 'Diária no Estado de Goiás'],
  [2, 'Diária nacional'],
  [3, 'Diária internacional'],
];

// ---------------------------------------------------------------- suppliers and people

interface Ramo {
  atividade: string;
  elemento: string;
  objetos: string[];
}

const RAMOS: Ramo[] = [
  { atividade: 'Serviços Gerais Ltda.', elemento: '3.3.90.37 - Locação de mão de obra', objetos: ['Limpeza e conservação das dependências da Assembleia', 'Serviços de copeiragem e recepção', 'Portaria e controle de acesso aos prédios anexos'] },
  { atividade: 'Vigilância Patrimonial Ltda.', elemento: '3.3.90.37 - Locação de mão de obra', objetos: ['Vigilância patrimonial armada e desarmada', 'Monitoramento eletrônico por câmeras do estacionamento'] },
  { atividade: 'Construções e Manutenção Predial Ltda.', elemento: '3.3.90.39 - Outros serviços de terceiros - pessoa jurídica', objetos: ['Manutenção predial preventiva e corretiva', 'Reforma dos banheiros do bloco B', 'Impermeabilização da laje do Plenário'] },
  { atividade: 'Tecnologia da Informação Ltda.', elemento: '3.3.90.40 - Serviços de tecnologia da informação e comunicação - pessoa jurídica', objetos: ['Suporte técnico aos usuários de informática', 'Licenças de software de escritório', 'Hospedagem em nuvem dos sistemas legislativos'] },
  { atividade: 'Comércio de Materiais de Escritório Ltda.', elemento: '3.3.90.30 - Material de consumo', objetos: ['Material de expediente', 'Toner e cartuchos para impressoras', 'Papel A4 reciclado'] },
  { atividade: 'Combustíveis Ltda.', elemento: '3.3.90.30 - Material de consumo', objetos: ['Combustível para a frota oficial', 'Lubrificantes e filtros para a frota oficial'] },
  { atividade: 'Locação de Veículos Ltda.', elemento: '3.3.90.39 - Outros serviços de terceiros - pessoa jurídica', objetos: ['Locação de veículos sem motorista', 'Locação de vans para o programa Assembleia Itinerante'] },
  { atividade: 'Gráfica e Editora Ltda.', elemento: '3.3.90.39 - Outros serviços de terceiros - pessoa jurídica', objetos: ['Impressão do Diário da Assembleia', 'Impressão de cartilhas da Procuradoria da Mulher'] },
  { atividade: 'Alimentação Corporativa Ltda.', elemento: '3.3.90.39 - Outros serviços de terceiros - pessoa jurídica', objetos: ['Fornecimento de lanches para sessões e audiências públicas', 'Água mineral e café para os gabinetes'] },
  { atividade: 'Móveis e Equipamentos Ltda.', elemento: '4.4.90.52 - Equipamentos e material permanente', objetos: ['Mobiliário corporativo para os gabinetes', 'Aparelhos de ar-condicionado', 'Computadores e monitores'] },
  { atividade: 'Telecomunicações Ltda.', elemento: '3.3.90.40 - Serviços de tecnologia da informação e comunicação - pessoa jurídica', objetos: ['Telefonia fixa e móvel corporativa', 'Links dedicados de internet'] },
  { atividade: 'Capacitação e Eventos Ltda.', elemento: '3.3.90.39 - Outros serviços de terceiros - pessoa jurídica', objetos: ['Curso de gestão de contratos para servidores', 'Organização de seminário sobre o Cerrado'] },
];

const LUGARES = ['Cerrado', 'Araguaia', 'Pirineus', 'Serra Dourada', 'Meia Ponte', 'Anhanguera', 'Buriti', 'Pequizeiro', 'Ipê Roxo', 'Veredas', 'Chapada', 'Paranaíba', 'Rio Vermelho', 'Jaraguá', 'Goyaz', 'Corumbá', 'Flamboyant', 'Lobo-Guará', 'Seriema', 'Tocantins'];

export interface Fornecedor {
  nome: string;
  cnpj: string;
  ramo: Ramo;
}

/** Every (place, line of business) pair: 240 invented companies, roots far from the seeded contracts' ones. */
export function fornecedores(): Fornecedor[] {
  const lista: Fornecedor[] = [];
  LUGARES.forEach((lugar, i) =>
    RAMOS.forEach((ramo, j) => {
      lista.push({ nome: `${lugar} ${ramo.atividade}`, cnpj: gerarCnpj(60_000_000 + i * 97_531 + j * 3_517), ramo });
    }),
  );
  return lista;
}

const PRENOMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elaine', 'Fábio', 'Gisele', 'Henrique', 'Ingrid', 'João', 'Kátia', 'Leandro', 'Marta', 'Nilton', 'Olívia', 'Paulo', 'Queila', 'Renato', 'Sílvia', 'Tiago', 'Úrsula', 'Vinícius', 'Wanda', 'Yara'];
const SOBRENOMES = ['Alves', 'Borges', 'Caiado', 'Damasceno', 'Esteves', 'Fagundes', 'Guimarães', 'Hermano', 'Inácio', 'Jardim', 'Lacerda', 'Machado', 'Nogueira', 'Otoni', 'Peixoto', 'Queiroz', 'Rezende', 'Sampaio', 'Teixeira', 'Vasconcelos'];
const CARGOS = ['Analista legislativo', 'Assessor parlamentar', 'Motorista', 'Técnico legislativo', 'Diretor administrativo', 'Assessor de comunicação', 'Policial legislativo'];

function pessoa(r: Aleatorio): string {
  return `${escolher(r, PRENOMES)} ${escolher(r, SOBRENOMES)} ${escolher(r, SOBRENOMES)}`;
}

// ---------------------------------------------------------------- rows

export type Linha = unknown[];

export interface Tabela {
  tabela: string;
  colunas: string[];
  linhas: Linha[];
}

/** The lookups, with their fixed ids (inserted with `on conflict do nothing`). */
export function lookups(): Tabela[] {
  return [
    { tabela: 'tipos_contratacao', colunas: ['id', 'descricao', 'grupo'], linhas: TIPOS_CONTRATACAO },
    { tabela: 'modalidades_licitacao', colunas: ['id', 'descricao'], linhas: MODALIDADES },
    { tabela: 'fases_licitacao', colunas: ['id', 'descricao', 'ordem'], linhas: FASES },
    { tabela: 'tipos_solicitacao_diaria', colunas: ['id', 'descricao'], linhas: TIPOS_SOLICITACAO_DIARIA },
  ];
}

export interface Periodo {
  /** First year, last year (inclusive) and the last day with data ("today" of the demo). */
  anoInicial: number;
  anoFinal: number;
  ate: string;
}

function dataNoAno(r: Aleatorio, ano: number, ate: string): string {
  const fim = `${ano}-12-31` < ate ? `${ano}-12-31` : ate;
  const inicio = Date.parse(`${ano}-01-02T00:00:00Z`);
  return iso(new Date(inicio + Math.floor(r() * (Date.parse(`${fim}T00:00:00Z`) - inicio))));
}

const TIPOS_CONTRATO_PESOS = ['contrato', 'contrato', 'contrato', 'contrato', 'contrato', 'contrato', 'ata_registro_preco', 'ata_registro_preco', 'convenio', 'outra_contratacao', 'outra_contratacao'] as const;

/**
 * Contracts and their inspectors. Numbers start at `primeiroNumero` in each type and year, so generated ones never
 * collide with the hand-written seed ones (which stay below 100).
 */
export function contratos(r: Aleatorio, quantidade: number, periodo: Periodo, primeiroId: number, primeiroNumero: number): Tabela[] {
  const lista = fornecedores();
  const anos = periodo.anoFinal - periodo.anoInicial + 1;
  const sequencia = new Map<string, number>();
  const contratosLinhas: Linha[] = [];
  const fiscaisLinhas: Linha[] = [];
  for (let i = 0; i < quantidade; i++) {
    const id = primeiroId + i;
    const ano = periodo.anoInicial + (i % anos);
    const tipo = escolher(r, TIPOS_CONTRATO_PESOS);
    const chave = `${tipo}/${ano}`;
    const ordem = sequencia.get(chave) ?? primeiroNumero;
    sequencia.set(chave, ordem + 1);
    const fornecedor = escolher(r, lista);
    const assinatura = dataNoAno(r, ano, periodo.ate);
    const meses = escolher(r, [6, 12, 12, 12, 24, 30, 36, 48, 60]);
    const fim = somarDias(assinatura, Math.round(meses * 30.4) - 1);
    const tipoContratacao = tipo === 'outra_contratacao' ? entre(r, 6, 8) : tipo === 'contrato' ? entre(r, 1, 5) : null;
    const objeto = `${escolher(r, fornecedor.ramo.objetos)}${tipo === 'ata_registro_preco' ? ' (registro de preços)' : ''}.`;
    contratosLinhas.push([id, `${String(ordem).padStart(3, '0')}/${ano}`, ano, objeto, fornecedor.nome, fornecedor.cnpj, tipo, deCentavos(BigInt(centavos(r, 8_000, 6_000_000))), assinatura, assinatura, fim, tipoContratacao]);
    const designacao = somarDias(assinatura, entre(r, 1, 15));
    const portaria = `Portaria nº ${entre(r, 1, 900)}/${ano}`;
    fiscaisLinhas.push([id, pessoa(r), String(entre(r, 10_000, 99_999)), 'Fiscal titular', portaria, designacao]);
    fiscaisLinhas.push([id, pessoa(r), String(entre(r, 10_000, 99_999)), 'Fiscal substituto', portaria, designacao]);
    if (r() < 0.3) fiscaisLinhas.push([id, pessoa(r), String(entre(r, 10_000, 99_999)), 'Gestor do contrato', portaria, designacao]);
  }
  return [
    {
      tabela: 'contratos',
      colunas: ['id', 'numero', 'ano', 'objeto', 'fornecedor', 'cnpj', 'tipo', 'valor', 'data_assinatura', 'vigencia_inicio', 'vigencia_fim', 'tipo_contratacao_id'],
      linhas: contratosLinhas,
    },
    { tabela: 'fiscais_contratos', colunas: ['contrato_id', 'nome', 'matricula', 'funcao', 'portaria', 'data_designacao'], linhas: fiscaisLinhas },
  ];
}

/** Inspectors for contracts that exist already (the hand-written seed ones): [id, data de assinatura]. */
export function fiscaisPara(r: Aleatorio, existentes: [number, string][]): Tabela {
  const linhas: Linha[] = [];
  for (const [id, assinatura] of existentes) {
    const portaria = `Portaria nº ${entre(r, 1, 900)}/${assinatura.slice(0, 4)}`;
    const designacao = somarDias(assinatura, entre(r, 1, 15));
    linhas.push([id, pessoa(r), String(entre(r, 10_000, 99_999)), 'Fiscal titular', portaria, designacao]);
    linhas.push([id, pessoa(r), String(entre(r, 10_000, 99_999)), 'Fiscal substituto', portaria, designacao]);
  }
  return { tabela: 'fiscais_contratos', colunas: ['contrato_id', 'nome', 'matricula', 'funcao', 'portaria', 'data_designacao'], linhas };
}

const MODALIDADE_PESOS = [1, 1, 1, 1, 1, 2, 3, 3, 4, 5, 6];
const AVISOS = [
  ['Aviso de abertura', 'Torna-se público que a Assembleia Legislativa do Estado de Goiás realizará a licitação em epígrafe. O edital está disponível no portal da transparência.'],
  ['Aviso de adiamento', 'Fica adiada a sessão pública da licitação em epígrafe, para análise de pedidos de esclarecimento. A nova data será publicada oportunamente.'],
  ['Esclarecimento nº 1', 'Em resposta a pedido de esclarecimento, informa-se que a planilha de custos do anexo I pode ser apresentada em formato eletrônico.'],
  ['Aviso de resultado', 'Comunica-se o resultado do julgamento das propostas da licitação em epígrafe, conforme ata disponível no processo.'],
] as const;

/** Bid notices and their announcements. */
export function editais(r: Aleatorio, quantidade: number, periodo: Periodo, primeiroId: number, primeiroNumero: number): Tabela[] {
  const lista = fornecedores();
  const anos = periodo.anoFinal - periodo.anoInicial + 1;
  const sequencia = new Map<string, number>();
  const editaisLinhas: Linha[] = [];
  const avisosLinhas: Linha[] = [];
  for (let i = 0; i < quantidade; i++) {
    const id = primeiroId + i;
    const ano = periodo.anoInicial + (i % anos);
    const modalidade = escolher(r, MODALIDADE_PESOS);
    const chave = `${modalidade}/${ano}`;
    const ordem = sequencia.get(chave) ?? primeiroNumero;
    sequencia.set(chave, ordem + 1);
    const abertura = dataNoAno(r, ano, periodo.ate);
    const diasAtras = (Date.parse(periodo.ate) - Date.parse(abertura)) / 86_400_000;
    const fase = diasAtras < 20 ? entre(r, 1, 2) : diasAtras < 60 ? entre(r, 2, 4) : escolher(r, [4, 4, 4, 4, 4, 5, 6, 7]);
    const objeto = `${escolher(r, escolher(r, lista).ramo.objetos)}.`;
    editaisLinhas.push([id, `${String(ordem).padStart(3, '0')}/${ano}`, ano, numeroDeProcesso(r, ano), objeto, modalidade, fase, abertura, deCentavos(BigInt(centavos(r, 10_000, 8_000_000)))]);
    const quantos = fase >= 4 ? 2 + (r() < 0.3 ? 1 : 0) : 1 + (r() < 0.4 ? 1 : 0);
    const publicacao = somarDias(abertura, -entre(r, 10, 20));
    for (let k = 0; k < quantos; k++) {
      const [titulo, conteudo] = k === 0 ? AVISOS[0] : k === quantos - 1 && fase >= 4 ? AVISOS[3] : escolher(r, [AVISOS[1], AVISOS[2]]);
      const data = k === 0 ? publicacao : somarDias(abertura, k * entre(r, 2, 12) - 8);
      avisosLinhas.push([id, titulo, conteudo, data > periodo.ate ? periodo.ate : data]);
    }
  }
  return [
    { tabela: 'editais', colunas: ['id', 'numero', 'ano', 'processo', 'objeto', 'modalidade_id', 'fase_id', 'data_abertura', 'valor_estimado'], linhas: editaisLinhas },
    { tabela: 'avisos_licitacao', colunas: ['edital_id', 'titulo', 'conteudo', 'data_publicacao'], linhas: avisosLinhas },
  ];
}

/** Commitments, numbered per year from `primeiroNumero`: most fully paid, recent ones still being paid. */
export function empenhos(r: Aleatorio, quantidade: number, periodo: Periodo, primeiroNumero: number): Tabela {
  const lista = fornecedores();
  const anos = periodo.anoFinal - periodo.anoInicial + 1;
  const sequencia = new Map<number, number>();
  const linhas: Linha[] = [];
  for (let i = 0; i < quantidade; i++) {
    const ano = periodo.anoInicial + (i % anos);
    const ordem = sequencia.get(ano) ?? primeiroNumero;
    sequencia.set(ano, ordem + 1);
    const fornecedor = escolher(r, lista);
    const data = dataNoAno(r, ano, periodo.ate);
    const empenhado = centavos(r, 300, 900_000);
    const liquidado = r() < 0.85 ? empenhado : Math.floor(empenhado * r());
    const pago = r() < 0.9 ? liquidado : Math.floor(liquidado * r());
    const processo = numeroDeProcesso(r, ano);
    linhas.push([
      `${ano}NE${String(ordem).padStart(6, '0')}`, ano, data, fornecedor.nome, fornecedor.cnpj, fornecedor.ramo.elemento,
      `${escolher(r, fornecedor.ramo.objetos)}, conforme processo ${processo}.`,
      deCentavos(BigInt(empenhado)), deCentavos(BigInt(liquidado)), deCentavos(BigInt(pago)), processo,
    ]);
  }
  return { tabela: 'empenhos', colunas: COLUNAS_EMPENHO, linhas };
}

const COLUNAS_EMPENHO = ['numero', 'ano', 'data', 'credor', 'cnpj', 'elemento_despesa', 'historico', 'valor_empenhado', 'valor_liquidado', 'valor_pago', 'processo'];

export function numeroDeProcesso(r: Aleatorio, ano: number): string {
  return `${ano}.${String(entre(r, 1, 30)).padStart(4, '0')}.${String(entre(r, 1, 999_999)).padStart(6, '0')}`;
}

/** A bid that ended in a contract (adjudicated or homologated), read back from the database. */
export interface LicitacaoConcluida {
  processo: string;
  abertura: string;
  objeto: string;
  valorEstimado: string;
}

/** Where each kind of number continues: contracts of type `contrato` per year, commitments per year. */
export interface ProximosNumeros {
  contratoId: number;
  contrato: number;
  empenho: number;
}

/**
 * The money trail of finished bids: each one gets one to three contracts (lots) under its process number, each
 * followed by monthly commitments for the same supplier and process, paid up to the demo's today. Winners come from
 * a few companies per line of business, so a supplier page shows more than one process.
 */
export function cadeiasDeCompra(r: Aleatorio, licitacoes: readonly LicitacaoConcluida[], periodo: Periodo, proximos: ProximosNumeros): Tabela[] {
  const lista = fornecedores();
  const contratosLinhas: Linha[] = [];
  const assinados: [number, string][] = [];
  const empenhosLinhas: Linha[] = [];
  const numeroContrato = new Map<number, number>();
  const numeroEmpenho = new Map<number, number>();
  let id = proximos.contratoId;
  for (const licitacao of licitacoes) {
    const ramo = RAMOS.find((candidato) => candidato.objetos.some((o) => licitacao.objeto.startsWith(o))) ?? escolher(r, RAMOS);
    const vencedores = lista.filter((f) => f.ramo === ramo).slice(0, 4);
    const lotes = escolher(r, [1, 1, 2, 2, 3]);
    const estimado = Number(paraCentavos(licitacao.valorEstimado));
    for (let lote = 0; lote < lotes; lote++) {
      const assinatura = somarDias(licitacao.abertura, entre(r, 15, 45) + lote * entre(r, 0, 10));
      if (assinatura > periodo.ate) break;
      const ano = Number(assinatura.slice(0, 4));
      const ordem = numeroContrato.get(ano) ?? proximos.contrato;
      numeroContrato.set(ano, ordem + 1);
      const fornecedor = escolher(r, vencedores);
      const valor = Math.max(10_000, Math.round((estimado / lotes) * (0.7 + r() * 0.28)));
      const meses = escolher(r, [6, 12, 12, 24]);
      contratosLinhas.push([id, `${String(ordem).padStart(3, '0')}/${ano}`, ano, licitacao.objeto, fornecedor.nome, fornecedor.cnpj, 'contrato', deCentavos(BigInt(valor)), assinatura, assinatura, somarDias(assinatura, Math.round(meses * 30.4) - 1), entre(r, 1, 5), licitacao.processo]);
      assinados.push([id, assinatura]);
      id++;
      // One commitment a month while the contract runs and the demo's today allows, together under the contract value.
      const parcelas = Math.min(meses, entre(r, 2, 6));
      for (let parcela = 0; parcela < parcelas; parcela++) {
        const data = somarDias(assinatura, 5 + parcela * 30);
        if (data > periodo.ate) break;
        const anoEmpenho = Number(data.slice(0, 4));
        const numero = numeroEmpenho.get(anoEmpenho) ?? proximos.empenho;
        numeroEmpenho.set(anoEmpenho, numero + 1);
        const empenhado = Math.floor(valor / (parcelas + 1));
        const recente = (Date.parse(periodo.ate) - Date.parse(data)) / 86_400_000 < 45;
        const liquidado = recente ? Math.floor(empenhado * r()) : empenhado;
        const pago = recente ? Math.floor(liquidado * r()) : liquidado;
        empenhosLinhas.push([
          `${anoEmpenho}NE${String(numero).padStart(6, '0')}`, anoEmpenho, data, fornecedor.nome, fornecedor.cnpj, ramo.elemento,
          `${licitacao.objeto.replace(/\.$/, '')}, parcela ${parcela + 1}, conforme processo ${licitacao.processo}.`,
          deCentavos(BigInt(empenhado)), deCentavos(BigInt(liquidado)), deCentavos(BigInt(pago)), licitacao.processo,
        ]);
      }
    }
  }
  return [
    {
      tabela: 'contratos',
      colunas: ['id', 'numero', 'ano', 'objeto', 'fornecedor', 'cnpj', 'tipo', 'valor', 'data_assinatura', 'vigencia_inicio', 'vigencia_fim', 'tipo_contratacao_id', 'processo'],
      linhas: contratosLinhas,
    },
    fiscaisPara(r, assinados),
    { tabela: 'empenhos', colunas: COLUNAS_EMPENHO, linhas: empenhosLinhas },
  ];
}

const DESTINOS: [number, string, number][] = [
  [1, 'Anápolis/GO', 28_000], [1, 'Rio Verde/GO', 28_000], [1, 'Catalão/GO', 28_000], [1, 'Jataí/GO', 28_000],
  [1, 'Caldas Novas/GO', 28_000], [1, 'Itumbiara/GO', 28_000], [1, 'Formosa/GO', 28_000], [1, 'Porangatu/GO', 28_000],
  [2, 'Brasília/DF', 52_000], [2, 'São Paulo/SP', 52_000], [2, 'Belo Horizonte/MG', 52_000], [2, 'Palmas/TO', 52_000],
  [3, 'Buenos Aires/Argentina', 145_000], [3, 'Lisboa/Portugal', 145_000],
];
const MOTIVOS = ['Participação em audiência pública da comissão', 'Reunião com a bancada federal', 'Curso de capacitação em processo legislativo', 'Acompanhamento da Assembleia Itinerante', 'Encontro nacional de escolas do legislativo', 'Visita técnica a obra custeada por emenda parlamentar'];

/** Daily allowances: half-day steps, total = quantity × unit value, exact in cents. */
export function diarias(r: Aleatorio, quantidade: number, periodo: Periodo): Tabela {
  const anos = periodo.anoFinal - periodo.anoInicial + 1;
  const beneficiarios = Array.from({ length: Math.max(30, Math.ceil(quantidade / 12)) }, () => [pessoa(r), escolher(r, CARGOS)] as const);
  const linhas: Linha[] = [];
  for (let i = 0; i < quantidade; i++) {
    const ano = periodo.anoInicial + (i % anos);
    const [tipo, destino, unitario] = escolher(r, r() < 0.75 ? DESTINOS.slice(0, 12) : DESTINOS);
    const [beneficiario, cargo] = escolher(r, beneficiarios);
    const saida = dataNoAno(r, ano, periodo.ate);
    const meias = entre(r, 1, tipo === 3 ? 12 : 8);
    const total = (unitario * meias) / 2;
    linhas.push([beneficiario, cargo, tipo, destino, `${escolher(r, MOTIVOS)}.`, saida, somarDias(saida, Math.ceil(meias / 2)), Number(saida.slice(0, 4)), Number(saida.slice(5, 7)), (meias / 2).toFixed(1), deCentavos(BigInt(unitario)), deCentavos(BigInt(total))]);
  }
  return { tabela: 'diarias', colunas: ['beneficiario', 'cargo', 'tipo_solicitacao_id', 'destino', 'motivo', 'data_saida', 'data_retorno', 'ano', 'mes', 'quantidade', 'valor_unitario', 'valor_total'], linhas };
}

/** Annual budget of the Assembly per year, in cents (invented, plausible order of magnitude). */
const ORCAMENTO_ANUAL_BASE = 71_240_000_000;

/** One transfer per month up to the demo's today: a twelfth of the annual budget, a few months short. */
export function repasses(r: Aleatorio, periodo: Periodo): Tabela {
  const linhas: Linha[] = [];
  for (let ano = periodo.anoInicial; ano <= periodo.anoFinal; ano++) {
    const anual = ORCAMENTO_ANUAL_BASE + (ano - 2020) * 3_812_500_000;
    const previsto = Math.floor(anual / 12);
    for (let mes = 1; mes <= 12; mes++) {
      const data = `${ano}-${String(mes).padStart(2, '0')}-20`;
      if (data > periodo.ate) break;
      const repassado = r() < 0.8 ? previsto : previsto - centavos(r, 50_000, 2_000_000);
      linhas.push([ano, mes, data, deCentavos(BigInt(previsto)), deCentavos(BigInt(repassado))]);
    }
  }
  return { tabela: 'repasses_duodecimos', colunas: ['ano', 'mes', 'data_repasse', 'valor_previsto', 'valor_repassado'], linhas };
}

/** [grupo, subgrupo, ramo do fornecedor (null: pessoa física, o locador), valor mínimo, valor máximo] */
const DESPESAS_VERBA: [string, string, string | null, number, number][] = [
  ['Combustíveis e lubrificantes', 'Combustível', 'Combustíveis Ltda.', 80, 1_800],
  ['Locação de veículos', 'Locação de veículo automotor', 'Locação de Veículos Ltda.', 2_500, 7_500],
  ['Manutenção de escritório de apoio', 'Aluguel de imóvel', null, 1_800, 6_000],
  ['Manutenção de escritório de apoio', 'Telefonia e internet', 'Telecomunicações Ltda.', 120, 800],
  ['Manutenção de escritório de apoio', 'Material de expediente', 'Comércio de Materiais de Escritório Ltda.', 90, 1_500],
  ['Manutenção de escritório de apoio', 'Limpeza e conservação', 'Serviços Gerais Ltda.', 300, 2_200],
  ['Divulgação da atividade parlamentar', 'Serviços gráficos', 'Gráfica e Editora Ltda.', 400, 6_000],
  ['Consultorias e assessorias', 'Consultoria técnica', 'Capacitação e Eventos Ltda.', 2_000, 12_000],
  ['Consultorias e assessorias', 'Suporte de informática', 'Tecnologia da Informação Ltda.', 300, 3_000],
  ['Alimentação e hospedagem', 'Alimentação', 'Alimentação Corporativa Ltda.', 40, 600],
];

/**
 * Indemnity allowance entries for every deputy and month up to the month before the demo's today, about
 * `porMes` documents each (the allowance is claimed after the month closes).
 */
export function verbas(r: Aleatorio, deputados: number[], periodo: Periodo, porMes: number): Tabela {
  const porRamo = new Map<string, Fornecedor[]>();
  for (const fornecedor of fornecedores()) porRamo.set(fornecedor.ramo.atividade, [...(porRamo.get(fornecedor.ramo.atividade) ?? []), fornecedor]);
  const linhas: Linha[] = [];
  const ultimoMes = periodo.ate.slice(0, 7);
  for (const deputado of deputados) {
    for (let ano = periodo.anoInicial; ano <= periodo.anoFinal; ano++) {
      for (let mes = 1; mes <= 12; mes++) {
        if (`${ano}-${String(mes).padStart(2, '0')}` >= ultimoMes) break;
        const [inicio] = limitesDoMes(ano, mes);
        const quantos = Math.max(1, porMes + entre(r, -2, 2));
        for (let k = 0; k < quantos; k++) {
          const [grupo, subgrupo, ramo, min, max] = k < 2 ? DESPESAS_VERBA[k]! : escolher(r, DESPESAS_VERBA);
          const fornecedor = ramo ? escolher(r, porRamo.get(ramo)!) : null;
          // The landlord of a deputy's support office is a person: the CPF is stored, and masked in every answer.
          const documento = fornecedor?.cnpj ?? gerarCpf(100_000_000 + deputado * 7_919 + entre(r, 0, 3));
          const nome = fornecedor?.nome ?? pessoa(r);
          const apresentado = centavos(r, min, max);
          const indenizado = r() < 0.92 ? apresentado : Math.floor(apresentado * (0.5 + r() / 2));
          linhas.push([deputado, ano, mes, grupo, subgrupo, nome, documento, deCentavos(BigInt(apresentado)), deCentavos(BigInt(indenizado)), somarDias(inicio, entre(r, 0, 27)), String(entre(r, 1, 999_999)).padStart(6, '0')]);
        }
      }
    }
  }
  return { tabela: 'verbas_indenizatorias', colunas: ['deputado_id', 'ano', 'mes', 'grupo', 'subgrupo', 'fornecedor', 'cnpj_cpf', 'valor_apresentado', 'valor_indenizado', 'data', 'numero'], linhas };
}

// ---------------------------------------------------------------- loading

/** At most this many parameters per statement (PostgreSQL's limit is 65535). */
const PARAMETROS_POR_COMANDO = 30_000;

/** Multi-row INSERTs, a few thousand rows per statement. */
export async function inserir(executar: Executar, { tabela, colunas, linhas }: Tabela, sufixo = ''): Promise<void> {
  const porComando = Math.max(1, Math.floor(PARAMETROS_POR_COMANDO / colunas.length));
  const tupla = `(${colunas.map(() => '?').join(', ')})`;
  for (let i = 0; i < linhas.length; i += porComando) {
    const lote = linhas.slice(i, i + porComando);
    await executar(
      `insert into "${SCHEMA}"."${tabela}" (${colunas.join(', ')}) values ${lote.map(() => tupla).join(', ')} ${sufixo}`,
      lote.flat(),
    );
  }
}

/** After rows inserted with explicit ids, the serial must continue after the largest one. */
export async function ajustarSequencia(executar: Executar, tabela: string): Promise<void> {
  await executar(`select setval(pg_get_serial_sequence('"${SCHEMA}"."${tabela}"', 'id'), coalesce((select max(id) from "${SCHEMA}"."${tabela}"), 0) + 1, false)`, []);
}

/** `?` placeholders to `pg`'s `$1, $2...` (the generated SQL has no other question marks). */
export function comPlaceholdersPg(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
