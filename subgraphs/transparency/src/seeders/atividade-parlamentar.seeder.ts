import { hojeEmBrasilia } from '@alego/catalog';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { AtaPlenaria } from '../modules/ata-plenaria/ata-plenaria.entity.js';
import { Diario } from '../modules/diario/diario.entity.js';
import { Expediente } from '../modules/expediente/expediente.entity.js';
import { aleatorio } from '../modules/remuneracao/gerador.js';
import { Requerimento } from '../modules/requerimento/requerimento.entity.js';
import { SessaoPlenaria } from '../modules/sessao-plenaria/sessao-plenaria.entity.js';
import { Votacao, VotoDeputado } from '../modules/votacao/votacao.entity.js';

const AUTORES = [
  'Mesa Diretora',
  'Comissão de Constituição, Justiça e Redação',
  'Comissão de Tributação, Finanças e Orçamento',
  'Comissão de Saúde e Promoção Social',
  'Comissão de Educação, Cultura e Esporte',
  'Comissão de Meio Ambiente e Recursos Hídricos',
  'Comissão de Segurança Pública',
  'Comissão de Agricultura, Pecuária e Cooperativismo',
  'Liderança do Governo',
  'Liderança da Oposição',
  'Procuradoria Especial da Mulher',
];
const ASSUNTOS_REQUERIMENTO: Record<string, string[]> = {
  informacao: ['informações sobre a execução das obras da rodovia estadual', 'informações sobre a fila de cirurgias eletivas na rede estadual', 'informações sobre os contratos de transporte escolar'],
  audiencia_publica: ['audiência pública sobre a segurança hídrica do estado', 'audiência pública sobre o piso salarial da enfermagem', 'audiência pública sobre a regularização fundiária urbana'],
  sessao_especial: ['sessão solene em homenagem aos 90 anos da cidade', 'sessão especial sobre o Dia Estadual do Cerrado', 'sessão solene em homenagem aos profissionais da educação'],
  urgencia: ['urgência na tramitação do projeto de lei do orçamento', 'urgência na tramitação do projeto de revisão salarial'],
  mocao: ['moção de aplauso à equipe de resgate do Corpo de Bombeiros', 'moção de pesar pelo falecimento de ex-prefeito', 'moção de aplauso aos atletas medalhistas dos jogos escolares'],
  licenca: ['licença para tratamento de saúde por 30 dias', 'licença para tratar de interesse particular'],
  outros: ['inclusão de matéria na ordem do dia', 'retirada de proposição de pauta', 'prorrogação do prazo de comissão especial'],
};
const ORIGENS = [
  'Governadoria do Estado',
  'Tribunal de Contas do Estado',
  'Tribunal de Justiça do Estado',
  'Ministério Público do Estado',
  'Defensoria Pública do Estado',
  'Secretaria de Estado da Economia',
  'Secretaria de Estado da Saúde',
  'Secretaria de Estado da Educação',
  'Prefeitura Municipal de Vila Serena',
  'Câmara Municipal de Campo Alegre',
];
const DESTINATARIOS = ['Presidência', 'Primeira Secretaria', 'Mesa Diretora', 'Comissão de Constituição, Justiça e Redação', 'Comissão de Tributação, Finanças e Orçamento'];
const ASSUNTOS_EXPEDIENTE = ['Veto a projeto de lei', 'Prestação de contas anual', 'Projeto de lei do Executivo', 'Pedido de informações respondido', 'Convite para solenidade', 'Relatório de gestão fiscal', 'Indicação de nome para conselho estadual'];
const MATERIAS = ['Votação em primeira discussão', 'Votação em segunda discussão', 'Votação em discussão única', 'Votação do veto do Governador', 'Votação do requerimento de urgência', 'Votação da redação final'];
/** The demo deputies of people (ids 1 to 41) and processes of participation (ids 1 to 20), referenced by id. */
const DEPUTADOS = 41;
const PROCESSOS = 20;

