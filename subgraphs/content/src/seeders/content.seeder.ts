import { sanearHtml, slugify } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { HistoricoNoticia } from '../modules/noticia/historico-noticia.entity.js';
import { CategoriaNoticia, DestaqueNivel, Noticia } from '../modules/noticia/noticia.entity.js';

interface NoticiaSemente {
  titulo: string;
  resumo: string;
  paragrafos: string[];
  categoria?: CategoriaNoticia;
  /** Deputy id in the people subgraph's seed (1 to 41). */
  deputadoId?: number;
  /** Days before seeding; negative means scheduled for the future. */
  diasAtras: number;
  publicada?: boolean;
  destaque?: [DestaqueNivel, number];
  /** Id in the old portal, for redirects of old URLs. */
  legadoId?: number;
}

const NOTICIAS: NoticiaSemente[] = [
  {
    titulo: 'Plenário aprova em primeira votação a Lei de Diretrizes Orçamentárias para 2026',
    resumo: 'Texto prevê metas fiscais e prioridades para saúde, educação e segurança pública; segunda votação está marcada para a próxima semana.',
    paragrafos: [
      'Os deputados estaduais aprovaram, em primeira votação, o projeto da Lei de Diretrizes Orçamentárias (LDO) para o exercício de 2026.',
      'O relator destacou que o texto mantém o equilíbrio fiscal e amplia os recursos destinados à atenção básica em saúde nos municípios do interior.',
    ],
    diasAtras: 0,
    deputadoId: 24,
    destaque: [DestaqueNivel.primario, 1],
    legadoId: 48213,
  },
  {
    titulo: 'Comissão de Saúde realiza audiência pública sobre filas de cirurgias eletivas',
    resumo: 'Representantes de hospitais regionais e da Secretaria de Saúde apresentaram dados sobre a espera por procedimentos.',
    paragrafos: [
      'A Comissão de Saúde e Promoção Social reuniu gestores, médicos e usuários do SUS para discutir a redução das filas de cirurgias eletivas.',
      'Ao final, o colegiado aprovou o envio de um requerimento de informações ao Executivo sobre o cronograma de mutirões.',
    ],
    diasAtras: 1,
    deputadoId: 3,
    destaque: [DestaqueNivel.secundario, 1],
    legadoId: 48207,
  },
  {
    titulo: 'Assembleia lança programa de visitas guiadas para escolas públicas',
    resumo: 'Estudantes do ensino médio poderão conhecer o Plenário e acompanhar uma sessão; inscrições são gratuitas.',
    paragrafos: [
      'O programa Conhecendo o Legislativo recebe turmas de escolas públicas de terça a quinta-feira, com agendamento prévio pelo portal.',
      'Os estudantes assistem a uma palestra sobre o processo legislativo e acompanham parte da sessão ordinária.',
    ],
    diasAtras: 2,
    destaque: [DestaqueNivel.secundario, 2],
  },
  {
    titulo: 'Deputada propõe política estadual de incentivo à agricultura familiar',
    resumo: 'Projeto cria linha de compras públicas preferenciais de pequenos produtores para a merenda escolar.',
    paragrafos: [
      'A proposta estabelece que ao menos 35% dos alimentos adquiridos para a merenda escolar venham da agricultura familiar.',
      'O projeto segue para análise da Comissão de Constituição, Justiça e Redação.',
    ],
    categoria: CategoriaNoticia.gabinete,
    diasAtras: 3,
    deputadoId: 8,
  },
  {
    titulo: 'Sessão solene homenageia profissionais da enfermagem',
    resumo: 'Trinta profissionais de hospitais públicos e filantrópicos receberam certificados de reconhecimento.',
    paragrafos: ['A sessão solene, proposta pela Mesa Diretora, lotou o Plenário Getulino Artiaga com familiares e colegas dos homenageados.'],
    diasAtras: 4,
    deputadoId: 11,
    destaque: [DestaqueNivel.terciario, 1],
  },
  {
    titulo: 'Escola do Legislativo abre inscrições para curso de redação oficial',
    resumo: 'Curso gratuito e a distância é aberto a servidores públicos e à comunidade, com certificado de 40 horas.',
    paragrafos: ['As aulas começam no início do próximo mês e as vagas são limitadas. As inscrições são feitas pelo portal da Escola do Legislativo.'],
    diasAtras: 5,
    destaque: [DestaqueNivel.terciario, 2],
    legadoId: 47990,
  },
  {
    titulo: 'CPI do Transporte Intermunicipal ouve representantes de empresas concessionárias',
    resumo: 'Depoimentos trataram da renovação da frota e do cumprimento de horários nas linhas do interior.',
    paragrafos: ['A comissão parlamentar de inquérito tem prazo de 120 dias para concluir os trabalhos e apresentar o relatório final.'],
    diasAtras: 6,
    deputadoId: 9,
    destaque: [DestaqueNivel.terciario, 3],
  },
  {
    titulo: 'Discurso: deputado cobra investimentos em segurança hídrica no Nordeste goiano',
    resumo: 'Em pronunciamento no Grande Expediente, parlamentar defendeu a construção de barragens e poços artesianos.',
    paragrafos: ['O parlamentar citou a estiagem prolongada e os prejuízos à produção de leite nos municípios da região.'],
    categoria: CategoriaNoticia.discurso,
    diasAtras: 7,
    deputadoId: 15,
  },
  {
    titulo: 'Especial: 40 anos da Constituição Estadual em debate',
    resumo: 'Série de reportagens revisita os principais momentos da Constituinte estadual e seus efeitos na vida dos cidadãos.',
    paragrafos: ['A série especial traz entrevistas com ex-constituintes, juristas e pesquisadores da história política do estado.'],
    categoria: CategoriaNoticia.especiais,
    diasAtras: 9,
  },
  {
    titulo: 'Aprovado projeto que amplia a gratuidade no transporte para pessoas com deficiência',
    resumo: 'Benefício passa a incluir acompanhante nos ônibus intermunicipais quando houver necessidade comprovada.',
    paragrafos: ['O projeto aprovado em segunda votação segue para sanção do governador.'],
    diasAtras: 11,
    deputadoId: 20,
  },
  {
    titulo: 'Frente Parlamentar do Cerrado apresenta agenda de preservação das nascentes',
    resumo: 'Propostas incluem pagamento por serviços ambientais e recuperação de matas ciliares.',
    paragrafos: ['A frente reúne doze deputados de diferentes partidos e pretende realizar audiências em cinco regiões do estado.'],
    diasAtras: 13,
    deputadoId: 27,
  },
  {
    titulo: 'Ouvidoria da Assembleia registra aumento de atendimentos pelo Fale Conosco',
    resumo: 'Canal recebeu mais de duas mil manifestações no semestre, a maioria pedidos de informação.',
    paragrafos: ['O relatório semestral da Ouvidoria está disponível no Portal da Transparência.'],
    diasAtras: 15,
  },
  {
    titulo: 'Audiência pública vai discutir o Plano Estadual de Educação',
    resumo: 'Pauta prevista para a próxima semana; matéria agendada para publicação futura.',
    paragrafos: ['A audiência será transmitida ao vivo pela TV Assembleia.'],
    diasAtras: -3,
  },
  {
    titulo: 'Rascunho: balanço das atividades legislativas do semestre',
    resumo: 'Notícia em revisão pela equipe de comunicação.',
    paragrafos: ['Texto em elaboração.'],
    diasAtras: 0,
    publicada: false,
  },
];

