import { createElement } from 'react';
import { MENSAGENS_ESCOLA, OPCOES_CURSO, TURNOS } from '@alego/catalog';
import { RequireAuth } from '../../auth/RequireAuth';
import { definirRecurso } from '../../kit/definirRecurso';
import type { AdminResource } from '../../resources';
import {
  AtualizarCursoDocument,
  AtualizarEdicaoDocument,
  AtualizarProgramaDocument,
  CriarCursoDocument,
  CriarEdicaoDocument,
  CriarProgramaDocument,
  CursoAdminDocument,
  CursosAdminDocument,
  EdicaoAdminDocument,
  EdicoesAdminDocument,
  ExcluirCursoDocument,
  ExcluirEdicaoDocument,
  ExcluirProgramaDocument,
  ProgramaAdminDocument,
  ProgramasAdminDocument,
  type CursoDetalhe,
  type EdicaoDetalhe,
  type ProgramaDetalhe,
} from './documentos';
import { CursoForm } from './CursoForm';
import { EdicaoForm, ProgramaForm } from './EdicaoForm';
import { exigirAdmin, paraCursoInput, validarCurso, valoresIniciaisCurso, valoresIniciaisEdicao, type ValoresCurso, type ValoresEdicao } from './escola.rules';
import { ExibicaoCurso } from './ExibicaoCurso';
import { PaginaInscritosCurso } from './InscritosCurso';

const rotulo = (campo: keyof typeof OPCOES_CURSO, valor: string) => OPCOES_CURSO[campo].find((o) => o.valor === valor)?.rotulo ?? valor;

export const programas = definirRecurso<ProgramaDetalhe, { nome: string; descricao: string }>({
  nome: 'programas',
  rotulo: 'Programas',
  rotuloItem: 'Programa',
  grupo: 'Portal',
  permissaoBase: 'api/admin/programas',
  caminho: '/programas',
  documentos: { lista: ProgramasAdminDocument, item: ProgramaAdminDocument, criar: CriarProgramaDocument, atualizar: AtualizarProgramaDocument, excluir: ExcluirProgramaDocument },
  rotuloBusca: 'Buscar por nome',
  colunas: [
    { titulo: 'Nome', valor: (p) => p.nome },
    { titulo: 'Descrição', valor: (p) => p.descricao ?? '—' },
  ],
  campos: [
    { titulo: 'Nome', valor: (p) => p.nome },
    { titulo: 'Descrição', valor: (p) => p.descricao ?? '—' },
  ],
  descrever: (p) => `o programa "${p.nome}"`,
  formulario: {
    Componente: ProgramaForm,
    valoresIniciais: (p) => ({ nome: p?.nome ?? '', descricao: p?.descricao ?? '' }),
    paraDados: (v) => ({ nome: v.nome.trim(), descricao: v.descricao.trim() || null }),
    sucesso: MENSAGENS_ESCOLA.programaSalvo,
  },
});

export const edicoes = definirRecurso<EdicaoDetalhe, ValoresEdicao>({
  nome: 'edicoes',
  rotulo: 'Edições',
  rotuloItem: 'Edição',
  feminino: true,
  grupo: 'Portal',
  permissaoBase: 'api/admin/edicoes',
  caminho: '/edicoes',
  documentos: { lista: EdicoesAdminDocument, item: EdicaoAdminDocument, criar: CriarEdicaoDocument, atualizar: AtualizarEdicaoDocument, excluir: ExcluirEdicaoDocument },
  rotuloBusca: 'Buscar por título',
  colunas: [
    { titulo: 'Título', valor: (e) => e.titulo },
    { titulo: 'Ano', valor: (e) => e.ano },
    { titulo: 'Programa', valor: (e) => e.programaDados?.nome ?? '—' },
  ],
  campos: [
    { titulo: 'Título', valor: (e) => e.titulo },
    { titulo: 'Ano', valor: (e) => e.ano },
    { titulo: 'Programa', valor: (e) => e.programaDados?.nome ?? '—' },
  ],
  descrever: (e) => `a edição "${e.titulo}"`,
  formulario: {
    Componente: EdicaoForm,
    valoresIniciais: valoresIniciaisEdicao,
    paraDados: (v) => ({ programaId: v.programa, titulo: v.titulo.trim(), ano: Number(v.ano) }),
    validar: exigirAdmin,
    sucesso: MENSAGENS_ESCOLA.edicaoSalva,
  },
});

export const cursos = definirRecurso<CursoDetalhe, ValoresCurso>({
  nome: 'cursos',
  rotulo: 'Cursos',
  rotuloItem: 'Curso',
  grupo: 'Portal',
  permissaoBase: 'api/admin/cursos',
  caminho: '/cursos',
  documentos: { lista: CursosAdminDocument, item: CursoAdminDocument, criar: CriarCursoDocument, atualizar: AtualizarCursoDocument, excluir: ExcluirCursoDocument },
  rotuloBusca: 'Buscar por título',
  colunas: [
    { titulo: 'Título', valor: (c) => c.titulo },
    { titulo: 'Período', valor: (c) => c.periodo },
    { titulo: 'Modalidade', valor: (c) => rotulo('modalidade', c.modalidade) },
    { titulo: 'Status', valor: (c) => c.statusDescricao },
    { titulo: 'Horários', valor: (c) => c.horarios.map((h) => `${TURNOS[h.turno as keyof typeof TURNOS] ?? h.turno} ${h.horarioInicial}–${h.horarioFinal}`).join('; ') },
  ],
  descrever: (c) => `o curso "${c.titulo}"`,
  Exibicao: ExibicaoCurso,
  formulario: {
    Componente: CursoForm,
    valoresIniciais: valoresIniciaisCurso,
    paraDados: paraCursoInput,
    validar: validarCurso,
    sucesso: MENSAGENS_ESCOLA.cursoSalvo,
  },
});

/** `inscritos-curso?id&pagina&termo`: só rota (a lista também aparece na exibição do curso). */
export const inscritosCurso: AdminResource = {
  nome: 'inscritos_curso',
  rotulo: 'Inscritos do curso',
  grupo: 'Portal',
  permissao: 'api/admin/inscritos_curso#index',
  caminho: '/inscritos-curso',
  menu: false,
  rotas: [{ index: true, element: createElement(RequireAuth, { permissoes: ['api/admin/inscritos_curso#index'] }, createElement(PaginaInscritosCurso)) }],
};
