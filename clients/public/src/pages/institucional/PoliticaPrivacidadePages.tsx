import { formatarData } from '@alego/catalog';
import { PageTitle } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import type { VersaoDaPoliticaFragment } from '../../gql/institucional/graphql';
import { apiCidadao } from '../cidadao/api';
import { useSessaoCidadao } from '../cidadao/session';
import { destinoSeguro } from '../cidadao/validacao';
import { CORPO_HTML } from '../pessoas/ui';

export interface DadosDaPolitica {
  /** A versão mostrada: a vigente, ou a anterior pedida por `?versao=`. */
  politica: VersaoDaPoliticaFragment | null;
  vigente: number | null;
  /** As versões já vigentes, da mais nova à mais antiga. */
  versoes: { id: string; versao: number; vigenteDesde: string }[];
}

export interface DadosDoAceite {
  politica: VersaoDaPoliticaFragment | null;
  destino: string;
  aceito: boolean;
}

const Lista = chakra('ul', { base: { ps: '6', listStyleType: 'disc', display: 'flex', flexDirection: 'column', gap: '1' } });
const Vinculo = chakra(RouterLink, { base: { color: 'brand.fg', textDecoration: 'underline' } });

function Texto({ politica }: { politica: VersaoDaPoliticaFragment }) {
  return <Box css={CORPO_HTML} dangerouslySetInnerHTML={{ __html: politica.conteudo }} />;
}

/** `politica-privacidade`: a versão vigente (public-site §2, General) e as anteriores. */
export function PoliticaPrivacidadePage() {
  const { politica, vigente, versoes } = useLoaderData() as DadosDaPolitica;
  if (!politica) {
    return (
      <Box maxW="3xl">
        <PageTitle>Política de Privacidade</PageTitle>
        <Text>A Política de Privacidade ainda não foi publicada.</Text>
      </Box>
    );
  }
  const anterior = politica.versao !== vigente;
  return (
    <Box maxW="3xl">
      <PageTitle subtitulo={`Versão ${politica.versao}, ${anterior ? 'vigente a partir de' : 'vigente desde'} ${formatarData(politica.vigenteDesde)}.`}>
        Política de Privacidade
      </PageTitle>
      <Stack gap="8">
        {anterior ? (
          <Text role="note" bg="bg.muted" p="3" borderRadius="md">
            Esta é uma versão anterior. <Vinculo to="/politica-privacidade">Ver a versão vigente</Vinculo>.
          </Text>
        ) : null}
        <Texto politica={politica} />
        {versoes.length > 1 ? (
          <Box as="section" aria-labelledby="versoes">
            <Heading as="h2" id="versoes" size="lg" mb="3">
              Versões
            </Heading>
            <Lista>
              {versoes.map((v) => (
                <li key={v.id}>
                  {v.versao === politica.versao ? (
                    <span aria-current="page">Versão {v.versao}, desde {formatarData(v.vigenteDesde)}</span>
                  ) : (
                    <Vinculo to={v.versao === vigente ? '/politica-privacidade' : `/politica-privacidade?versao=${v.versao}`}>
                      Versão {v.versao}, desde {formatarData(v.vigenteDesde)}
                    </Vinculo>
                  )}
                </li>
              ))}
            </Lista>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * `politica-privacidade/aceitar`: a versão vigente com o botão de aceite, aonde o cidadão que aceitou uma versão
 * anterior é levado ao entrar. Com a sessão da aba, o aceite vai para a conta; sem JavaScript (ou sem sessão), o
 * formulário vai a `/alego_shared/aceitar-politica-privacidade`, que o guarda no navegador e volta ao destino.
 */
export function AceitePoliticaPrivacidadePage() {
  const { politica, destino, aceito } = useLoaderData() as DadosDoAceite;
  const sessao = useSessaoCidadao();
  const navigate = useNavigate();
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  if (!politica) {
    return (
      <Box maxW="3xl">
        <PageTitle>Política de Privacidade</PageTitle>
        <Text>A Política de Privacidade ainda não foi publicada.</Text>
      </Box>
    );
  }
  const aoEnviar = async (evento: FormEvent<HTMLFormElement>) => {
    if (!sessao) return;
    evento.preventDefault();
    setErro(null);
    setEnviando(true);
    const resultado = await apiCidadao.aceitarPolitica(politica.versao);
    setEnviando(false);
    if (!resultado.ok) return setErro(resultado.mensagem);
    navigate(destino, { replace: true });
  };
  return (
    <Box maxW="3xl">
      <PageTitle subtitulo={`Versão ${politica.versao}, vigente desde ${formatarData(politica.vigenteDesde)}.`}>A Política de Privacidade mudou</PageTitle>
      <Stack gap="6">
        {aceito ? (
          <Text role="status" bg="green.subtle" p="3" borderRadius="md">
            Aceite da Política de Privacidade registrado.
          </Text>
        ) : (
          <Text>Para continuar, leia a nova versão da Política de Privacidade e confirme que a aceita.</Text>
        )}
        {politica.resumoAlteracoes ? (
          <Box as="section" aria-labelledby="mudancas" bg="bg.muted" p="4" borderRadius="md">
            <Heading as="h2" id="mudancas" size="md" mb="2">
              O que mudou
            </Heading>
            <Text>{politica.resumoAlteracoes}</Text>
          </Box>
        ) : null}
        <Box borderWidth="1px" borderRadius="md" p="4" maxH="28rem" overflowY="auto" tabIndex={0} aria-label="Texto da Política de Privacidade">
          <Texto politica={politica} />
        </Box>
        {erro ? (
          <Text role="alert" color="fg.error">
            {erro}
          </Text>
        ) : null}
        <form method="post" action="/alego_shared/aceitar-politica-privacidade" onSubmit={(e) => void aoEnviar(e)}>
          <input type="hidden" name="versao" value={politica.versao} />
          <input type="hidden" name="destino" value={destino} />
          <Button type="submit" colorPalette="brand" loading={enviando} loadingText="Registrando…">
            Li e aceito a Política de Privacidade
          </Button>
        </form>
      </Stack>
    </Box>
  );
}

/** O destino depois do aceite: um caminho deste site (o mesmo critério da tela de entrada); sem ele, o aviso de aceite. */
export function destinoDoAceite(url: URL): string {
  return destinoSeguro(url.searchParams.get('destino'), '/politica-privacidade/aceitar?aceito=1');
}
