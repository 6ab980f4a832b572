import { ErrorState, Loading } from '@alego/ui';
import { Button } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useNavigation } from 'react-router';
import { decidirAcesso, ROTA_ACESSO_NEGADO, ROTA_SAIR } from './acesso';
import { controleSessao } from './session';
import { useSession } from './useSession';

export interface RequireAuthProps {
  /** Todas exigidas na lotação ativa ("recurso#detalhe" também vale com "recurso"). */
  permissoes?: readonly string[];
  /** Todas exigidas na lotação ativa (ex.: "Admin"). */
  funcionalidades?: readonly string[];
  /** Sem filhos, renderiza o <Outlet /> (uso como `element` de rota). */
  children?: ReactNode;
}

/**
 * Guarda de rota: sem sessão → /sair (logout); token vencido → renova e decide de novo;
 * sem permissão → /acesso-negado.
 */
export function RequireAuth({ permissoes, funcionalidades, children }: RequireAuthProps) {
  const estado = useSession();
  const navegacao = useNavigation();
  const decisao = decidirAcesso({ ...estado, permissoes, funcionalidades });
  // Resultado da renovação do token vencido `token` (o estado muda sozinho quando dá certo).
  const [renovacao, setRenovacao] = useState<{ token: string | null; resultado: 'encerrada' | 'falhou' } | null>(null);
  const resultado = renovacao && renovacao.token === estado.token ? renovacao.resultado : undefined;

  useEffect(() => {
    if (decisao !== 'renovar') return;
    let ativo = true;
    const token = estado.token;
    controleSessao.tokenValido().then(
      (novo) => {
        if (ativo && !novo) setRenovacao({ token, resultado: 'encerrada' });
      },
      () => {
        if (ativo) setRenovacao({ token, resultado: 'falhou' });
      },
    );
    return () => {
      ativo = false;
    };
  }, [decisao, estado.token]);

  if (decisao === 'sair' || resultado === 'encerrada') {
    // Navegação em andamento (ex.: /sair limpou a sessão e segue para o login): não sair de novo.
    return navegacao.state !== 'idle' ? null : <Navigate to={ROTA_SAIR} replace />;
  }
  if (decisao === 'negado') return <Navigate to={ROTA_ACESSO_NEGADO} replace />;
  if (decisao === 'renovar') {
    return resultado === 'falhou' ? (
      <ErrorState titulo="Não foi possível renovar a sessão.">
        <Button size="sm" mt="2" variant="outline" onClick={() => window.location.reload()}>
          Tentar novamente
        </Button>
      </ErrorState>
    ) : (
      <Loading />
    );
  }
  return children ?? <Outlet />;
}
