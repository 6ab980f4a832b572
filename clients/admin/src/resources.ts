import { CADASTROS_ASSESSORAMENTO, CADASTROS_FINANCEIROS, CADASTROS_INSTITUCIONAIS, CATEGORIAS_FOTOS, CATEGORIAS_LINKS, GRUPOS_DO_MENU, LINKS, REGISTROS_PDF, type AdminDoCatalogo } from '@alego/catalog';
import { CategoriaDaPergunta } from './catalogo/CategoriaDaPergunta';
import { CategoriaDoLink } from './catalogo/CategoriaDoLink';
import { DeputadoDoVoto } from './catalogo/DeputadoDoVoto';
import type { RouteObject } from 'react-router';
import { DOCUMENTOS_DO_CATALOGO } from './catalogo/documentos';
import { recursoDoCatalogo, type CampoPersonalizado, type RegistroDoCatalogo, type ValoresDoCatalogo } from './kit/catalogo';
import type { RecursoCrud } from './kit/recurso';
import { agendas } from './modules/agendas';
import { assessoramentoTematico } from './modules/assessoramento';
import { banners } from './modules/banners';
import { comissoes } from './modules/comissoes';
import { deputados } from './modules/deputados';
import { cursos, edicoes, inscritosCurso, programas } from './modules/escola';
import { faleConosco } from './modules/fale-conosco';
import { imprensaExternas } from './modules/imprensa-externas';
import { solicitacoesInformacao } from './modules/solicitacoes-informacao';
import { galerias } from './modules/galerias';
import { legislaturas } from './modules/legislaturas';
import { noticias } from './modules/noticias';
import { remuneracoes } from './modules/remuneracoes';
import { importacoes } from './modules/importacoes';
import { sistema } from './modules/sistema';
import { trabalhos } from './modules/trabalhos';
import { auditoria } from './modules/auditoria';
import { usuarios } from './modules/usuarios';

/**
 * Registro dos módulos da administração. As entradas do catálogo com parte administrativa (`@alego/catalog`) viram
 * recursos genéricos (`recursoDoCatalogo`); as telas próprias de verdade (notícias, deputados, comissões,
 * legislaturas, fale conosco, importação de remunerações, as abas do assessoramento temático) são módulos em src/modules/<recurso>/. O menu lateral e as
 * rotas saem desta lista.
 *
 * - Item de menu: aparece no grupo `grupo` só se a lotação ativa tem `permissao`.
 * - Rotas: `rotas` ficam sob `caminho`, dentro do shell, atrás de `RequireAuth` com
 *   `permissao` (telas que exigem mais, como "#create", envolvem-se em outro `RequireAuth`).
 * - Contador: `contador` é a chave do contador de pendências (fale_conosco, agenda,
 *   galeria, noticias); o selo aparece quando o valor é maior que zero.
 */
export const GRUPOS_MENU = GRUPOS_DO_MENU;
export type GrupoMenu = (typeof GRUPOS_MENU)[number];

/** Os componentes dos campos `personalizado` das entradas do catálogo, pelo nome. */
const CAMPOS_PERSONALIZADOS: Readonly<Record<string, CampoPersonalizado>> = { CategoriaDoLink, DeputadoDoVoto, CategoriaDaPergunta };

function doCatalogo(admin: AdminDoCatalogo): RecursoCrud<RegistroDoCatalogo, ValoresDoCatalogo> {
  const documentos = DOCUMENTOS_DO_CATALOGO[admin.recurso];
  if (!documentos) throw new Error(`${admin.recurso}: sem operações geradas (rode npm run generate)`);
  return recursoDoCatalogo(admin, documentos, CAMPOS_PERSONALIZADOS);
}

export interface AdminResource {
  /** Chave do recurso (ex.: "noticias"). */
  nome: string;
  /** Texto do menu (ex.: "Notícias"). */
  rotulo: string;
  grupo: GrupoMenu;
  /** Permissão para ver o item e abrir as rotas, ex.: "api/admin/noticias#index". */
  permissao?: string;
  /** Funcionalidade da lotação exigida para ver o item e abrir as rotas (ex.: "Admin"). */
  funcionalidade?: string;
  /** Caminho dentro de /admin, ex.: "/noticias". */
  caminho: string;
  /** Chave do contador de pendências do menu (ex.: "noticias"). */
  contador?: string;
  /** false: só rotas, sem item no menu (ex.: inscritos de um curso). */
  menu?: boolean;
  /** Rotas do módulo, relativas a `caminho` (ex.: `{ index: true }`, `{ path: ':id/edit' }`). */
  rotas?: RouteObject[];
}

/** Um módulo, uma linha (a ordem dentro do grupo é a do menu). */
export const RESOURCES: readonly AdminResource[] = [
  noticias,
  agendas,
  banners,
  doCatalogo(CATEGORIAS_LINKS),
  doCatalogo(LINKS),
  galerias,
  doCatalogo(CATEGORIAS_FOTOS),
  // The advisory's three entries are the tabs of one screen (back-office §2), not three menu items.
  ...CADASTROS_INSTITUCIONAIS.filter((c) => !CADASTROS_ASSESSORAMENTO.includes(c)).map(doCatalogo),
  assessoramentoTematico(CADASTROS_ASSESSORAMENTO.map((admin) => ({ admin, recurso: doCatalogo(admin) }))),
  remuneracoes,
  ...CADASTROS_FINANCEIROS.map(doCatalogo),
  ...importacoes,
  ...REGISTROS_PDF.map(doCatalogo),
  faleConosco,
  solicitacoesInformacao,
  imprensaExternas,
  deputados,
  legislaturas,
  comissoes,
  sistema,
  programas,
  edicoes,
  cursos,
  inscritosCurso,
  trabalhos,
  usuarios,
  auditoria,
];
