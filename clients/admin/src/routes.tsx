import { Loading } from '@alego/ui';
import { redirect, type RouteObject } from 'react-router';
import { ROTA_LOGIN } from './auth/acesso';
import { encerrarSessao } from './auth/logout';
import { RequireAuth } from './auth/RequireAuth';
import { AcessoNegadoPage } from './pages/AcessoNegadoPage';
import { DefinirSenhaPage } from './pages/DefinirSenhaPage';
import { acessoLoader } from './pages/acesso';
import { ErroPage } from './pages/ErroPage';
import { InicioPage } from './pages/InicioPage';
import { NaoEncontradaPage } from './pages/NaoEncontradaPage';
import { LoginPage } from './pages/LoginPage';
import { RESOURCES, type AdminResource } from './resources';
import { AdminShell, shellLoader } from './shell/AdminShell';

/** Rotas de um módulo, sob o seu caminho, atrás da permissão do item de menu. */
export function rotasDoRecurso(recurso: AdminResource): RouteObject[] {
  if (!recurso.rotas?.length) return [];
  return [
    {
      path: recurso.caminho.replace(/^\/+/, ''),
      element: <RequireAuth permissoes={recurso.permissao ? [recurso.permissao] : []} funcionalidade={recurso.funcionalidade} />,
      children: recurso.rotas,
    },
  ];
}

/** Rotas da administração, relativas a /admin (basename do roteador). */
export const routes: RouteObject[] = [
  { path: '/acesso', loader: acessoLoader, Component: LoginPage },
  {
    // Sair: logout.json, limpa a sessão, avisa as outras abas e volta ao login.
    path: '/sair',
    loader: async () => {
      await encerrarSessao();
      return redirect(ROTA_LOGIN);
    },
  },
  // Tela pública de erro: /erro?dados=mensagem (texto, nunca HTML).
  { path: '/errors', Component: ErroPage },
  // O link que a administração envia por e-mail para a pessoa definir a senha (sem sessão).
  { path: '/definir-senha/:codigo', Component: DefinirSenhaPage },
  {
    path: '/',
    loader: shellLoader,
    // Enquanto o loader do shell roda na primeira carga (qualquer endereço dentro do shell, inclusive o desconhecido).
    hydrateFallbackElement: <Loading />,
    element: (
      <RequireAuth>
        <AdminShell />
      </RequireAuth>
    ),
    children: [
      { index: true, Component: InicioPage },
      { path: 'painel', Component: InicioPage },
      { path: 'acesso-negado', Component: AcessoNegadoPage },
      ...RESOURCES.flatMap(rotasDoRecurso),
      // Endereço desconhecido: 404 dentro do shell (sem sessão, o RequireAuth do shell leva ao login antes).
      { path: '*', Component: NaoEncontradaPage },
    ],
  },
];
