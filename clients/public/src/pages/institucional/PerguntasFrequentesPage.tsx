import { PageTitle } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import type { PerguntasFrequentesQuery } from '../../gql/institucional/graphql';
import { CORPO_HTML } from '../pessoas/ui';

export interface DadosDasPerguntas {
  /** Só as categorias com perguntas, na ordem cadastrada. */
  categorias: NonNullable<PerguntasFrequentesQuery['categoriasPerguntasFrequentes']>['itens'];
}

// <details>/<summary>: open and close without JavaScript, announced by screen readers as disclosure buttons.
const Pergunta = chakra('details', { base: { borderBottomWidth: '1px', py: '3' } });
const Resumo = chakra('summary', { base: { cursor: 'pointer', fontWeight: 'semibold', fontSize: 'lg', _focusVisible: { outline: '2px solid', outlineColor: 'brand.fg' } } });

/** `perguntas-frequentes`: as perguntas frequentes por categoria (public-site §2, transparência "FAQ"). */
export function PerguntasFrequentesPage() {
  const { categorias } = useLoaderData() as DadosDasPerguntas;
  const { hash } = useLocation();
  // A link to one question (the site-wide search's results) opens its answer; the server never sees the fragment.
  useEffect(() => {
    const alvo = hash.startsWith('#pergunta-') ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!(alvo instanceof HTMLDetailsElement)) return;
    alvo.open = true;
    alvo.scrollIntoView();
    alvo.querySelector('summary')?.focus();
  }, [hash]);
  return (
    <Box maxW="3xl">
      <PageTitle subtitulo="Respostas às dúvidas mais comuns sobre a Assembleia, o acesso à informação e a participação do cidadão.">Perguntas frequentes</PageTitle>
      {categorias.length === 0 ? (
        <Text>Nenhuma pergunta frequente publicada.</Text>
      ) : (
        <Stack gap="10">
          {categorias.map((categoria) => (
            <Box as="section" key={categoria.id} aria-labelledby={`categoria-${categoria.id}`}>
              <Heading as="h2" id={`categoria-${categoria.id}`} size="lg" mb="2">
                {categoria.nome}
              </Heading>
              {categoria.perguntas.map((p) => (
                <Pergunta key={p.id} id={`pergunta-${p.id}`}>
                  <Resumo>{p.pergunta}</Resumo>
                  <Box mt="3" css={CORPO_HTML} dangerouslySetInnerHTML={{ __html: p.resposta }} />
                </Pergunta>
              ))}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