const DIA_MS = 24 * 60 * 60 * 1000;
const USUARIO = 'Equipe de Comunicação';
const PUBLICADORA = 'Editora-chefe de Comunicação';

export class ContentSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const agora = Date.now();
    const criadas: [Noticia, boolean][] = [];
    for (const [index, semente] of NOTICIAS.entries()) {
      // Spread the publication hours so "latest" has a stable order within a day.
      const publicadaEm = new Date(agora - semente.diasAtras * DIA_MS - index * 60 * 60 * 1000);
      const publicada = semente.publicada ?? true;
      const noticia = em.create(Noticia, {
        titulo: semente.titulo,
        resumo: semente.resumo,
        // Stored as every write stores it: sanitised (the read serves it as it is).
        conteudo: sanearHtml(semente.paragrafos.map((p) => `<p>${p}</p>`).join('\n')),
        fonte: semente.categoria === CategoriaNoticia.gabinete ? 'Gabinete parlamentar' : 'Diretoria de Comunicação',
        categoria: semente.categoria ?? CategoriaNoticia.assembleia,
        publicada,
        publicadaEm: publicada ? publicadaEm : undefined,
        urlSufixo: slugify(semente.titulo),
        deputadoId: semente.deputadoId,
        destaqueNivel: semente.destaque?.[0],
        destaqueSlot: semente.destaque?.[1],
        legadoId: semente.legadoId,
        usuarioCriador: USUARIO,
        createdAt: publicadaEm,
        updatedAt: publicadaEm,
      });
      criadas.push([noticia, publicada]);
    }
    await em.flush();
    // A short history on the newest items, as the admin's history panel shows it.
    for (const [noticia, publicada] of criadas.slice(0, 3).concat(criadas.slice(-1))) {
      const quando = noticia.createdAt.getTime();
      em.create(HistoricoNoticia, { noticiaId: noticia.id, acao: 'criar', usuario: USUARIO, createdAt: new Date(quando - 2 * 60 * 60 * 1000) });
      if (publicada) em.create(HistoricoNoticia, { noticiaId: noticia.id, acao: 'publicar', usuario: PUBLICADORA, createdAt: new Date(quando) });
    }
  }
}
