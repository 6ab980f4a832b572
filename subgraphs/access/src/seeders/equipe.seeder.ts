import { CADASTROS, PERMISSOES_DE_IMPORTAR } from '@alego/catalog';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { hashSenha } from '../lib/senha.js';
import { Lotacao } from '../modules/lotacao/lotacao.entity.js';
import { Usuario, UsuarioLotacao } from '../modules/equipe/usuario.entity.js';

/** Local demo password of every demo staff account (README, "Contas de demonstração"). */
export const SENHA_DEMONSTRACAO = 'Alego@2026';

/**
 * Every admin resource of the back-office spec (§6) and of the entities the portal already has: the catalog's entries
 * with an admin part give their own permission bases; the rest are listed here until they join the catalog.
 */
const RECURSOS_ADMIN = [
  'agendas', 'arquivos', 'banners', 'cursos', 'inscritos_curso', 'edicoes', 'programas', 'assessoramento_tematico',
  'categorias_perguntas_frequentes', 'pergunta_frequentes', 'diarios', 'galeria_categorias', 'galerias', 'fale_conosco',
  'legislacoes', 'noticias', 'organogramas', 'programa_acoes', 'remuneracoes', 'imprensa_externas', 'deputados',
  'partidos', 'legislaturas', 'politica_privacidade', 'comissoes', 'procuradorias', 'contatos', 'contratos',
  'processos', 'lotacoes', 'solicitacao_informacao',
];
const PERMISSOES_ADMIN = [...RECURSOS_ADMIN.map((recurso) => `api/admin/${recurso}`), ...CADASTROS.map((cadastro) => cadastro.permissao), ...PERMISSOES_DE_IMPORTAR];

const NOTICIAS_EDICAO = ['index', 'show', 'create', 'update'].map((acao) => `api/admin/noticias#${acao}`);

interface ContaDemonstracao {
  login: string;
  nome: string;
  lotacao: string;
  permissoes: string[];
  funcionalidades: string[];
  outras?: { lotacao: string; permissoes: string[]; funcionalidades: string[] }[];
}

const CONTAS: ContaDemonstracao[] = [
  {
    login: 'admin',
    nome: 'Administradora do Portal',
    lotacao: 'DTI',
    permissoes: [...PERMISSOES_ADMIN, 'noticias#publicar', 'pode_publicar'],
    funcionalidades: ['Admin'],
  },
  {
    login: 'editor',
    nome: 'Rafael Editor (Comunicação)',
    lotacao: 'SECOM',
    // Writes agendas and photo albums; publishing them takes `pode_publicar` (the publicador's).
    permissoes: [...NOTICIAS_EDICAO, 'api/admin/agendas', 'api/admin/galerias'],
    funcionalidades: [],
  },
  {
    login: 'publicador',
    nome: 'Lúcia Publicadora (Comunicação)',
    lotacao: 'SECOM',
    permissoes: [...NOTICIAS_EDICAO, 'api/admin/noticias#publicar', 'noticias#publicar', 'api/admin/agendas', 'api/admin/galerias', 'pode_publicar'],
    funcionalidades: [],
    // Also works for the Ouvidoria, with other rights: the assignment chosen decides what she may do.
    outras: [{ lotacao: 'OUV', permissoes: ['api/admin/fale_conosco', 'api/admin/solicitacao_informacao'], funcionalidades: [] }],
  },
  {
    login: 'gabinete',
    nome: 'Assessor do Gabinete Caio Vilela',
    lotacao: 'GAB-CVILELA',
    permissoes: NOTICIAS_EDICAO,
    funcionalidades: ['USUARIO_DE_GABINETE'],
  },
];

export class EquipeSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const senhaHash = await hashSenha(SENHA_DEMONSTRACAO);
    for (const conta of CONTAS) {
      const lotacao = await em.findOneOrFail(Lotacao, { sigla: conta.lotacao });
      const usuario = em.create(Usuario, { login: conta.login, nome: conta.nome, email: `${conta.login}@al.go.leg.br`, senhaHash, lotacaoPadrao: lotacao });
      em.create(UsuarioLotacao, { usuario, lotacao, permissoes: conta.permissoes, funcionalidades: conta.funcionalidades });
      for (const outra of conta.outras ?? []) {
        em.create(UsuarioLotacao, { usuario, lotacao: await em.findOneOrFail(Lotacao, { sigla: outra.lotacao }), permissoes: outra.permissoes, funcionalidades: outra.funcionalidades });
      }
    }
  }
}