const PAUTA = [
  'Projeto de lei que institui a política estadual de incentivo à agricultura familiar',
  'Projeto de lei que dispõe sobre a transparência das filas do SUS estadual',
  'Veto parcial ao projeto de lei de diretrizes orçamentárias',
  'Projeto de resolução que cria a Frente Parlamentar do Cerrado',
  'Projeto de lei que declara de utilidade pública associação de moradores',
  'Proposta de emenda à Constituição sobre o teto de gastos estadual',
  'Projeto de lei que altera o código estadual de defesa do consumidor',
  'Projeto de decreto legislativo que concede título de cidadania',
];

/** The sitting days of a week (Tuesday to Thursday) and the Assembly's recess (January and July). */
const diaDeSessao = (d: Date) => [2, 3, 4].includes(d.getUTCDay()) && ![0, 6].includes(d.getUTCMonth());
const iso = (d: Date) => d.toISOString().slice(0, 10);
const escolher = <T>(lista: readonly T[], sorte: () => number): T => lista[Math.floor(sorte() * lista.length)]!;

/**
 * Two legislative years up to today, with the volumes of a state assembly: an edition of the gazette per working day
 * (and supplements), three ordinary sittings a week outside recess with their agendas and minutes, some solemn and
 * extraordinary ones, about 700 requests and 400 items of correspondence read per year. Invented content, no PDFs.
 */
