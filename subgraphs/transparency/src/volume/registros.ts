/**
 * The history of the published registers (reports, plans, contests, works, sanctions, org charts, aircraft logs...)
 * for `npm run demo:volume`: what an assembly has published over the last twenty years, each register from the first
 * year its form accepts. Invented titles and companies, no PDFs (as every demo register). A document already in the
 * table (the default seed's, or a previous run's) is kept, not written twice.
 */
import { MESES } from '@alego/catalog';
import { SCHEMA } from '../lib/consultas.js';
import { deCentavos } from '../lib/dinheiro.js';
import { aleatorioComSemente, fornecedores, inserir, numeroDeProcesso, repasses, type Executar, type Linha } from './gerador.js';

type Aleatorio = () => number;

/** Years of history at scale 1; the scale multiplies them (never before a register's first year). */
export const ANOS_DE_HISTORIA = 20;

interface Contexto {
  r: Aleatorio;
  /** The demo's today (AAAA-MM-DD). */
  hoje: string;
  anoAtual: number;
  /** Months of `ano` already closed on `hoje` (1..12; 0 in January of the current year). */
  mesesFechados: (ano: number) => number;
}

interface Registro {
  tabela: string;
  colunas: string[];
  /** The columns that name a document in its table: a row already there under them is not written again. */
  chave: string[];
  /** The first year the register's form accepts (absolute, or relative to the current year when negative). */
  desde: number;
  /** The documents of one year published up to the demo's today. */
  doAno: (ano: number, contexto: Contexto) => Linha[];
}

