import { formatarData, ROTULOS_STATUS_LAI, type StatusLai } from '@alego/catalog';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, Loading, PageTitle } from '@alego/ui';
import { useCallback, useEffect, useState } from 'react';
import { MinhasSolicitacoesInformacaoDocument, type MinhasSolicitacoesInformacaoQuery } from '../../gql/institucional/graphql';
import { apiCidadao } from '../cidadao/api';
import { AvisoDeErro, LinkInterno } from '../cidadao/comum/Formulario';
import { useExigirLogin } from '../cidadao/comum/hooks';
import { CAMINHO_LAI } from './SolicitacaoInformacaoPages';

type Solicitacao = NonNullable<MinhasSolicitacoesInformacaoQuery['minhasSolicitacoesInformacao']>[number];
type Carga = { tipo: 'carregando' } | { tipo: 'erro'; mensagem: string } | { tipo: 'pronto'; solicitacoes: Solicitacao[] };

/** A consulta do pedido (lida no servidor, com resposta, PDF e recurso). */
export function linkDaConsulta(s: Pick<Solicitacao, 'protocolo' | 'email'>): string {
  return `${CAMINHO_LAI}/consulta?${new URLSearchParams({ protocolo: s.protocolo, email: s.email })}`;
}

const celula = { px: '3', py: '2', borderBottomWidth: '1px', textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * Os pedidos de acesso à informação do cidadão identificado (os feitos com a sessão aberta): protocolo, data,
 * situação e prazo, cada um levando à consulta. Os dados são por usuário e vêm no navegador.
 */
export function MinhasSolicitacoesPage() {
  const sessao = useExigirLogin();
  const [carga, setCarga] = useState<Carga>({ tipo: 'carregando' });
  const carregar = useCallback(async () => {
    setCarga({ tipo: 'carregando' });
    const r = await apiCidadao.executar(MinhasSolicitacoesInformacaoDocument, {}, { autenticada: true });
    // 401: a sessão acabou e useExigirLogin leva à tela de entrada.
    if (r.ok) setCarga({ tipo: 'pronto', solicitacoes: r.dados.minhasSolicitacoesInformacao ?? [] });
    else if (r.status !== 401) setCarga({ tipo: 'erro', mensagem: r.mensagem });
  }, []);
  useEffect(() => {
    if (sessao) void carregar();
  }, [sessao, carregar]);
  return (
    <>
      <PageTitle subtitulo="Os pedidos de acesso à informação que você fez com a sua conta, a situação e o prazo de cada um.">Minhas solicitações</PageTitle>
      <AvisoDeErro titulo="Não foi possível carregar as suas solicitações" mensagem={carga.tipo === 'erro' ? carga.mensagem : null}>
        <Box mt="3">
          <Button size="sm" variant="outline" onClick={() => void carregar()}>
            Tentar novamente
          </Button>
        </Box>
      </AvisoDeErro>
      {carga.tipo === 'carregando' ? <Loading texto="Carregando as suas solicitações…" visivel /> : null}
      {carga.tipo === 'pronto' && !carga.solicitacoes.length ? (
        <EmptyState titulo="Nenhuma solicitação" descricao="Você ainda não fez pedidos de acesso à informação com a sua conta." />
      ) : null}
      {carga.tipo === 'pronto' && carga.solicitacoes.length ? (
        <Box overflowX="auto">
          <chakra.table width="100%" borderCollapse="collapse">
            <caption>Seus pedidos de acesso à informação, do mais recente ao mais antigo</caption>
            <thead>
              <tr>
                {['Protocolo', 'Recebido em', 'Situação', 'Prazo'].map((t) => (
                  <chakra.th key={t} scope="col" {...celula}>
                    {t}
                  </chakra.th>
                ))}
              </tr>
            </thead>
            <tbody>
              {carga.solicitacoes.map((s) => (
                <tr key={s.protocolo}>
                  <chakra.th scope="row" {...celula}>
                    <LinkInterno to={linkDaConsulta(s)}>Protocolo nº {s.protocolo}</LinkInterno>
                    <Text fontWeight="normal" fontSize="sm" color="fg.muted" lineClamp={2}>
                      {s.pedido}
                    </Text>
                  </chakra.th>
                  <chakra.td {...celula}>{formatarData(s.recebidaEm)}</chakra.td>
                  <chakra.td {...celula}>{ROTULOS_STATUS_LAI[s.status as StatusLai]}</chakra.td>
                  <chakra.td {...celula}>
                    {formatarData(s.prazo)}
                    {s.prorrogada ? ' (prorrogado)' : ''}
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      ) : null}
      <Text mt="8" color="fg.muted">
        <LinkInterno to={CAMINHO_LAI}>Fazer um novo pedido de acesso à informação</LinkInterno>
      </Text>
    </>
  );
}
