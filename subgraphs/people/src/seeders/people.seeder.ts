import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Deputado, Lideranca } from '../modules/deputado/deputado.entity.js';
import { Legislatura } from '../modules/legislatura/legislatura.entity.js';
import { Partido } from '../modules/partido/partido.entity.js';

export const PARTIDOS: [string, string][] = [
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

/** Fictional deputies (DESIGN.md: demo data never names a real person). [nome parlamentar, nome completo, partido] */
export const DEPUTADOS: [string, string, string][] = [
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

/** The first demo data: parties, the 41 deputies (ids 1..41, other subgraphs rely on them) and two legislatures. */
export class PeopleSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    em.create(Legislatura, { numero: 19, descricao: '19ª Legislatura', anoInicio: 2019, anoFim: 2022, atual: false, tipo: 1 });
    em.create(Legislatura, { numero: 20, descricao: '20ª Legislatura', anoInicio: 2023, anoFim: 2026, atual: true, tipo: 1 });
    const partidos = new Map(PARTIDOS.map(([sigla, nome]) => [sigla, em.create(Partido, { sigla, nome })]));
    DEPUTADOS.forEach(([nome, nomeCompleto, sigla], index) => {
      const primeiroNome = nomeCompleto.split(' ')[0]!.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      const sobrenome = nomeCompleto.split(' ').at(-1)!.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      em.create(Deputado, {
        nome,
        nomeCompleto,
        partido: partidos.get(sigla),
        ativo: true,
        gabinete: 101 + index,
        email: `${primeiroNome}.${sobrenome}@al.go.leg.br`,
        telefone: `(62) 3221-${String(3100 + index).padStart(4, '0')}`,
        lider: index === 4 ? Lideranca.liderGoverno : index % 9 === 0 ? Lideranca.liderPartido : Lideranca.nenhuma,
        mesaDiretora: index % 7 === 2,
        biografia: `<p>${nomeCompleto} é deputado(a) estadual pelo ${sigla}, em exercício na 20ª Legislatura.</p>`,
      });
    });
  }
}
