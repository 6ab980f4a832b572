import { hojeEmBrasilia } from '@alego/catalog';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { ArquivoLink } from '../modules/arquivo-link/arquivo-link.entity.js';
import { Dueof } from '../modules/dueof/dueof.entity.js';
import { ProgramaAcao } from '../modules/programa-acao/programa-acao.entity.js';
import { Receita } from '../modules/receita/receita.entity.js';
import { aleatorio } from '../modules/remuneracao/gerador.js';
import { fornecedores } from '../volume/gerador.js';

/** Payments that are not to suppliers: the payroll's obligations, paid to public bodies and banks. */
const OUTRAS_DESPESAS: [string, string, string][] = [
  ['3.1.90.11 - Vencimentos e vantagens fixas - pessoal civil', 'Banco do Estado - Folha de pagamento', 'Crédito da folha de pagamento dos servidores'],
  ['3.1.91.13 - Obrigações patronais - intraorçamentárias', 'Goiás Previdência - GOIASPREV', 'Contribuição patronal ao regime próprio de previdência'],
  ['3.3.90.47 - Obrigações tributárias e contributivas', 'Receita Federal do Brasil', 'Recolhimento de PIS/PASEP sobre a folha'],
  ['3.3.90.93 - Indenizações e restituições', 'Deputados estaduais - verba indenizatória', 'Reembolso da verba indenizatória do mês'],
  ['3.3.90.14 - Diárias - civil', 'Servidores e deputados - diárias', 'Pagamento de diárias de viagens a serviço'],
  ['3.3.90.39 - Outros serviços de terceiros - pessoa jurídica', 'Companhia Energética do Estado', 'Fornecimento de energia elétrica do Palácio Maguito Vilela'],
  ['3.3.90.39 - Outros serviços de terceiros - pessoa jurídica', 'Saneamento de Goiás S.A.', 'Fornecimento de água e coleta de esgoto'],
];

const PROGRAMAS: [string, [string, string, string][]][] = [
  ['4001 - Apoio administrativo', [
    ['2001 - Manutenção das atividades administrativas', 'atividade', 'Manter os serviços, contratos e instalações que sustentam o funcionamento da Assembleia.'],
    ['2002 - Remuneração de pessoal ativo e encargos', 'atividade', 'Pagar os servidores ativos e os encargos sociais.'],
    ['2003 - Capacitação de servidores', 'atividade', 'Oferecer cursos e formações aos servidores da Casa.'],
  ]],
  ['1021 - Processo legislativo', [
    ['2101 - Apoio às atividades legislativas', 'atividade', 'Dar suporte às sessões plenárias, às comissões e à tramitação das proposições.'],
    ['2102 - Assembleia Itinerante', 'atividade', 'Levar audiências públicas e sessões especiais ao interior do Estado.'],
    ['1101 - Modernização do plenário', 'projeto', 'Renovar o painel eletrônico de votação e o sistema de som do plenário.'],
  ]],
  ['1022 - Comunicação e transparência', [
    ['2201 - TV Assembleia e rádio', 'atividade', 'Transmitir as sessões e a programação institucional.'],
    ['1201 - Portal da transparência e dados abertos', 'projeto', 'Publicar os dados da Assembleia em formatos abertos.'],
  ]],
  ['1023 - Escola do Legislativo', [
    ['2301 - Cursos para a sociedade', 'atividade', 'Formar cidadãos e agentes públicos em temas do Legislativo.'],
  ]],
  ['4002 - Infraestrutura predial', [
    ['1301 - Reforma e ampliação dos prédios anexos', 'projeto', 'Reformar e ampliar os prédios anexos ao Palácio.'],
    ['2401 - Manutenção predial', 'atividade', 'Conservar as instalações físicas.'],
  ]],
  ['0001 - Encargos especiais', [
    ['9001 - Contribuição ao regime próprio de previdência', 'operacao_especial', 'Recolher a contribuição patronal ao regime próprio.'],
    ['9002 - Precatórios e sentenças judiciais', 'operacao_especial', 'Cumprir decisões judiciais transitadas em julgado.'],
  ]],
];

const ARQUIVOS: [string, string, string | null][] = [
  ['carta_servicos', 'Carta de Serviços ao Cidadão', null],
  ['planejamento', 'Planejamento estratégico da Assembleia', null],
  ['ouvidoria', 'Relatório anual da Ouvidoria', null],
  ['controle_interno', 'Relatório de atividades da Controladoria', null],
  ['dados_abertos', 'Plano de dados abertos', null],
  ['link_externo', 'Portal da Transparência do Estado de Goiás', 'https://www.transparencia.go.gov.br/'],
  ['link_externo', 'Tribunal de Contas do Estado de Goiás', 'https://portal.tce.go.gov.br/'],
  ['link_externo', 'Portal Nacional de Contratações Públicas', 'https://www.gov.br/pncp/'],
];

const centavos = (valor: number): string => `${Math.floor(valor / 100)}.${String(valor % 100).padStart(2, '0')}`;

