import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { HomeQuery } from '../../gql/graphql';
import { ATRIBUTO_DO_AVISO } from '../../shell/carregador';

export type BannerDaHome = NonNullable<HomeQuery['banners']>['itens'][number];

/** A imagem do banner, com o link quando ele tem um (abre em nova janela, como o back-office define). */
function ImagemDoBanner({ banner, prioridade }: { banner: BannerDaHome; prioridade?: boolean }) {
  const imagem = (
    <Image src={banner.imagem.url} alt={banner.titulo} w="full" aspectRatio={2} objectFit="cover" borderRadius="lg" loading={prioridade ? undefined : 'lazy'} width={banner.imagem.largura ?? undefined} height={banner.imagem.altura ?? undefined} />
  );
  if (!banner.url) return imagem;
  return (
    <Link href={banner.url} target="_blank" rel="noopener noreferrer" display="block" aria-label={`${banner.titulo} (abre em nova janela)`}>
      {imagem}
    </Link>
  );
}

/** Cartazes e links em exibição. */
export function Campanhas({ banners }: { banners: readonly BannerDaHome[] }) {
  const campanhas = banners.filter((b) => b.tipo !== 'popup');
  if (campanhas.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="titulo-campanhas" mb="12">
      <Heading as="h2" id="titulo-campanhas" srOnly>
        Campanhas
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, md: 2 }} gap="6">
        {campanhas.map((banner) => (
          <li key={banner.id}>
            <ImagemDoBanner banner={banner} />
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export const Dialogo = chakra('dialog');

const FOCAVEIS = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle inside the dialog: the modal `<dialog>` alone lets focus leave to the browser's chrome. */
export function prenderFoco(evento: KeyboardEvent<HTMLDialogElement>): void {
  if (evento.key !== 'Tab') return;
  const focaveis = [...evento.currentTarget.querySelectorAll<HTMLElement>(FOCAVEIS)];
  const [primeiro, ultimo] = [focaveis[0], focaveis.at(-1)];
  if (!primeiro || !ultimo) return;
  const ativo = document.activeElement;
  if (evento.shiftKey ? ativo === primeiro : ativo === ultimo) {
    evento.preventDefault();
    (evento.shiftKey ? ultimo : primeiro).focus();
  }
}

/** A chave do aviso dispensado: outro aviso (ou o mesmo alterado) aparece de novo. */
export const chaveDoAviso = (banner: Pick<BannerDaHome, 'id' | 'updatedAt'>) => `alego:aviso:${banner.id}:${banner.updatedAt}`;

/**
 * O pop-up: sem JavaScript, um aviso no topo da página; com JavaScript, também uma janela modal (o `<dialog>` nativo
 * prende o foco e fecha com Esc) na primeira visita, até o visitante a fechar (lembrado neste navegador). Enquanto ela
 * não foi fechada, o carregador (shell/carregador.ts) hidrata a página na hora, pela chave no `<dialog>`.
 */
export function AvisoPopup({ banners }: { banners: readonly BannerDaHome[] }) {
  const aviso = banners.find((b) => b.tipo === 'popup');
  const dialogo = useRef<HTMLDialogElement>(null);
  const [aberto, setAberto] = useState(false);
  useEffect(() => {
    if (!aviso || !dialogo.current) return;
    let dispensado = false;
    try {
      dispensado = localStorage.getItem(chaveDoAviso(aviso)) !== null;
    } catch {
      // Storage blocked: show the notice; closing it then lasts for this page only.
    }
    if (!dispensado && !dialogo.current.open) {
      dialogo.current.showModal();
      setAberto(true);
    }
  }, [aviso]);
  if (!aviso) return null;
  const dispensar = () => {
    try {
      localStorage.setItem(chaveDoAviso(aviso), new Date().toISOString());
    } catch {
      // Storage blocked: nothing to remember.
    }
    setAberto(false);
  };
  return (
    <>
      <Box as="aside" aria-labelledby="titulo-aviso" mb="8" maxW="xl">
        <Heading as="h2" id="titulo-aviso" size="md" mb="2">
          Aviso
        </Heading>
        <ImagemDoBanner banner={aviso} prioridade />
      </Box>
      <Dialogo
        ref={dialogo}
        {...{ [ATRIBUTO_DO_AVISO]: chaveDoAviso(aviso) }}
        aria-labelledby="titulo-aviso-modal"
        onClose={dispensar}
        onKeyDown={prenderFoco}
        p="6"
        borderRadius="lg"
        maxW="min(90vw, 720px)"
        w="full"
        bg="bg"
        color="fg"
        css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.6)' } }}
      >
        {aberto ? (
          <>
            <Heading as="h2" id="titulo-aviso-modal" size="lg" mb="4">
              Aviso
            </Heading>
            <ImagemDoBanner banner={aviso} prioridade />
            <form method="dialog">
              <Button type="submit" mt="4" colorPalette="brand" autoFocus>
                Fechar aviso
              </Button>
            </form>
          </>
        ) : null}
      </Dialogo>
    </>
  );
}