const mm = (mes: number) => String(mes).padStart(2, '0');
const meses = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const entre = (r: Aleatorio, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const escolher = <T>(r: Aleatorio, lista: readonly T[]): T => lista[Math.floor(r() * lista.length)]!;
const dataNoMes = (r: Aleatorio, ano: number, mes: number) => `${ano}-${mm(mes)}-${String(entre(r, 1, 28)).padStart(2, '0')}`;
/** Money as the tables keep it, from a value in reais and a random spread. */
const reais = (r: Aleatorio, base: number, variacao = 0.1) => deCentavos(BigInt(Math.round(base * 100 * (1 - variacao + 2 * variacao * r()))));
const QUADRIMESTRES = [4, 8, 12];
const TRIMESTRES = [3, 6, 9, 12];

const TRIBUNAL = 'Tribunal de Contas do Estado';

const OBJETOS_DE_OBRA: [string, string][] = [
  ['Reforma dos gabinetes parlamentares do bloco A', 'Prédio principal'],
  ['Substituição do sistema de climatização do Plenário', 'Plenário Getulino Artiaga'],
  ['Construção da subestação de energia', 'Sede da Assembleia, Park Lozandes'],
  ['Impermeabilização das lajes dos anexos', 'Prédios anexos'],
  ['Reforma do auditório Solon Amaral', 'Prédio principal'],
  ['Adequação do sistema de prevenção e combate a incêndio', 'Sede da Assembleia, Park Lozandes'],
  ['Pavimentação e drenagem do estacionamento', 'Estacionamento da sede'],
  ['Reforma dos estúdios da TV Assembleia', 'Diretoria de Comunicação'],
  ['Ampliação do arquivo histórico', 'Prédio da Biblioteca'],
  ['Instalação de elevadores acessíveis', 'Prédios anexos'],
  ['Reforma da cozinha e do restaurante dos servidores', 'Prédio principal'],
  ['Recuperação estrutural da marquise', 'Prédio principal'],
  ['Cabeamento estruturado e sala-cofre', 'Diretoria de Tecnologia da Informação'],
  ['Reforma das salas das comissões', 'Prédio das comissões'],
  ['Paisagismo e iluminação da área externa', 'Sede da Assembleia, Park Lozandes'],
];

const SANCOES = [
  'Advertência por atraso na entrega de material de expediente.',
  'Multa de 5% sobre o valor da parcela entregue com atraso.',
  'Multa de 10% sobre o valor da parcela e impedimento de licitar por 1 ano.',
  'Impedimento de licitar e contratar com o Estado de Goiás por 2 anos.',
  'Advertência pela substituição de profissional sem comunicação prévia.',
  'Multa compensatória pela inexecução parcial do contrato.',
  'Declaração de inidoneidade por apresentação de documento falso na licitação.',
];

const UNIDADES = [
  'Presidência', 'Secretaria-Geral da Mesa', 'Secretaria Legislativa', 'Secretaria Administrativa', 'Diretoria Parlamentar',
  'Diretoria de Processo Legislativo', 'Diretoria de Comissões', 'Diretoria de Recursos Humanos', 'Diretoria Financeira',
  'Diretoria de Licitações', 'Diretoria de Comunicação', 'Controladoria', 'Procuradoria',
];

const CARGOS_DE_CONCURSO = ['analista legislativo', 'técnico legislativo', 'policial legislativo', 'procurador', 'jornalista', 'taquígrafo', 'médico do trabalho'];

const ARQUIVOS_DO_ANO: [string, string][] = [
  ['carta_servicos', 'Carta de Serviços ao Cidadão'],
  ['planejamento', 'Planejamento estratégico da Assembleia'],
  ['ouvidoria', 'Relatório anual da Ouvidoria'],
  ['controle_interno', 'Relatório de atividades da Controladoria'],
  ['dados_abertos', 'Plano de dados abertos'],
];

const AERONAVES: [string, string, number][] = [
  ['PR-ALG', 'Beechcraft King Air C90', 2015],
  ['PP-GYN', 'Embraer Phenom 100', 2019],
];

/** Every register whose list would otherwise fit in one page; the figures are those of a state assembly. */
const REGISTROS: Registro[] = [
  {
    tabela: 'planos_contratacoes',
    colunas: ['ano', 'titulo', 'descricao'],
    chave: ['ano', 'titulo'],
    desde: -10,
    doAno: (ano, { mesesFechados }) => [
      [ano, `Plano anual de contratações ${ano}`, 'Aquisições e contratações previstas para o exercício, por unidade demandante.'],
      ...[1, 2].filter((n) => mesesFechados(ano) >= 4 * n).map((n) => [ano, `Plano anual de contratações ${ano} - ${n}ª revisão`, 'Inclusões e exclusões aprovadas pela Mesa Diretora.']),
      ...TRIMESTRES.filter((mes) => mesesFechados(ano) >= mes).map((mes) => [ano, `Execução do plano anual de contratações ${ano} - ${mes / 3}º trimestre`, 'Contratações concluídas, em andamento e adiadas no trimestre.']),
    ],
  },
  {
    tabela: 'balancos',
    colunas: ['ano', 'titulo', 'descricao'],
    chave: ['ano', 'titulo'],
    desde: 2000,
    // The balance sheets of a year are published when it closes.
    doAno: (ano, { anoAtual }) =>
      ano >= anoAtual
        ? []
        : ['orçamentário', 'financeiro', 'patrimonial'].map((tipo) => [ano, `Balanço ${tipo} de ${ano}`, `Demonstração do balanço ${tipo} do exercício de ${ano}.`]).concat([
            [ano, `Demonstração das variações patrimoniais de ${ano}`, `Variações patrimoniais quantitativas do exercício de ${ano}.`],
            [ano, `Demonstração dos fluxos de caixa de ${ano}`, `Ingressos e desembolsos do exercício de ${ano}.`],
            [ano, `Notas explicativas às demonstrações contábeis de ${ano}`, 'Critérios contábeis adotados e detalhamento das contas.'],
          ]),
  },
  {
    tabela: 'relatorios_gestao',
    colunas: ['ano', 'titulo', 'descricao'],
    chave: ['ano', 'titulo'],
    desde: 2000,
    doAno: (ano, { anoAtual, mesesFechados }) => [
      ...(ano < anoAtual ? [[ano, `Relatório de gestão ${ano}`, `Metas, resultados e prestação de contas anual ao ${TRIBUNAL}.`]] : []),
      ...TRIMESTRES.filter((mes) => mesesFechados(ano) >= mes).map((mes) => [ano, `Relatório de gestão ${ano} - ${mes / 3}º trimestre`, 'Indicadores de desempenho das unidades administrativas no trimestre.']),
    ],
  },
  {
    tabela: 'execucoes_orcamentarias',
    colunas: ['ano', 'mes', 'descricao'],
    chave: ['ano', 'mes'],
    desde: 2000,
    doAno: (ano, { mesesFechados }) => meses(mesesFechados(ano)).map((mes) => [ano, mes, `Execução orçamentária acumulada até ${mm(mes)}/${ano}`]),
  },
  {
    tabela: 'concursos',
    colunas: ['ano', 'titulo', 'situacao', 'vagas', 'descricao'],
    chave: ['ano', 'titulo'],
    desde: 2000,
    // Two traineeship selections a year; a public contest for one career every other year.
    doAno: (ano, { r, anoAtual, mesesFechados }) => {
      const encerrado = (mes: number) => (ano < anoAtual - 1 ? 'encerrado' : mesesFechados(ano) >= mes + 3 ? 'homologado' : mesesFechados(ano) >= mes ? 'em_andamento' : 'previsto');
      const linhas: Linha[] = [1, 2].map((n) => [ano, `Processo seletivo de estagiários (edital ${mm(n)}/${ano})`, encerrado(n === 1 ? 2 : 8), entre(r, 20, 80), 'Estágio de nível superior e médio; prova objetiva e análise curricular.']);
      if (ano % 2 === 0) {
        const cargo = CARGOS_DE_CONCURSO[(ano / 2) % CARGOS_DE_CONCURSO.length]!;
        linhas.push([ano, `Concurso público para ${cargo} (edital 03/${ano})`, ano < anoAtual - 2 ? 'homologado' : encerrado(5), entre(r, 4, 60), 'Prova objetiva e discursiva; validade de dois anos, prorrogável.']);
      }
      return linhas;
    },
  },
  {
    tabela: 'documentos_compliance',
    colunas: ['ano', 'tipo', 'titulo', 'descricao'],
    chave: ['ano', 'titulo'],
    desde: 2015,
    doAno: (ano, { mesesFechados }) => [
      [ano, 'plano_riscos', `Plano de gestão de riscos ${ano}`, 'Matriz de riscos das contratações, da folha e dos sistemas.'],
      ...(ano % 4 === 3 ? [[ano, 'codigo_conduta', `Código de ética e conduta dos servidores - revisão de ${ano}`, 'Atualizado no início da legislatura.']] : []),
      ...TRIMESTRES.filter((mes) => mesesFechados(ano) >= mes).map((mes) => [ano, 'relatorio', `Relatório trimestral do canal de denúncias - ${mes / 3}º trimestre de ${ano}`, 'Denúncias recebidas, apuradas e arquivadas, sem identificar os denunciantes.']),
    ],
  },
  {
    tabela: 'obras',
    colunas: ['ano', 'objeto', 'local', 'empresa', 'contrato', 'situacao', 'valor_contratado', 'valor_pago', 'percentual_executado', 'data_inicio', 'previsao_termino'],
    chave: ['ano', 'objeto'],
    desde: 2010,
    // Four works a year: the old ones finished and paid, the recent ones in progress.
    doAno: (ano, { r, anoAtual, mesesFechados, hoje }) => {
      const construtoras = fornecedores().filter((f) => f.ramo.atividade.startsWith('Construções'));
      return [0, 1, 2, 3].flatMap((k) => {
        const mes = 1 + k * 3;
        if (ano === anoAtual && mes > mesesFechados(ano)) return [];
        const [objeto, local] = OBJETOS_DE_OBRA[(ano * 4 + k) % OBJETOS_DE_OBRA.length]!;
        const contratado = Number(reais(r, 2_500_000, 0.8));
        const inicio = dataNoMes(r, ano, mes);
        const termino = `${ano + entre(r, 1, 2)}-${mm(entre(r, 1, 12))}-28`;
        const andamento = ano < anoAtual - 2 || termino < hoje ? 100 : ano === anoAtual - 2 ? entre(r, 60, 95) : entre(r, 5, 60);
        const situacao = andamento === 100 ? 'concluida' : r() < 0.15 ? 'paralisada' : 'em_execucao';
        const pago = andamento === 100 ? contratado : Math.floor(contratado * andamento) / 100;
        return [[ano, objeto, local, escolher(r, construtoras).nome, `${String(entre(r, 1, 90)).padStart(3, '0')}/${ano}`, situacao, contratado.toFixed(2), pago.toFixed(2), andamento, inicio, termino]];
      });
    },
  },
  {
    tabela: 'orcamentos',
    colunas: ['ano', 'tipo', 'autorizado_com_pessoal', 'descricao'],
    chave: ['ano', 'descricao'],
    desde: -12,
    doAno: (ano, { r }) => {
      const pessoal = 300_000_000 + (ano - 2014) * 9_000_000;
      return [
        [ano, 'ldo', reais(r, pessoal, 0.02), `Lei de Diretrizes Orçamentárias ${ano}`],
        [ano, 'loa', reais(r, pessoal, 0.02), `Lei Orçamentária Anual ${ano}`],
        [ano, 'qdd', reais(r, pessoal, 0.02), `Quadro de Detalhamento da Despesa ${ano}`],
        [ano, 'qdd', reais(r, pessoal * 1.01, 0.02), `Quadro de Detalhamento da Despesa ${ano} - atualizado em junho`],
        ...((ano - 2024) % 4 === 0 ? [[ano, 'ppa', null, `Plano Plurianual ${ano}-${ano + 3}`]] : []),
      ];
    },
  },
  {
    tabela: 'gestoes_fiscais_anuais',
    colunas: ['ano', 'descricao'],
    chave: ['ano', 'descricao'],
    desde: -10,
    doAno: (ano, { mesesFechados }) =>
      QUADRIMESTRES.filter((mes) => mesesFechados(ano) >= mes).flatMap((mes) =>
        ['', ' - Anexo 1: despesa com pessoal', ' - Anexo 6: demonstrativo simplificado'].map((anexo) => [ano, `Relatório de Gestão Fiscal ${ano} - ${mes / 4}º quadrimestre${anexo}`]),
      ),
  },
  {
    tabela: 'demonstrativos_despesas_com_pessoal',
    colunas: ['ano', 'descricao'],
    chave: ['ano', 'descricao'],
    desde: -12,
    doAno: (ano, { mesesFechados }) => [
      ...(mesesFechados(ano) === 12 ? [[ano, `Demonstrativo da despesa com pessoal ${ano}`]] : []),
      ...meses(mesesFechados(ano)).map((mes) => [ano, `Demonstrativo mensal da despesa com pessoal - ${MESES[mes - 1]} de ${ano}`]),
    ],
  },
  {
    tabela: 'prestacoes_contas',
    colunas: ['ano', 'mes', 'tipo_cadastro', 'descricao'],
    chave: ['ano', 'descricao'],
    desde: -12,
    doAno: (ano, { mesesFechados }) => [
      ...(mesesFechados(ano) === 12
        ? [
            [ano, null, 'receita_presidencia', `Receita da Presidência ${ano}`],
            [ano, null, 'receita_femal', `Receita do FEMAL ${ano}`],
            [ano, null, 'detalhamento', `Detalhamento da execução orçamentária ${ano}`],
          ]
        : []),
      ...meses(mesesFechados(ano)).map((mes) => [ano, mes, 'ordem', `Ordem cronológica de pagamentos - ${MESES[mes - 1]} de ${ano}`]),
    ],
  },
  {
    tabela: 'sancoes_administrativas',
    colunas: ['ano', 'empresa', 'cnpj', 'sancao', 'processo', 'data_publicacao'],
    chave: ['ano', 'processo'],
    desde: -12,
    // Some six sanctions a year on suppliers that failed a contract.
    doAno: (ano, { r, mesesFechados }) => {
      const empresas = fornecedores();
      return Array.from({ length: entre(r, 4, 8) }, () => entre(r, 1, 12))
        .filter((mes) => mes <= mesesFechados(ano))
        .map((mes): Linha => {
          const empresa = escolher(r, empresas);
          return [ano, empresa.nome, empresa.cnpj, escolher(r, SANCOES), numeroDeProcesso(r, ano), dataNoMes(r, ano, mes)];
        });
    },
  },
  {
    tabela: 'organogramas',
    colunas: ['ano', 'titulo', 'descricao', 'vigente_desde'],
    chave: ['ano', 'titulo'],
    desde: 2000,
    // A legislature starts on 1 February of the year after the election (2023, 2019...): each unit's chart is redrawn.
    doAno: (ano, { mesesFechados }) => {
      if ((ano - 2023) % 4 !== 0 || mesesFechados(ano) < 2) return [];
      const legislatura = 20 + (ano - 2023) / 4;
      return UNIDADES.map((unidade) => [ano, `${unidade}: estrutura da ${legislatura}ª Legislatura`, `Unidades subordinadas à ${unidade} a partir de ${ano}.`, `${ano}-02-01`]);
    },
  },
  {
    tabela: 'arquivos_links',
    colunas: ['ano', 'tipo', 'titulo', 'descricao', 'link'],
    chave: ['ano', 'titulo'],
    desde: 2013,
    doAno: (ano, { mesesFechados }) => [
      ...ARQUIVOS_DO_ANO.map(([tipo, titulo]) => [ano, tipo, `${titulo} ${ano}`, `${titulo} referente a ${ano}.`, null]),
      ...TRIMESTRES.filter((mes) => mesesFechados(ano) >= mes).map((mes) => [ano, 'ouvidoria', `Boletim da Ouvidoria - ${mes / 3}º trimestre de ${ano}`, 'Manifestações recebidas por assunto e prazo de resposta.', null]),
    ],
  },
  {
    tabela: 'aeronaves',
    colunas: ['ano', 'mes', 'prefixo', 'modelo', 'descricao'],
    chave: ['ano', 'mes', 'prefixo'],
    desde: 2015,
    doAno: (ano, { mesesFechados }) =>
      AERONAVES.filter(([, , desde]) => ano >= desde).flatMap(([prefixo, modelo]) =>
        meses(mesesFechados(ano)).map((mes) => [ano, mes, prefixo, modelo, `Voos de ${mm(mes)}/${ano} da aeronave ${prefixo}`]),
      ),
  },
];

/** The register tables this module writes (for the counts and the statistics). */
export const TABELAS_DE_REGISTROS = REGISTROS.map((registro) => registro.tabela);

const chaveDe = (valores: unknown[]) => valores.map((valor) => (valor === null || valor === undefined ? '' : String(valor))).join('|');

/**
 * Writes `ANOS_DE_HISTORIA × escala` years of every register up to `hoje`, and the monthly transfers of those years
 * (a twelfth of the budget since the first year the transfers' form accepts).
 */
export async function carregarRegistros(executar: Executar, hoje: string, escala = 1, semente = 20261129): Promise<void> {
  const r = aleatorioComSemente(semente);
  const [anoAtual, mesAtual] = hoje.split('-').map(Number) as [number, number];
  const primeiroAno = anoAtual - Math.round(ANOS_DE_HISTORIA * escala);
  const contexto: Contexto = { r, hoje, anoAtual, mesesFechados: (ano) => (ano < anoAtual ? 12 : mesAtual - 1) };
  for (const registro of REGISTROS) {
    const desde = Math.max(primeiroAno, registro.desde < 0 ? anoAtual + registro.desde : registro.desde);
    const existentes = await executar(`select concat_ws('|', ${registro.chave.map((coluna) => `coalesce(${coluna}::text, '')`).join(', ')}) as chave from "${SCHEMA}"."${registro.tabela}"`, []);
    const vistas = new Set(existentes.map((linha) => String(linha.chave)));
    const posicoes = registro.chave.map((coluna) => registro.colunas.indexOf(coluna));
    const linhas: Linha[] = [];
    for (let ano = desde; ano <= anoAtual; ano++) {
      for (const linha of registro.doAno(ano, contexto)) {
        const chave = chaveDe(posicoes.map((i) => linha[i]));
        if (vistas.has(chave)) continue;
        vistas.add(chave);
        linhas.push(linha);
      }
    }
    await inserir(executar, { tabela: registro.tabela, colunas: registro.colunas, linhas });
  }
  await inserir(executar, repasses(r, { anoInicial: Math.max(2013, primeiroAno), anoFinal: anoAtual, ate: hoje }), 'on conflict (ano, mes) do nothing');
}
