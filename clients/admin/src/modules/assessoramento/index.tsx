import { TELA_ASSESSORAMENTO, type AdminDoCatalogo } from '@alego/catalog';
import { PageTitle } from '@alego/ui';
import { Box, Tabs } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams, type RouteObject } from 'react-router';
import type { RegistroDoCatalogo, ValoresDoCatalogo } from '../../kit/catalogo';
import { PaginaLista } from '../../kit/PaginaLista';
import type { RecursoCrud } from '../../kit/recurso';
import type { AdminResource } from '../../resources';
import { usePageTitle } from '../../shell/usePageTitle';

type RecursoDoCatalogo = RecursoCrud<RegistroDoCatalogo, ValoresDoCatalogo>;

const { caminho: CAMINHO_ASSESSORAMENTO, rotulo: TITULO_ASSESSORAMENTO } = TELA_ASSESSORAMENTO;

/** Uma aba: o trecho do endereço dela (o do recurso genérico, sob o do módulo) e o recurso que a lista e edita. */
export interface AbaDoAssessoramento {
  rotulo: string;
  trecho: string;
  recurso: RecursoDoCatalogo;
}

function trechoDe(recurso: RecursoDoCatalogo): string {
  if (!recurso.caminho.startsWith(`${CAMINHO_ASSESSORAMENTO}/`)) throw new Error(`${recurso.nome}: o caminho ${recurso.caminho} não fica sob ${CAMINHO_ASSESSORAMENTO}`);
  return recurso.caminho.slice(CAMINHO_ASSESSORAMENTO.length + 1);
}

/**
 * A tela do assessoramento (back-office §2): as abas Descrição, Corpo Técnico e Materiais, cada uma a lista do recurso
 * genérico da sua entrada do catálogo. A aba vem do endereço (`/assessoramento_tematico` é a Descrição), então
 * recarregar, voltar e abrir num link caem na mesma aba; a tela fica montada ao trocar de aba, e o foco, na aba.
 */
function TelaDoAssessoramento({ abas }: { abas: readonly AbaDoAssessoramento[] }) {
  usePageTitle(TITULO_ASSESSORAMENTO);
  const navigate = useNavigate();
  const { aba: trecho } = useParams();
  const atual = trecho === undefined ? abas[0] : abas.find((a) => a.trecho === trecho);
  if (!atual) return <Navigate to={CAMINHO_ASSESSORAMENTO} replace />;
  return (
    <Box>
      <PageTitle>{TITULO_ASSESSORAMENTO}</PageTitle>
      <Tabs.Root value={atual.trecho} onValueChange={(e) => navigate(`${CAMINHO_ASSESSORAMENTO}/${e.value}`)} variant="line">
        <Tabs.List aria-label={TITULO_ASSESSORAMENTO} mb="4">
          {abas.map((aba) => (
            <Tabs.Trigger key={aba.trecho} value={aba.trecho}>
              {aba.rotulo}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Um painel por aba (o aria-controls de cada aba aponta para um elemento que existe); só o da atual tem a lista. */}
        {abas.map((aba) => (
          <Tabs.Content key={aba.trecho} value={aba.trecho}>
            {aba === atual ? <PaginaLista config={aba.recurso.crud} emAba /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}

/**
 * O módulo do assessoramento temático: um item de menu e uma tela com abas, no lugar dos três recursos genéricos das
 * entradas do catálogo (informações, corpo técnico, materiais), cujas telas de novo, edição e exibição ele monta sob o
 * caminho de cada aba (`/assessoramento_tematico/materiais/{id}/edit`). As três entradas têm a mesma permissão.
 */
export function assessoramentoTematico(entradas: readonly { admin: AdminDoCatalogo; recurso: RecursoDoCatalogo }[]): AdminResource {
  const abas: AbaDoAssessoramento[] = entradas.map(({ admin, recurso }) => ({ rotulo: admin.aba ?? admin.rotulo, trecho: trechoDe(recurso), recurso }));
  const [primeira] = abas;
  if (!primeira) throw new Error('assessoramento temático: sem abas');
  // The screen's route and menu item carry one permission: the tabs' entries must share it.
  if (abas.some((aba) => aba.recurso.permissao !== primeira.recurso.permissao)) throw new Error('assessoramento temático: as abas têm permissões diferentes');
  const telas: RouteObject[] = abas.flatMap((aba) => (aba.recurso.rotas ?? []).filter((r) => !r.index).map((r) => ({ ...r, path: `${aba.trecho}/${r.path ?? ''}` })));
  return {
    nome: 'assessoramento_tematico',
    rotulo: TITULO_ASSESSORAMENTO,
    grupo: primeira.recurso.grupo,
    permissao: primeira.recurso.permissao,
    caminho: CAMINHO_ASSESSORAMENTO,
    // One route for the three tabs: switching tabs keeps the screen (and the keyboard focus on the tab list).
    rotas: [...telas, { path: ':aba?', element: <TelaDoAssessoramento abas={abas} /> }],
  };
}
