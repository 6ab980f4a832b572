import { redirect, type RouteObject } from 'react-router';
import { limparSessao } from './auth/session';
import { InicioPage } from './pages/InicioPage';
import { LoginPage } from './pages/LoginPage';
import { AdminShell, shellLoader } from './shell/AdminShell';

/** Rotas da administração, relativas a /admin (basename do roteador). */
export const routes: RouteObject[] = [
  { path: '/acesso', Component: LoginPage },
  {
    path: '/sair',
    loader: () => {
      limparSessao();
      return redirect('/acesso');
    },
  },
  {
    path: '/',
    loader: shellLoader,
    Component: AdminShell,
    children: [{ index: true, Component: InicioPage }],
  },
  // Qualquer rota desconhecida vai para o login.
  { path: '*', loader: () => redirect('/acesso') },
];
