import type { FieldValues } from 'react-hook-form';
import { RequireAuth } from '../auth/RequireAuth';
import { PaginaExibicao } from './PaginaExibicao';
import { PaginaFormulario } from './PaginaFormulario';
import { PaginaLista } from './PaginaLista';
import { permissaoDe, type ConfigCrud, type RecursoCrud, type Registro } from './recurso';

/**
 * Um módulo = uma configuração; daqui saem o item de menu e as rotas:
 * lista (index), `new` (#create), `:id/edit` (#update) e `:id` (#show).
 */
export function definirRecurso<T extends Registro, V extends FieldValues>(config: ConfigCrud<T, V>): RecursoCrud<T, V> {
  const exigir = (acao: 'show' | 'create' | 'update', elemento: React.ReactNode) => (
    <RequireAuth permissoes={[permissaoDe(config.permissaoBase, acao)]}>{elemento}</RequireAuth>
  );
  return {
    nome: config.nome,
    rotulo: config.rotulo,
    grupo: config.grupo,
    permissao: permissaoDe(config.permissaoBase, 'index'),
    caminho: config.caminho,
    contador: config.contador,
    crud: config,
    rotas: [
      { index: true, element: <PaginaLista config={config} /> },
      ...(config.formulario
        ? [
            ...(config.semCriacao ? [] : [{ path: 'new', element: exigir('create', <PaginaFormulario config={config} />) }]),
            { path: ':id/edit', element: exigir('update', <PaginaFormulario config={config} />) },
          ]
        : []),
      { path: ':id', element: exigir('show', <PaginaExibicao config={config} />) },
    ],
  };
}