/**
 * Invented expenses, programmes, revenues and files, with the volumes of a state assembly: about 250 payments a month
 * since January last year (some 3 000 a year), the PPA's 15 actions a year, four to six revenue sources a month.
 * The documents have no PDF (as every demo register), the links point at real public portals.
 */
export class ContasSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const sorte = aleatorio(2020);
    const escolher = <T>(lista: readonly T[]): T => lista[Math.floor(sorte() * lista.length)]!;
    const hoje = hojeEmBrasilia();
    const atual = Number(hoje.slice(0, 4));
    const empresas = fornecedores();

    const despesas: RequiredEntityData<Dueof>[] = [];
    const numeros = new Map<number, number>();
    for (let d = new Date(Date.UTC(atual - 1, 0, 2, 12)); d.toISOString().slice(0, 10) <= hoje; d.setUTCDate(d.getUTCDate() + 1)) {
      const dia = d.getUTCDay();
      if (dia === 0 || dia === 6) continue;
      const ano = d.getUTCFullYear();
      for (let i = 0, n = 10 + Math.floor(sorte() * 6); i < n; i++) {
        const numero = (numeros.get(ano) ?? 0) + 1;
        numeros.set(ano, numero);
        const outra = sorte() < 0.15 ? escolher(OUTRAS_DESPESAS) : null;
        const empresa = escolher(empresas);
        despesas.push({
          ano,
          mes: d.getUTCMonth() + 1,
          data: d.toISOString().slice(0, 10),
          documento: `${ano}OB${String(numero).padStart(6, '0')}`,
          natureza: outra ? outra[0] : empresa.ramo.elemento,
          favorecido: outra ? outra[1] : empresa.nome,
          historico: outra ? outra[2] : escolher(empresa.ramo.objetos),
          valor: centavos(outra ? 5_000_000 + Math.floor(sorte() * 500_000_000) : 20_000 + Math.floor(sorte() * 15_000_000)),
        });
      }
    }
    for (let i = 0; i < despesas.length; i += 5_000) await em.insertMany(Dueof, despesas.slice(i, i + 5_000));

    const programas: RequiredEntityData<ProgramaAcao>[] = [];
    for (let ano = atual - 5; ano <= atual + 1; ano++) {
      const inicio = ano - ((ano - 2024) % 4 + 4) % 4;
      for (const [programa, acoes] of PROGRAMAS) {
        for (const [acao, tipo, objetivo] of acoes) {
          const previsto = 50_000_000 + Math.floor(sorte() * 8_000_000_000);
          programas.push({
            ano,
            anoInicio: inicio,
            anoFim: inicio + 3,
            programa,
            acao,
            tipo,
            objetivo,
            valorPrevisto: centavos(previsto),
            valorExecutado: ano < atual ? centavos(Math.floor(previsto * (0.7 + sorte() * 0.28))) : ano === atual ? centavos(Math.floor(previsto * sorte() * 0.8)) : null,
          });
        }
      }
    }
    await em.insertMany(ProgramaAcao, programas);

    const receitas: RequiredEntityData<Receita>[] = [];
    const mesAtual = Number(hoje.slice(5, 7));
    for (let ano = atual - 2; ano <= atual; ano++) {
      for (let mes = 1; mes <= (ano === atual ? mesAtual : 12); mes++) {
        const duodecimo = 8_900_000_000 + (ano - atual + 2) * 450_000_000;
        const linhas: [string, string | null, number, number][] = [
          ['duodecimo', `Duodécimo de ${String(mes).padStart(2, '0')}/${ano}`, duodecimo, duodecimo],
          ['rendimentos', 'Rendimentos das contas de aplicação', 25_000_000, 15_000_000 + Math.floor(sorte() * 20_000_000)],
          ['femal', 'Inscrições em cursos e cessão de espaços', 3_000_000, Math.floor(sorte() * 6_000_000)],
          ['restituicoes', 'Devoluções de diárias e ressarcimentos de servidores cedidos', 2_000_000, Math.floor(sorte() * 4_000_000)],
        ];
        if (mes % 3 === 0) linhas.push(['convenios', 'Cooperação técnica com o Tribunal de Contas', 10_000_000, 10_000_000]);
        if (sorte() < 0.3) linhas.push(['outras', 'Alienação de bens inservíveis', 0, Math.floor(sorte() * 3_000_000)]);
        for (const [origem, descricao, previsto, arrecadado] of linhas) receitas.push({ ano, mes, origem, descricao, valorPrevisto: centavos(previsto), valorArrecadado: centavos(arrecadado) });
      }
    }
    await em.insertMany(Receita, receitas);

    const arquivos: RequiredEntityData<ArquivoLink>[] = [];
    for (let ano = atual - 3; ano <= atual; ano++) {
      for (const [tipo, titulo, link] of ARQUIVOS) {
        if (link && ano !== atual) continue;
        arquivos.push({ ano, tipo, titulo: link ? titulo : `${titulo} ${ano}`, descricao: link ? 'Outro portal com dados públicos relacionados.' : `${titulo} referente a ${ano}.`, link });
      }
    }
    await em.insertMany(ArquivoLink, arquivos);
  }
}