export class AtividadeParlamentarSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const sorte = aleatorio(2026);
    const fim = new Date(`${hojeEmBrasilia()}T12:00:00Z`);
    const inicio = new Date(Date.UTC(fim.getUTCFullYear() - 1, 0, 2, 12));
    const diarios: RequiredEntityData<Diario>[] = [];
    const sessoes: RequiredEntityData<SessaoPlenaria>[] = [];
    const atas: RequiredEntityData<AtaPlenaria>[] = [];
    const requerimentos: RequiredEntityData<Requerimento>[] = [];
    const expedientes: RequiredEntityData<Expediente>[] = [];
    const votacoes: { votacao: RequiredEntityData<Votacao>; posicoes: string[] }[] = [];
    const numeros = new Map<string, number>();
    const proximo = (chave: string) => {
      const n = (numeros.get(chave) ?? 0) + 1;
      numeros.set(chave, n);
      return n;
    };
    for (let d = new Date(inicio); d <= fim; d.setUTCDate(d.getUTCDate() + 1)) {
      const data = iso(d);
      const ano = d.getUTCFullYear();
      const mes = d.getUTCMonth() + 1;
      const util = d.getUTCDay() >= 1 && d.getUTCDay() <= 5;
      if (util) {
        diarios.push({ ano, mes, data, numero: proximo(`diario${ano}`), tipo: 'normal', descricao: `Atos da Mesa, da Presidência e das comissões de ${data.split('-').reverse().join('/')}` });
        if (sorte() < 0.08) diarios.push({ ano, mes, data, numero: proximo(`diario${ano}`), tipo: 'suplementar', descricao: 'Suplemento com a redação final das proposições aprovadas' });
      }
      const ordinaria = diaDeSessao(d);
      const especial = !ordinaria && util && sorte() < 0.06;
      if (!ordinaria && !especial) continue;
      const tipo = ordinaria ? (sorte() < 0.1 ? 'extraordinaria' : 'ordinaria') : sorte() < 0.6 ? 'solene' : 'especial';
      const numero = proximo(`sessao${ano}`);
      const passada = d < fim;
      const situacao = !passada ? 'agendada' : sorte() < 0.03 ? 'cancelada' : 'realizada';
      const itens = Array.from({ length: 2 + Math.floor(sorte() * 5) }, (_, i) => `${i + 1}. ${escolher(PAUTA, sorte)} (processo ${ano}00${String(1000 + Math.floor(sorte() * 8000))})`);
      sessoes.push({ ano, mes, data, numero, horario: tipo === 'solene' ? '19:00' : '15:00', tipo, situacao, pauta: tipo === 'solene' ? '1. Homenagens' : itens.join('\n') });
      if (situacao === 'realizada') atas.push({ ano, mes, data, numero, tipoSessao: tipo, descricao: `Ata da ${numero}ª sessão ${tipo === 'ordinaria' ? 'ordinária' : tipo === 'extraordinaria' ? 'extraordinária' : tipo} de ${ano}` });
      if (!ordinaria || situacao !== 'realizada') continue;
      for (let i = 0, n = 1 + Math.floor(sorte() * 3); i < n; i++) {
        // Each deputy's leaning for this vote: most follow the majority, some oppose, a few abstain or are away.
        const contra = 0.1 + sorte() * 0.35;
          const posicoes = Array.from({ length: DEPUTADOS }, () => {
          const x = sorte();
          return x < 0.07 ? 'ausente' : x < 0.1 ? 'abstencao' : x < 0.1 + contra ? 'nao' : 'sim';
        });
        const conta = (posicao: string) => posicoes.filter((p) => p === posicao).length;
        votacoes.push({
          votacao: {
            ano,
            numero: proximo(`votacao${ano}`),
            data,
            materia: escolher(MATERIAS, sorte),
            processoId: 1 + Math.floor(sorte() * PROCESSOS),
            resultado: conta('sim') > conta('nao') ? 'aprovado' : 'rejeitado',
            sim: conta('sim'),
            nao: conta('nao'),
            abstencao: conta('abstencao'),
            ausentes: conta('ausente'),
          },
          posicoes,
        });
      }
      const nomeDaSessao = `${numero}ª Sessão ${tipo === 'ordinaria' ? 'Ordinária' : 'Extraordinária'}`;
      for (let i = 0, n = 4 + Math.floor(sorte() * 6); i < n; i++) {
        const tipoRequerimento = escolher(Object.keys(ASSUNTOS_REQUERIMENTO), sorte);
        const idade = (fim.getTime() - d.getTime()) / 86_400_000;
        const etapa = idade < 7 ? escolher(['protocolado', 'leitura'], sorte) : idade < 30 ? escolher(['leitura', 'votacao', 'aprovado'], sorte) : escolher(['aprovado', 'aprovado', 'aprovado', 'rejeitado', 'arquivado'], sorte);
        requerimentos.push({ ano, mes, data, numero: proximo(`requerimento${ano}`), tipo: tipoRequerimento, autor: escolher(AUTORES, sorte), ementa: `Requer ${escolher(ASSUNTOS_REQUERIMENTO[tipoRequerimento]!, sorte)}.`, etapa });
      }
      for (let i = 0, n = 2 + Math.floor(sorte() * 4); i < n; i++) {
        const origem = escolher(ORIGENS, sorte);
        const assunto = escolher(ASSUNTOS_EXPEDIENTE, sorte);
        const tipoExpediente = origem === 'Governadoria do Estado' ? 'mensagem' : escolher(['oficio', 'oficio', 'comunicado', 'memorando'], sorte);
        expedientes.push({ ano, mes, data, numero: proximo(`expediente${ano}`), tipo: tipoExpediente, origem, destinatario: escolher(DESTINATARIOS, sorte), assunto, sessao: nomeDaSessao, descricao: `${assunto}, encaminhado por ${origem}.` });
      }
    }
    await em.insertMany(Diario, diarios);
    await em.insertMany(SessaoPlenaria, sessoes);
    await em.insertMany(AtaPlenaria, atas);
    await em.insertMany(Requerimento, requerimentos);
    await em.insertMany(Expediente, expedientes);
    // Created (not bulk-inserted) so that each vote knows its id for the positions.
    const criadas = votacoes.map((v) => em.create(Votacao, v.votacao));
    await em.flush();
    const votos = votacoes.flatMap((v, i) => v.posicoes.map((posicao, d): RequiredEntityData<VotoDeputado> => ({ votacao: criadas[i]!.id, deputadoId: d + 1, posicao })));
    for (let i = 0; i < votos.length; i += 5_000) await em.insertMany(VotoDeputado, votos.slice(i, i + 5_000));
  }
}
