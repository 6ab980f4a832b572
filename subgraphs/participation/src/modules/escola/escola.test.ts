import { MENSAGEM_CODIGO_INVALIDO, MENSAGENS_ESCOLA, normalizarCodigo } from '@alego/catalog';
import type { AvisoCertificado, TokenSigner } from '@alego/kit';
import { createTestKeys, startTestSubgraph, textoDoPdf, type GraphQLResponse, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { participation } from '../../index.js';
import { enviarAvisosDeCertificado } from './escola.notificacoes.js';

let subgraph: TestSubgraph;
let signer: TokenSigner;

beforeAll(async () => {
  const keys = await createTestKeys();
  signer = keys.signer;
  subgraph = await startTestSubgraph(participation, { seed: true, jwks: keys.jwks });
});
afterAll(() => subgraph?.close());

const TODAS = ['api/admin/cursos', 'api/admin/edicoes', 'api/admin/programas', 'api/admin/inscritos_curso'];

async function equipe(permissoes: string[] = TODAS, funcionalidades: string[] = ['Admin']): Promise<Record<string, string>> {
  const token = await signer.signEquipe({ sub: '7', nome: 'Servidora', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades }] });
  return { authorization: `Bearer ${token}` };
}
async function cidadao(id: number, nome = `Cidadão ${id}`): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signer.signCidadao({ sub: String(id), nome, email: `c${id}@example.com` })}` };
}

async function ok<T>(resposta: Promise<GraphQLResponse<T>>): Promise<T> {
  const { data, errors } = await resposta;
  expect(errors).toBeUndefined();
  return data!;
}
async function erro(resposta: Promise<GraphQLResponse<unknown>>): Promise<{ message: string; code: unknown }> {
  const { errors } = await resposta;
  expect(errors?.length).toBeGreaterThan(0);
  return { message: errors![0]!.message, code: errors![0]!.extensions?.code };
}

const CURSO = {
  titulo: 'Técnica legislativa',
  cargaHoraria: 24,
  vagas: 2,
  dataInicio: '2026-11-03',
  dataFim: '2026-11-06',
  horarios: [
    { turno: 'matutino', horarioInicial: '08:00', horarioFinal: '12:00' },
    { horarioInicial: '14:00', horarioFinal: '18:00' },
  ],
};
const CAMPOS_CURSO = 'id programa titulo modalidade localidade tipoDocente status tipoTransmissao vagasRestantes horarios { id turno horarioInicial horarioFinal }';
interface CursoView {
  id: string;
  programa: string;
  titulo: string;
  modalidade: string;
  localidade: string;
  tipoDocente: string;
  status: string;
  tipoTransmissao: string;
  vagasRestantes: number;
  horarios: { id: string; turno: string; horarioInicial: string; horarioFinal: string }[];
}
const CRIAR = `mutation($d: CursoInput!) { criarCurso(dados: $d) { ${CAMPOS_CURSO} } }`;
const ATUALIZAR = `mutation($id: ID!, $d: CursoInput!) { atualizarCurso(id: $id, dados: $d) { ${CAMPOS_CURSO} } }`;
const contarCursos = async () => Number((await subgraph.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from "participation"."cursos"'))[0]!.n);

async function criarCurso(dados: Record<string, unknown> = {}): Promise<CursoView> {
  return (await ok(subgraph.query<{ criarCurso: CursoView }>(CRIAR, { d: { ...CURSO, ...dados } }, await equipe()))).criarCurso;
}

describe('cursos, edições e programas (back-office §3, §5, §6)', () => {
  it('cria o curso com os padrões do spec, o programa 3 e dois horários (turno padrão integral)', async () => {
    const curso = await criarCurso();
    expect(curso).toMatchObject({ programa: '3', modalidade: 'presencial', localidade: 'fisico', tipoDocente: 'colaborador', status: 'em_breve', tipoTransmissao: 'ao_vivo', vagasRestantes: 2 });
    expect(curso.horarios.map((h) => [h.turno, h.horarioInicial, h.horarioFinal])).toEqual([
      ['matutino', '08:00', '12:00'],
      ['integral', '14:00', '18:00'],
    ]);
  });

  it('edita, remove (_destroy) e acrescenta horários', async () => {
    const curso = await criarCurso();
    const [primeiro, segundo] = curso.horarios;
    const { atualizarCurso } = await ok(
      subgraph.query<{ atualizarCurso: CursoView }>(
        ATUALIZAR,
        {
          id: curso.id,
          d: { ...CURSO, status: 'inscricoes_abertas', horarios: [{ id: primeiro!.id, turno: 'noturno', horarioInicial: '19:00', horarioFinal: '22:00' }, { id: segundo!.id, horarioInicial: '14:00', horarioFinal: '18:00', _destroy: true }] },
        },
        await equipe(),
      ),
    );
    expect(atualizarCurso.status).toBe('inscricoes_abertas');
    expect(atualizarCurso.horarios.map((h) => h.turno)).toEqual(['noturno']);
  });

  it('sem a funcionalidade Admin, nem com a permissão salva curso ou edição; sem a permissão, também não', async () => {
    const antes = await contarCursos();
    expect(await erro(subgraph.query(CRIAR, { d: CURSO }, await equipe(TODAS, [])))).toEqual({ message: MENSAGENS_ESCOLA.semFuncionalidadeAdmin, code: 'FORBIDDEN' });
    expect((await erro(subgraph.query(CRIAR, { d: CURSO }, await equipe(['api/admin/edicoes'])))).code).toBe('FORBIDDEN');
    expect((await erro(subgraph.query(CRIAR, { d: CURSO }))).code).toBe('UNAUTHENTICATED');
    const edicao = { programaId: '3', titulo: 'Turma extra', ano: 2026 };
    const CRIAR_EDICAO = 'mutation($d: EdicaoInput!) { criarEdicao(dados: $d) { id titulo programa } }';
    expect((await erro(subgraph.query(CRIAR_EDICAO, { d: edicao }, await equipe(TODAS, ['USUARIO_DE_GABINETE'])))).message).toBe(MENSAGENS_ESCOLA.semFuncionalidadeAdmin);
    expect((await ok(subgraph.query<{ criarEdicao: { programa: string } }>(CRIAR_EDICAO, { d: edicao }, await equipe()))).criarEdicao.programa).toBe('3');
    // Programmes need only their permission (the spec checks the feature on course and edition forms).
    const CRIAR_PROGRAMA = 'mutation($d: ProgramaInput!) { criarPrograma(dados: $d) { id nome } }';
    expect((await ok(subgraph.query<{ criarPrograma: { nome: string } }>(CRIAR_PROGRAMA, { d: { nome: 'Escola de Contas' } }, await equipe(['api/admin/programas'], [])))).criarPrograma.nome).toBe('Escola de Contas');
    expect((await erro(subgraph.query(CRIAR_PROGRAMA, { d: { nome: 'X' } }, await equipe(['api/admin/cursos'])))).code).toBe('FORBIDDEN');
    expect(await contarCursos()).toBe(antes);
  });

  it('recusa dados inválidos em português e não grava nada', async () => {
    const antes = await contarCursos();
    const casos: [Record<string, unknown>, string][] = [
      [{ titulo: ' ' }, 'Informe o título do curso.'],
      [{ cargaHoraria: 0 }, 'A carga horária deve ser um número inteiro de horas entre 1 e 2000.'],
      [{ vagas: -1 }, 'As vagas devem ser um número inteiro entre 1 e 10000.'],
      [{ dataInicio: '2026-02-30' }, 'Informe a data de início no formato AAAA-MM-DD.'],
      [{ dataInicio: '2026-12-01', dataFim: '2026-11-01' }, 'A data de início não pode ser depois da data de fim.'],
      [{ modalidade: 'hibrida' }, 'Modalidade inválido: use presencial, ead, semipresencial.'],
      [{ horarios: [] }, 'Adicione ao menos um horário.'],
      [{ horarios: [{ horarioInicial: '25:00', horarioFinal: '26:00' }] }, 'O horário deste turno é inválido: use HH:mm.'],
      [{ horarios: [{ horarioInicial: '12:00', horarioFinal: '08:00' }] }, 'O horário final deve ser depois do inicial.'],
      [{ horarios: [{ turno: 'madrugada', horarioInicial: '01:00', horarioFinal: '02:00' }] }, 'Turno inválido: use matutino, vespertino, noturno, integral.'],
      [{ edicaoId: '999999' }, 'Escolha uma edição existente.'],
      [{ horarios: Array.from({ length: 11 }, () => ({ horarioInicial: '08:00', horarioFinal: '09:00' })) }, 'Um curso tem no máximo 10 horários.'],
    ];
    for (const [dados, mensagem] of casos) {
      const resposta = await erro(subgraph.query(CRIAR, { d: { ...CURSO, ...dados } }, await equipe()));
      expect(resposta.code).toBe('BAD_USER_INPUT');
      expect(resposta.message).toContain(mensagem);
    }
    expect(await contarCursos()).toBe(antes);
    expect((await erro(subgraph.query('{ cursos(filtro: { status: "aberto" }) { total } }'))).message).toContain('Status inválido');
  });

  it('lista os status de curso e filtra os cursos abertos ao público', async () => {
    expect((await ok(subgraph.query<{ cursosStatus: string[] }>('{ cursosStatus }'))).cursosStatus).toEqual(['em_breve', 'inscricoes_abertas', 'em_andamento', 'encerrado', 'cancelado']);
    const { cursos } = await ok(subgraph.query<{ cursos: { itens: { status: string }[] } }>('{ cursos(filtro: { status: "inscricoes_abertas" }) { itens { status } } }'));
    expect(cursos.itens.length).toBeGreaterThan(0);
    expect(cursos.itens.every((c) => c.status === 'inscricoes_abertas')).toBe(true);
  });
});

const INSCREVER = 'mutation($c: ID!) { inscreverEmCurso(cursoId: $c) { id status nome } }';
const ALTERAR = 'mutation($c: ID!, $i: ID!, $s: String!) { alterarStatusInscricao(cursoId: $c, inscricaoId: $i, status: $s) { id status } }';
const GERAR = 'mutation($c: ID!) { gerarCertificados(cursoId: $c) { mensagem quantidade } }';
const MEUS = '{ minhasInscricoes { id status codigoCertificado cursoDados { titulo } } }';
const BAIXAR = 'query($i: ID!) { meuCertificado(inscricaoId: $i) { nome conteudoBase64 } }';
const VERIFICAR = 'query($c: String!) { documentoDaEscola(codigo: $c) { codigo tipo titular emitidoEm detalhes { rotulo valor } } }';

describe('inscrições e certificados (back-office §4, §8; public-site §2)', () => {
  it('do curso à conferência: inscrição, aprovação, certificado em PDF e código verificável; excluído, não vale mais', async () => {
    const curso = await criarCurso({ status: 'inscricoes_abertas', vagas: 2 });
    expect((await erro(subgraph.query(INSCREVER, { c: curso.id }))).code).toBe('UNAUTHENTICATED');
    const ana = await cidadao(501, 'Ana Beatriz Quintela');
    const { inscreverEmCurso } = await ok(subgraph.query<{ inscreverEmCurso: { id: string; status: string; nome: string } }>(INSCREVER, { c: curso.id }, ana));
    expect(inscreverEmCurso).toMatchObject({ status: 'pendente', nome: 'Ana Beatriz Quintela' });
    expect((await erro(subgraph.query(INSCREVER, { c: curso.id }, ana))).message).toBe(MENSAGENS_ESCOLA.jaInscrito);
    await ok(subgraph.query(INSCREVER, { c: curso.id }, await cidadao(502)));
    expect((await erro(subgraph.query(INSCREVER, { c: curso.id }, await cidadao(503)))).message).toBe(MENSAGENS_ESCOLA.semVagas);

    // Staff: the list needs inscritos_curso#index; the status change cursos#update.
    const LISTA = 'query($c: ID!, $t: String) { inscritosCurso(cursoId: $c, termo: $t) { total itens { nome status } } }';
    expect((await erro(subgraph.query(LISTA, { c: curso.id }, await equipe(['api/admin/cursos'])))).code).toBe('FORBIDDEN');
    expect((await ok(subgraph.query<{ inscritosCurso: { total: number } }>(LISTA, { c: curso.id, t: 'quintela' }, await equipe()))).inscritosCurso.total).toBe(1);
    expect((await erro(subgraph.query(ALTERAR, { c: curso.id, i: inscreverEmCurso.id, s: 'aprovada' }, await equipe(['api/admin/inscritos_curso'])))).code).toBe('FORBIDDEN');
    expect((await erro(subgraph.query(ALTERAR, { c: curso.id, i: inscreverEmCurso.id, s: 'aprovadissima' }, await equipe()))).message).toContain('Situação inválida');
    expect((await erro(subgraph.query(GERAR, { c: curso.id }, await equipe()))).message).toBe(MENSAGENS_ESCOLA.certificadosNaoGerados);
    await ok(subgraph.query(ALTERAR, { c: curso.id, i: inscreverEmCurso.id, s: 'aprovada' }, await equipe()));

    expect((await erro(subgraph.query(GERAR, { c: curso.id }, await equipe(['api/admin/inscritos_curso#index'])))).code).toBe('FORBIDDEN');
    expect((await ok(subgraph.query<{ gerarCertificados: unknown }>(GERAR, { c: curso.id }, await equipe()))).gerarCertificados).toEqual({ mensagem: MENSAGENS_ESCOLA.certificadosGerados, quantidade: 1 });
    // The citizen is told by e-mail, through access's route, once: the demo certificates were never queued.
    const avisos: AvisoCertificado[] = [];
    const enviar = async (aviso: AvisoCertificado) => (avisos.push(aviso), 'enviado' as const);
    const opcoes = { publicUrl: 'https://portal.example/', logger: pino({ level: 'silent' }) };
    expect(await enviarAvisosDeCertificado(subgraph.orm.em.fork(), enviar, opcoes)).toBe(1);
    expect(await enviarAvisosDeCertificado(subgraph.orm.em.fork(), enviar, opcoes)).toBe(0);
    expect(avisos).toEqual([
      {
        cidadaoId: 501,
        curso: 'Técnica legislativa',
        codigo: expect.stringMatching(/^E[0-9A-Z]{4}-/),
        link: 'https://portal.example/cidadao/cursos',
        verificacao: expect.stringMatching(/^https:\/\/portal\.example\/cad\/E/),
        anexo: { nome: expect.stringMatching(/^certificado-E[0-9A-Z]{19}\.pdf$/), tipo: 'application/pdf', conteudoBase64: expect.any(String) },
      },
    ]);
    // The notice carries the certificate itself, the one the citizen downloads.
    const anexado = await textoDoPdf(Buffer.from(avisos[0]!.anexo.conteudoBase64, 'base64'));
    expect(anexado).toContain('Ana Beatriz Quintela');
    expect(normalizarCodigo(/[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(anexado)?.[0])).toBe(normalizarCodigo(avisos[0]!.codigo));
    // Only approved enrolments without one: a second run has nothing to issue.
    expect((await erro(subgraph.query(GERAR, { c: curso.id }, await equipe()))).message).toBe(MENSAGENS_ESCOLA.certificadosNaoGerados);
    expect((await erro(subgraph.query(ALTERAR, { c: curso.id, i: inscreverEmCurso.id, s: 'reprovada' }, await equipe()))).message).toBe(MENSAGENS_ESCOLA.statusComCertificado);

    const minhas = (await ok(subgraph.query<{ minhasInscricoes: { id: string; codigoCertificado: string | null }[] }>(MEUS, {}, ana))).minhasInscricoes;
    expect(minhas).toHaveLength(1);
    const { meuCertificado } = await ok(subgraph.query<{ meuCertificado: { nome: string; conteudoBase64: string } }>(BAIXAR, { i: inscreverEmCurso.id }, ana));
    const texto = await textoDoPdf(Buffer.from(meuCertificado.conteudoBase64, 'base64'));
    expect(texto).toContain('CERTIFICADO');
    expect(texto).toContain('Ana Beatriz Quintela');
    expect(texto).toContain('Técnica legislativa');
    expect(texto).toContain('24 horas');
    expect(texto).toContain('03/11/2026 a 06/11/2026');
    expect(texto).toContain('Presidente da Assembleia Legislativa');
    const impresso = /[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(texto)?.[0];
    expect(normalizarCodigo(impresso)).toBe(minhas[0]!.codigoCertificado);
    // Another citizen cannot download it.
    expect((await erro(subgraph.query(BAIXAR, { i: inscreverEmCurso.id }, await cidadao(502)))).code).toBe('NOT_FOUND');

    const { documentoDaEscola } = await ok(subgraph.query<{ documentoDaEscola: { titular: string; tipo: string; detalhes: { rotulo: string; valor: string }[] } | null }>(VERIFICAR, { c: impresso!.toLowerCase() }));
    expect(documentoDaEscola).toMatchObject({ tipo: 'Certificado de curso', titular: 'Ana Beatriz Quintela' });
    expect(documentoDaEscola!.detalhes).toContainEqual({ rotulo: 'Curso', valor: 'Técnica legislativa' });
    expect(JSON.stringify(documentoDaEscola)).not.toContain('@example.com');

    const EXCLUIR = 'mutation($i: ID!) { excluirCertificado(inscricaoId: $i) { mensagem } }';
    expect((await erro(subgraph.query(EXCLUIR, { i: inscreverEmCurso.id }, await equipe(['api/admin/inscritos_curso#gerar_certificado'])))).code).toBe('FORBIDDEN');
    expect((await ok(subgraph.query<{ excluirCertificado: { mensagem: string } }>(EXCLUIR, { i: inscreverEmCurso.id }, await equipe()))).excluirCertificado.mensagem).toBe(MENSAGENS_ESCOLA.certificadoExcluido);
    expect((await ok(subgraph.query<{ documentoDaEscola: unknown }>(VERIFICAR, { c: impresso! }))).documentoDaEscola).toBeNull();
    expect((await erro(subgraph.query(EXCLUIR, { i: inscreverEmCurso.id }, await equipe()))).message).toBe(MENSAGENS_ESCOLA.certificadoNaoExcluido);
  });

  it('não inscreve em curso sem inscrições abertas', async () => {
    const curso = await criarCurso({ status: 'em_breve' });
    expect((await erro(subgraph.query(INSCREVER, { c: curso.id }, await cidadao(600)))).message).toBe(MENSAGENS_ESCOLA.inscricoesFechadas);
    expect((await erro(subgraph.query(INSCREVER, { c: '999999' }, await cidadao(600)))).code).toBe('NOT_FOUND');
  });

  it('um código sorteado não confere; um código malformado é recusado em português', async () => {
    expect((await ok(subgraph.query<{ documentoDaEscola: unknown }>(VERIFICAR, { c: 'E0000-00000-00000-00000' }))).documentoDaEscola).toBeNull();
    expect(await erro(subgraph.query(VERIFICAR, { c: 'abc' }))).toEqual({ message: MENSAGEM_CODIGO_INVALIDO, code: 'BAD_USER_INPUT' });
  });

  it('o relatório de inscritos é um PDF com os nomes, só para quem tem a permissão', async () => {
    const RELATORIO = 'query($c: ID!) { relatorioInscritos(cursoId: $c) { nome conteudoBase64 } }';
    const { cursos } = await ok(subgraph.query<{ cursos: { itens: { id: string; titulo: string }[] } }>('{ cursos(filtro: { termo: "Redação oficial" }) { itens { id titulo } } }'));
    const id = cursos.itens[0]!.id;
    expect((await erro(subgraph.query(RELATORIO, { c: id }, await equipe(['api/admin/cursos'])))).code).toBe('FORBIDDEN');
    const { relatorioInscritos } = await ok(subgraph.query<{ relatorioInscritos: { conteudoBase64: string } }>(RELATORIO, { c: id }, await equipe()));
    const texto = await textoDoPdf(Buffer.from(relatorioInscritos.conteudoBase64, 'base64'));
    expect(texto).toContain('Redação oficial');
    expect(texto).toContain('Lúcia Helena Vasconcelos');
    expect(texto).toContain('Maria Cidadã da Silva');
  });

  it('os certificados de demonstração conferem em /cad', async () => {
    const linhas = await subgraph.orm.em.fork().getConnection().execute<{ codigo: string }[]>('select codigo from "participation"."certificados" order by id limit 1');
    const { documentoDaEscola } = await ok(subgraph.query<{ documentoDaEscola: { titular: string } | null }>(VERIFICAR, { c: linhas[0]!.codigo }));
    expect(documentoDaEscola?.titular).toBe('Maria Cidadã da Silva');
  });
});
