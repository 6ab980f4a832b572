import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { Curso, Edicao, HorarioCurso, Inscricao, Programa } from '../modules/escola/escola.entity.js';
import { emitirCertificado } from '../modules/escola/escola.service.js';

/** The demo citizen of access's seed (README, "Contas de demonstração"). */
const CIDADA = { cidadaoId: 1, nome: 'Maria Cidadã da Silva', email: 'maria.cidada@example.com' };

/** Invented people (DESIGN.md, "Data"): enrolled only here, with no account in access. */
const [JOAQUIM, LUCIA, TAINA, ROGERIO] = [
  { cidadaoId: 9001, nome: 'Joaquim Aparecido Bernardes', email: 'joaquim.bernardes@example.com' },
  { cidadaoId: 9002, nome: 'Lúcia Helena Vasconcelos', email: 'lucia.vasconcelos@example.com' },
  { cidadaoId: 9003, nome: 'Tainá Moreira Peixoto', email: 'taina.peixoto@example.com' },
  { cidadaoId: 9004, nome: 'Rogério Campos Nunes', email: 'rogerio.nunes@example.com' },
];

/**
 * Two programmes (the courses' programme is id 3, back-office §5), editions, courses with schedules in every state,
 * enrolments in several states and certificates issued through the same path as the staff's (verifiable at /cad).
 */
export class EscolaSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if (await em.count(Programa, {})) return;
    const conexao = em.getConnection();
    await conexao.execute(
      `insert into "participation"."programas" ("id", "nome", "descricao") values
        (3, 'Escola do Legislativo', 'Cursos de formação para servidores públicos e para a comunidade.'),
        (4, 'Parlamento Jovem', 'Simulação parlamentar para estudantes do ensino médio.')`,
    );
    await conexao.execute(`select setval(pg_get_serial_sequence('"participation"."programas"', 'id'), 4)`);
    const edicao2025 = em.create(Edicao, { programa: 3, titulo: 'Escola do Legislativo 2025', ano: 2025 });
    const edicao2026 = em.create(Edicao, { programa: 3, titulo: 'Escola do Legislativo 2026', ano: 2026 });
    em.create(Edicao, { programa: 4, titulo: 'Parlamento Jovem 2026', ano: 2026 });
    await em.flush();
    const curso = (dados: Omit<Curso, 'id' | 'programa' | 'createdAt'>, horarios: [string, string, string][]) => {
      const novo = em.create(Curso, { programa: 3, ...dados });
      for (const [turno, horarioInicial, horarioFinal] of horarios) em.create(HorarioCurso, { curso: novo, turno, horarioInicial, horarioFinal });
      return novo;
    };
    const processo = curso(
      { edicao: edicao2025.id, titulo: 'Processo legislativo estadual', descricao: 'Como nasce uma lei: da proposição à sanção.', cargaHoraria: 20, vagas: 40, dataInicio: '2025-09-01', dataFim: '2025-09-05', local: 'Auditório Solon Amaral', docente: 'Ana Cristina Mendonça', modalidade: 'presencial', localidade: 'fisico', tipoDocente: 'servidor', status: 'encerrado', tipoTransmissao: 'ao_vivo' },
      [['matutino', '08:00', '12:00']],
    );
    const redacao = curso(
      { edicao: edicao2026.id, titulo: 'Redação oficial', descricao: 'Ofícios, memorandos e o padrão ofício.', cargaHoraria: 16, vagas: 30, dataInicio: '2026-03-09', dataFim: '2026-03-12', local: 'Sala 3 da Escola do Legislativo', docente: 'Paulo Henrique Saraiva', modalidade: 'presencial', localidade: 'fisico', tipoDocente: 'colaborador', status: 'encerrado', tipoTransmissao: 'ao_vivo' },
      [['matutino', '08:30', '11:30'], ['vespertino', '14:00', '17:00']],
    );
    curso(
      { edicao: edicao2026.id, titulo: 'Orçamento público para cidadãos', descricao: 'Como ler a LOA, a LDO e o PPA.', cargaHoraria: 12, vagas: 50, dataInicio: '2026-12-01', dataFim: '2026-12-10', local: null, docente: 'Marcos Vinícius Arantes', modalidade: 'ead', localidade: 'virtual', tipoDocente: 'convidado', status: 'inscricoes_abertas', tipoTransmissao: 'gravado' },
      [['noturno', '19:00', '21:00']],
    );
    curso(
      { edicao: edicao2026.id, titulo: 'Libras básico', descricao: null, cargaHoraria: 40, vagas: 25, dataInicio: '2027-02-01', dataFim: '2027-03-31', local: 'Sala 1 da Escola do Legislativo', docente: null, modalidade: 'presencial', localidade: 'fisico', tipoDocente: 'colaborador', status: 'em_breve', tipoTransmissao: 'ao_vivo' },
      [['integral', '08:00', '17:00']],
    );
    await em.flush();
    const inscrever = (c: Curso, pessoa: typeof CIDADA, status: string) => em.create(Inscricao, { curso: c.id, ...pessoa, status });
    const aprovadas = [inscrever(processo, CIDADA, 'aprovada'), inscrever(processo, JOAQUIM, 'aprovada'), inscrever(redacao, LUCIA, 'aprovada')];
    inscrever(processo, LUCIA, 'reprovada');
    inscrever(redacao, CIDADA, 'aprovada');
    inscrever(redacao, TAINA, 'pendente');
    inscrever(redacao, ROGERIO, 'cancelada');
    await em.flush();
    for (const inscricao of aprovadas) {
      const certificado = await emitirCertificado(em, inscricao, inscricao.curso === processo.id ? processo : redacao);
      // Demo data: no e-mail for certificates "issued" before the portal existed.
      certificado.avisoEnviadoEm = certificado.emitidoEm;
    }
    await em.flush();
  }
}
