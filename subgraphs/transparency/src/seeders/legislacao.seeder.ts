import { hojeEmBrasilia } from '@alego/catalog';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Legislacao } from '../modules/legislacao/legislacao.entity.js';
import { aleatorio } from '../modules/remuneracao/gerador.js';

/** The demo norms link to the state's legislation portal: the seeders have no file storage for PDFs. */
const PORTAL_DA_LEGISLACAO = 'https://legisla.casacivil.go.gov.br/';

const FIXAS: [string, string, string, string][] = [
  ['constituicao_estadual', 's/n', '1989-10-05', 'Constituição do Estado de Goiás, promulgada pela Assembleia Estadual Constituinte.'],
  ['regimento_interno', '1.218', '2007-07-03', 'Regimento Interno da Assembleia Legislativa do Estado de Goiás.'],
  ['lei_complementar', '133', '2017-12-19', 'Dispõe sobre a estrutura administrativa da Assembleia Legislativa e dá outras providências.'],
  ['resolucao', '1.771', '2019-03-14', 'Institui o Programa de Integridade da Assembleia Legislativa do Estado de Goiás.'],
  ['resolucao', '1.802', '2021-06-29', 'Regulamenta o acesso à informação e o portal da transparência no âmbito da Assembleia Legislativa.'],
];

/** Ementas of the yearly norms (invented), by kind; `{n}` is a place, a date or an entity. */
const EMENTAS: Record<string, readonly string[]> = {
  lei_ordinaria: [
    'Institui o Dia Estadual da {n} no calendário oficial do Estado de Goiás.',
    'Declara de utilidade pública a Associação Comunitária de {n}.',
    'Denomina Rodovia {n} o trecho da GO-{k} que especifica.',
    'Dispõe sobre a divulgação de informações de acessibilidade nos estabelecimentos de {n}.',
    'Concede o título de Cidadão Goiano às personalidades que menciona, pelos serviços prestados a {n}.',
    'Altera a Lei estadual que trata da política de {n} e dá outras providências.',
  ],
  lei_complementar: ['Altera a Lei Complementar que dispõe sobre o regime próprio de previdência dos servidores de {n}.', 'Cria a Região Metropolitana de {n} e dispõe sobre a sua governança.'],
  decreto_legislativo: ['Aprova as contas anuais do Governador do Estado referentes ao exercício de {k}.', 'Susta os efeitos de ato normativo do Poder Executivo sobre {n}.'],
  resolucao: ['Cria a Frente Parlamentar em Defesa de {n}.', 'Altera o Regimento Interno para dispor sobre as sessões remotas de {n}.'],
  emenda_constitucional: ['Altera o art. {k} da Constituição do Estado de Goiás para dispor sobre {n}.'],
  ato_da_mesa: ['Dispõe sobre o expediente da Assembleia Legislativa no período de {n}.', 'Designa a comissão de acompanhamento do contrato de {n}.'],
  portaria: ['Aprova o plano anual de capacitação dos servidores para {n}.', 'Regulamenta o uso dos veículos oficiais em {n}.'],
};

const TEMAS = ['Agricultura Familiar', 'Prevenção ao Câncer de Mama', 'Cultura Kalunga', 'Pequi', 'Doação de Sangue', 'Jovem Empreendedor', 'Cavalgada', 'Pessoa com Autismo', 'Educação Ambiental', 'Ciclismo', 'Sanfoneiro', 'Segurança Hídrica'];
const LUGARES = ['Pirenópolis', 'Goiás', 'Caldas Novas', 'Alto Paraíso', 'Rio Verde', 'Catalão', 'Jataí', 'Anápolis', 'Formosa', 'Itumbiara', 'Ceres', 'Porangatu'];

/** The Constitution, the Rules and a few organisational norms, and about forty invented norms a year for the last six years. */
export class LegislacaoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const hoje = hojeEmBrasilia();
    const atual = Number(hoje.slice(0, 4));
    const sorte = aleatorio(1989);
    const escolher = <T>(lista: readonly T[]): T => lista[Math.floor(sorte() * lista.length)]!;
    const normas: RequiredEntityData<Legislacao>[] = FIXAS.map(([tipo, numero, data, ementa]) => ({ tipo, numero, data, ano: Number(data.slice(0, 4)), ementa, link: PORTAL_DA_LEGISLACAO }));
    const numeros: Record<string, number> = { lei_ordinaria: 21_000, lei_complementar: 160, decreto_legislativo: 1_100, resolucao: 1_850, emenda_constitucional: 70, ato_da_mesa: 300, portaria: 900 };
    for (let ano = atual - 5; ano <= atual; ano++) {
      const ultimoDia = ano === atual ? hoje : `${ano}-12-20`;
      const doAno: { tipo: string; data: string }[] = [];
      for (let i = 0; i < 40; i++) {
        const tipo = sorte() < 0.55 ? 'lei_ordinaria' : escolher(Object.keys(EMENTAS).filter((t) => t !== 'lei_ordinaria'));
        const data = `${ano}-${String(1 + Math.floor(sorte() * 12)).padStart(2, '0')}-${String(1 + Math.floor(sorte() * 28)).padStart(2, '0')}`;
        if (data <= ultimoDia) doAno.push({ tipo, data });
      }
      // Numbers grow with the date within each kind, as a real series does.
      for (const { tipo, data } of doAno.sort((a, b) => a.data.localeCompare(b.data))) {
        numeros[tipo] = (numeros[tipo] ?? 0) + 1 + Math.floor(sorte() * 3);
        const ementa = escolher(EMENTAS[tipo]!).replace('{n}', sorte() < 0.5 ? escolher(TEMAS) : escolher(LUGARES)).replace('{k}', String(ano - 1));
        normas.push({ tipo, numero: numeros[tipo]!.toLocaleString('pt-BR'), data, ano, ementa, link: PORTAL_DA_LEGISLACAO });
      }
    }
    await em.insertMany(Legislacao, normas);
  }
}
