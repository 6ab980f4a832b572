import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { slugify } from '@alego/kit';
import { Comissao, DeputadoComissao, EquipeTecnicaComissao, LinkComissao, TrabalhoComissao } from '../modules/comissao/comissao.entity.js';
import { Afastamento } from '../modules/deputado/afastamento.entity.js';
import { DeputadoAnoEmenda } from '../modules/deputado/deputado-ano-emenda.entity.js';
import { DeputadoLegislatura } from '../modules/deputado/deputado-legislatura.entity.js';
import { Deputado, Lideranca } from '../modules/deputado/deputado.entity.js';
import { FrenteParlamentar, MembroFrente } from '../modules/frente-parlamentar/frente-parlamentar.entity.js';
import { Legislatura } from '../modules/legislatura/legislatura.entity.js';
import { Partido } from '../modules/partido/partido.entity.js';
import { PresidenteAssembleia } from '../modules/presidente/presidente.entity.js';

const PARTIDOS: [string, string][] = [
  ['PSD', 'Partido Social Democrático'],
  ['MDB', 'Movimento Democrático Brasileiro'],
  ['UNIÃO', 'União Brasil'],
  ['PL', 'Partido Liberal'],
  ['PT', 'Partido dos Trabalhadores'],
  ['PP', 'Progressistas'],
  ['REPUBLICANOS', 'Republicanos'],
  ['PSB', 'Partido Socialista Brasileiro'],
  ['PDT', 'Partido Democrático Trabalhista'],
  ['PODE', 'Podemos'],
  ['AVANTE', 'Avante'],
  ['SOLIDARIEDADE', 'Solidariedade'],
  ['PSDB', 'Partido da Social Democracia Brasileira'],
  ['AGIR', 'Agir'],
];

/** Parties that existed in earlier legislatures only. */
const EXTINTOS: [string, string][] = [
  ['PTB', 'Partido Trabalhista Brasileiro'],
  ['DEM', 'Democratas'],
  ['PSL', 'Partido Social Liberal'],
];

/** Fictional deputies (DESIGN.md: demo data never names a real person). [nome parlamentar, nome completo, partido] */
const DEPUTADOS: [string, string, string][] = [
  ['Amélia Carvalhais', 'Amélia Rocha Carvalhais', 'PSD'],
  ['Antônio Brandão', 'Antônio Ferreira Brandão', 'MDB'],
  ['Beatriz Quintela', 'Beatriz Moura Quintela', 'PT'],
  ['Benedito Arraes', 'Benedito Souza Arraes', 'PL'],
  ['Caio Vilela', 'Caio Henrique Vilela', 'UNIÃO'],
  ['Célia Damasceno', 'Célia Regina Damasceno', 'PP'],
  ['Cláudio Parreira', 'Cláudio Antunes Parreira', 'REPUBLICANOS'],
  ['Dalva Monteiro', 'Dalva Cristina Monteiro', 'PSB'],
  ['Delegado Ronan Peixoto', 'Ronan Augusto Peixoto', 'PL'],
  ['Dr. Estevão Lacerda', 'Estevão Pires Lacerda', 'PSD'],
  ['Edna Guimarães', 'Edna Lúcia Guimarães', 'MDB'],
  ['Elias Bittencourt', 'Elias Ramos Bittencourt', 'PDT'],
  ['Fabiana Toledo', 'Fabiana Castro Toledo', 'PODE'],
  ['Fernando Cavalcante', 'Fernando Luiz Cavalcante', 'UNIÃO'],
  ['Gilberto Assunção', 'Gilberto Nunes Assunção', 'AVANTE'],
  ['Glória Sampaio', 'Glória Aparecida Sampaio', 'PT'],
  ['Heitor Magalhães', 'Heitor Braga Magalhães', 'PSDB'],
  ['Helena Furtado', 'Helena Diniz Furtado', 'REPUBLICANOS'],
  ['Irmão Joaquim Falcão', 'Joaquim Tavares Falcão', 'PL'],
  ['Iolanda Prado', 'Iolanda Mendes Prado', 'SOLIDARIEDADE'],
  ['Jairo Medeiros', 'Jairo Batista Medeiros', 'PP'],
  ['Júlia Albuquerque', 'Júlia Fontes Albuquerque', 'PSB'],
  ['Kléber Siqueira', 'Kléber Gomes Siqueira', 'MDB'],
  ['Lauro Pimentel', 'Lauro Vieira Pimentel', 'PSD'],
  ['Lúcia Bragança', 'Lúcia Helena Bragança', 'UNIÃO'],
  ['Marcos Teodoro', 'Marcos Aurélio Teodoro', 'AGIR'],
  ['Marta Figueiredo', 'Marta Silveira Figueiredo', 'PT'],
  ['Nélio Cardoso', 'Nélio Araújo Cardoso', 'PDT'],
  ['Otávio Rezende', 'Otávio Lins Rezende', 'PL'],
  ['Patrícia Valadares', 'Patrícia Melo Valadares', 'PODE'],
  ['Professor Rui Godinho', 'Rui Alves Godinho', 'PSDB'],
  ['Quitéria Lobo', 'Quitéria Santos Lobo', 'MDB'],
  ['Raimundo Fagundes', 'Raimundo Costa Fagundes', 'REPUBLICANOS'],
  ['Regina Coutinho', 'Regina Paiva Coutinho', 'PSD'],
  ['Sandro Meireles', 'Sandro Luís Meireles', 'UNIÃO'],
  ['Sônia Andrade', 'Sônia Maria Andrade', 'PP'],
  ['Tadeu Barreto', 'Tadeu Campos Barreto', 'AVANTE'],
  ['Tereza Nogueira', 'Tereza Cristina Nogueira', 'PSB'],
  ['Ubiratan Leal', 'Ubiratan Dias Leal', 'SOLIDARIEDADE'],
  ['Vera Montenegro', 'Vera Lúcia Montenegro', 'PT'],
  ['Wagner Fontoura', 'Wagner Rocha Fontoura', 'PL'],
];

