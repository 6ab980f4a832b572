import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { PageTitle } from '@alego/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const Tecla = chakra('kbd', {
  base: { px: '1.5', py: '0.5', borderWidth: '1px', borderColor: 'border.emphasized', borderRadius: 'sm', fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted' },
});

function Secao(props: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={props.id}>
      <Heading as="h2" id={props.id} size="lg" mb="3">
        {props.titulo}
      </Heading>
      <Stack gap="3">{props.children}</Stack>
    </Box>
  );
}

/**
 * Os atalhos da barra (shell/barra.ts), descritos aqui como texto da página: importar a
 * lista do shell criaria um chunk comum com a primeira carga da página inicial.
 */
const ATALHOS = [
  ['1', 'conteúdo principal da página'],
  ['2', 'menu de navegação'],
  ['3', 'busca de notícias'],
  ['4', 'rodapé, com endereço e links institucionais'],
] as const;

const Lista = chakra('ul', { base: { ps: '6', display: 'flex', flexDirection: 'column', gap: '2' } });

/** A página `acessibilidade`: explica os recursos da barra de acessibilidade (eMAG). */
export function AcessibilidadePage() {
  return (
    <Box maxW="3xl">
      <PageTitle subtitulo="Recursos para navegar no portal com teclado, leitores de tela, alto contraste e letras maiores.">Acessibilidade</PageTitle>
      <Stack gap="10">
        <Secao id="atalhos" titulo="Atalhos de teclado">
          <Text>
            O portal segue o Modelo de Acessibilidade em Governo Eletrônico (eMAG). Em todas as páginas, estes atalhos levam direto a cada
            parte:
          </Text>
          <Lista>
            {ATALHOS.map(([tecla, destino]) => (
              <li key={tecla}>
                <Tecla>Alt</Tecla> + <Tecla>{tecla}</Tecla>: {destino}
              </li>
            ))}
          </Lista>
          <Text>
            No Firefox, use <Tecla>Alt</Tecla> + <Tecla>Shift</Tecla> + o número; no macOS, <Tecla>Control</Tecla> + <Tecla>Option</Tecla> + o
            número. Os mesmos destinos estão nos links da barra de acessibilidade, no topo da página: a primeira tecla <Tecla>Tab</Tecla> mostra
            o link “Ir para o conteúdo”.
          </Text>
        </Secao>
        <Secao id="navegacao" titulo="Navegação pelo teclado">
          <Text>
            Use <Tecla>Tab</Tecla> para avançar e <Tecla>Shift</Tecla> + <Tecla>Tab</Tecla> para voltar entre links, botões e campos; o item
            em foco fica destacado com um contorno amarelo e escuro. <Tecla>Enter</Tecla> abre links e envia formulários.
          </Text>
          <Text>
            As páginas têm regiões marcadas (cabeçalho, navegação, conteúdo principal e rodapé) e títulos em ordem, para que leitores de tela
            permitam pular entre elas.
          </Text>
        </Secao>
        <Secao id="contraste" titulo="Alto contraste">
          <Text>
            O botão “Alto contraste”, na barra do topo, troca as cores por fundo preto, texto branco e links amarelos. Clique de novo para voltar
            às cores normais. A escolha fica guardada neste navegador e vale para as próximas páginas e visitas.
          </Text>
        </Secao>
        <Secao id="fonte" titulo="Tamanho do texto">
          <Text>
            Os botões “A+” e “A-” aumentam e diminuem o texto em até três níveis; “A” volta ao tamanho normal. A escolha também fica guardada.
            O zoom do navegador (<Tecla>Ctrl</Tecla> + <Tecla>+</Tecla>) funciona em todas as páginas.
          </Text>
        </Secao>
        <Secao id="contato" titulo="Encontrou uma barreira?">
          <Text>
            Se algum conteúdo do portal não estiver acessível para você, conte para nós pelo{' '}
            <chakra.a asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
              <RouterLink to="/fale-conosco">Fale conosco</RouterLink>
            </chakra.a>
            .
          </Text>
        </Secao>
      </Stack>
    </Box>
  );
}