/** Deputies out of office in the current legislature (seed order index), each with an open absence. */
const FORA_DE_EXERCICIO = new Map([
  [35, { tipo: 3, dataAfastamento: '2025-01-06' }],
  [38, { tipo: 1, dataAfastamento: '2025-08-18' }],
]);

/** Party changes in the current legislature (the 2024 party window): index → the party before the change. */
const MUDANCAS_2024 = new Map([
  [3, 'PSDB'],
  [6, 'PSD'],
  [12, 'PSB'],
  [19, 'PDT'],
  [28, 'PP'],
  [33, 'MDB'],
]);

/** Party in the 19th legislature when it differed from the current one. */
const PARTIDO_ANTERIOR = new Map([
  [1, 'PSDB'],
  [4, 'PL'],
  [10, 'PTB'],
  [14, 'PP'],
  [21, 'PSB'],
  [24, 'DEM'],
  [29, 'PSL'],
]);

const COMISSOES: [string, string, number, boolean][] = [
  ['Comissão de Constituição, Justiça e Redação', 'CCJR', 1, true],
  ['Comissão de Tributação, Finanças e Orçamento', 'CTFO', 1, true],
  ['Comissão de Saúde e Promoção Social', 'CSPS', 1, true],
  ['Comissão de Educação, Cultura e Esporte', 'CECE', 1, true],
  ['Comissão de Meio Ambiente e Recursos Hídricos', 'CMARH', 1, true],
  ['Comissão de Segurança Pública', 'CSP', 1, true],
  ['Comissão de Agricultura, Pecuária e Cooperativismo', 'CAPC', 1, true],
  ['Comissão de Direitos Humanos, Cidadania e Legislação Participativa', 'CDHC', 1, true],
  ['Comissão de Desenvolvimento Econômico e Turismo', 'CDET', 1, true],
  ['Comissão de Obras Públicas, Transportes e Mobilidade', 'COPT', 1, true],
  ['Comissão Parlamentar de Inquérito da Distribuição de Energia', 'CPI-ENERGIA', 3, true],
  ['Comissão Especial do Centenário do Estado', 'CE-CENTENARIO', 2, false],
];

const SERVIDORES = ['Aline Prudente', 'Bruno Sarmento', 'Carla Vasconcelos', 'Diego Paranhos', 'Elisa Marambaia', 'Fábio Quaresma', 'Gisele Amarante', 'Hugo Rabelo'];

const TRABALHOS: [number, string][] = [
  [1, 'Audiência pública sobre o tema da comissão'],
  [2, 'Reunião ordinária de deliberação de projetos'],
  [4, 'Visita técnica ao interior do estado'],
];

const FRENTES: [string, boolean][] = [
  ['Frente Parlamentar em Defesa da Agricultura Familiar', true],
  ['Frente Parlamentar da Primeira Infância', true],
  ['Frente Parlamentar do Empreendedorismo', true],
  ['Frente Parlamentar em Defesa das Pessoas com Deficiência', true],
  ['Frente Parlamentar da Segurança Hídrica', true],
  ['Frente Parlamentar do Turismo Regional', true],
  ['Frente Parlamentar da Ferrovia Centro-Oeste', false],
  ['Frente Parlamentar da Cultura Popular', false],
  ['Frente Parlamentar da Juventude Rural', false],
];

/** Former presidents: fictional people, most never deputies in this database. [nome, início, fim] */
const PRESIDENTES: [string, number, number][] = [
  ['Armando Teixeira Lobato', 1999, 2000],
  ['Clarice Moura Bastos', 2001, 2002],
  ['Edgar Paiva Rosário', 2003, 2004],
  ['Gervásio Antunes Leme', 2005, 2006],
  ['Iracema Fontes Varela', 2007, 2008],
  ['Leopoldo Cunha Sardinha', 2009, 2010],
  ['Norberto Salles Guedes', 2011, 2012],
  ['Ofélia Tavares Brum', 2013, 2014],
  ['Plínio Ramalho Castro', 2015, 2016],
  ['Rosana Villaça Dorneles', 2017, 2018],
  ['Sebastião Prates Moura', 2019, 2020],
  ['Telma Avelar Cordeiro', 2021, 2022],
];

export class PeopleSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    // Ids 1 and 2 are the 19th and 20th legislatures (kept from the first seed); the 18th came later.
    const l19 = em.create(Legislatura, { numero: 19, descricao: '19ª Legislatura', anoInicio: 2019, anoFim: 2022, atual: false, tipo: 1 });
    const l20 = em.create(Legislatura, { numero: 20, descricao: '20ª Legislatura', anoInicio: 2023, anoFim: 2026, atual: true, tipo: 1 });
    const l18 = em.create(Legislatura, { numero: 18, descricao: '18ª Legislatura', anoInicio: 2015, anoFim: 2018, atual: false, tipo: 1 });
    const partidos = new Map(PARTIDOS.map(([sigla, nome]) => [sigla, em.create(Partido, { sigla, nome })]));
    for (const [sigla, nome] of EXTINTOS) partidos.set(sigla, em.create(Partido, { sigla, nome }));
    const partido = (sigla: string) => partidos.get(sigla)!;
    const cargos = [1, 2, 3, 4, 5, 6, 7];
    const deputados = DEPUTADOS.map(([nome, nomeCompleto, sigla], index) => {
      const primeiroNome = nomeCompleto.split(' ')[0]!.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      const sobrenome = nomeCompleto.split(' ').at(-1)!.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      const mesaDiretora = index % 7 === 2;
      const afastamento = FORA_DE_EXERCICIO.get(index);
      const deputado = em.create(Deputado, {
        nome,
        nomeCompleto,
        partido: partido(sigla),
        ativo: !afastamento,
        gabinete: 101 + index,
        email: `${primeiroNome}.${sobrenome}@al.go.leg.br`,
        telefone: `(62) 3221-${String(3100 + index).padStart(4, '0')}`,
        lider: index === 4 ? Lideranca.liderGoverno : index % 9 === 0 ? Lideranca.liderPartido : Lideranca.nenhuma,
        mesaDiretora,
        cargo: mesaDiretora ? cargos.shift()! : null,
        biografia: `<p>${nomeCompleto} é deputado(a) estadual pelo ${sigla}, em exercício na 20ª Legislatura.</p>`,
      });
      if (afastamento) em.create(Afastamento, { deputado, ...afastamento, dataRetorno: null });
      if (index % 6 === 1) em.create(Afastamento, { deputado, tipo: 6, dataAfastamento: '2024-03-11', dataRetorno: '2024-03-22' });
      if (index % 10 === 3) em.create(Afastamento, { deputado, tipo: 1, dataAfastamento: '2023-09-04', dataRetorno: '2023-10-03' });

      const anterior = MUDANCAS_2024.get(index);
      if (anterior) {
        em.create(DeputadoLegislatura, { deputado, legislatura: l20, partido: partido(anterior), dataInicio: null });
        em.create(DeputadoLegislatura, { deputado, legislatura: l20, partido: partido(sigla), dataInicio: '2024-04-05' });
      } else em.create(DeputadoLegislatura, { deputado, legislatura: l20, partido: partido(sigla), dataInicio: null });
      // About two thirds were also deputies in the 19th legislature, and a third in the 18th.
      if (index % 3 !== 2) em.create(DeputadoLegislatura, { deputado, legislatura: l19, partido: partido(PARTIDO_ANTERIOR.get(index) ?? sigla), dataInicio: null });
      if (index % 3 === 0) em.create(DeputadoLegislatura, { deputado, legislatura: l18, partido: partido(PARTIDO_ANTERIOR.get(index) ?? sigla), dataInicio: null });
      for (const ano of [2023, 2024, 2025, 2026]) em.create(DeputadoAnoEmenda, { deputado, ano, ativo: true });
      return deputado;
    });

    COMISSOES.forEach(([nome, sigla, tipo, ativa], c) => {
      const comissao = em.create(Comissao, {
        nome,
        sigla,
        tipo,
        ativa,
        urlSufixo: slugify(nome),
        descricao: `<p>A ${nome} analisa as proposições da sua área temática e acompanha as políticas públicas correspondentes.</p>`,
      });
      for (let m = 0; m < 7; m++) {
        const deputado = deputados[(c * 3 + m * 5) % deputados.length]!;
        em.create(DeputadoComissao, { comissao, deputado, cargo: m === 0 ? 1 : m === 1 ? 2 : m < 5 ? 3 : 4 });
      }
      for (let s = 0; s < 2; s++) {
        const servidor = SERVIDORES[(c + s * 3) % SERVIDORES.length]!;
        const email = `${slugify(servidor).replace(/-/g, '.')}@al.go.leg.br`;
        em.create(EquipeTecnicaComissao, { comissao, nome: servidor, funcao: s === 0 ? 'Secretário(a) da comissão' : 'Assessor(a) técnico(a)', email, telefone: `(62) 3221-${4200 + c * 2 + s}` });
      }
      TRABALHOS.forEach(([tipoTrabalho, titulo], t) => {
        const data = `2025-${String(3 + t * 3).padStart(2, '0')}-${String(10 + c).padStart(2, '0')}`;
        em.create(TrabalhoComissao, { comissao, tipo: tipoTrabalho, titulo: `${titulo} (${sigla})`, descricao: null, data, url: null });
      });
      em.create(LinkComissao, { comissao, categoria: 1, titulo: 'Regimento Interno da Assembleia', url: 'https://portal.al.go.leg.br/legislacao' });
      em.create(LinkComissao, { comissao, categoria: 3, titulo: 'Reuniões ao vivo na TV Assembleia', url: 'https://portal.al.go.leg.br/tv' });
    });

    FRENTES.forEach(([nome, ativa], f) => {
      const coordenador = deputados[(f * 4 + 1) % deputados.length]!;
      const frente = em.create(FrenteParlamentar, {
        nome,
        ativa,
        coordenador,
        dataCriacao: ativa ? `2023-${String(3 + f).padStart(2, '0')}-15` : `2019-${String(4 + f - 6).padStart(2, '0')}-20`,
        descricao: `<p>A ${nome} reúne deputados de diferentes partidos em torno do tema.</p>`,
      });
      const membros = new Set([coordenador, ...Array.from({ length: 5 + (f % 3) }, (_, m) => deputados[(f * 4 + 1 + m * 7) % deputados.length]!)]);
      for (const deputado of membros) em.create(MembroFrente, { frente, deputado });
    });

    for (const [nome, anoInicio, anoFim] of PRESIDENTES) em.create(PresidenteAssembleia, { nome, anoInicio, anoFim, deputado: null });
    // The 2023–2024 president is still a deputy; the current one is the board's president.
    em.create(PresidenteAssembleia, { nome: deputados[9]!.nomeCompleto, anoInicio: 2023, anoFim: 2024, deputado: deputados[9]! });
    em.create(PresidenteAssembleia, { nome: deputados[2]!.nomeCompleto, anoInicio: 2025, anoFim: null, deputado: deputados[2]! });
  }
}
