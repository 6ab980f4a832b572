import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, formatData, PageTitle } from '@alego/ui';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { Paginacao } from '../../componentes/Paginacao';
import { Dialogo, prenderFoco } from '../home/Banners';
import { ATRIBUTO_DE_REPETIR } from '../../shell/carregador';
import { caminhoDaGaleria, linkDaLista } from './caminhos';
import type { AutocompleteData, GaleriaCompleta, GaleriaData, ListaDeGaleriasData } from './index';

const Campo = chakra('input');
const Selecao = chakra('select');

/** `/galerias`: busca e categoria por GET num <form> comum (funciona sem JavaScript), capas em grade, paginação. */
export function ListaDeGaleriasPage() {
  const dados = useLoaderData<ListaDeGaleriasData>();
  return (
    <>
      <PageTitle subtitulo="Fotos das sessões, eventos e atividades da Assembleia.">Galerias de fotos</PageTitle>
      <form method="get" action="/galerias" role="search" aria-label="Buscar galerias">
        <Flex gap="3" mb="6" wrap="wrap" align="flex-end">
          <Box flex="1" minW="16rem">
            <chakra.label htmlFor="busca-galerias" display="block" fontWeight="semibold" mb="1">
              Buscar galerias
            </chakra.label>
            <Campo key={dados.termo} id="busca-galerias" type="search" name="termo" defaultValue={dados.termo} w="full" px="3" py="2" borderWidth="1px" borderColor="border" borderRadius="md" />
          </Box>
          <Box>
            <chakra.label htmlFor="categoria-galerias" display="block" fontWeight="semibold" mb="1">
              Categoria
            </chakra.label>
            <Selecao key={dados.categoriaId} id="categoria-galerias" name="categoria" defaultValue={dados.categoriaId} px="3" py="2" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg">
              <option value="">Todas</option>
              {dados.categorias.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nome}
                </option>
              ))}
            </Selecao>
          </Box>
          <Button type="submit" colorPalette="brand">
            Buscar
          </Button>
        </Flex>
      </form>
      {dados.termo || dados.categoriaId ? (
        <Text as="p" role="status" mb="4" color="fg.muted">
          {dados.total === 1 ? '1 galeria encontrada' : `${dados.total} galerias encontradas`}.
        </Text>
      ) : null}
      {dados.itens.length === 0 ? (
        <EmptyState titulo="Nenhuma galeria encontrada" descricao="Tente outras palavras ou outra categoria." />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {dados.itens.map((g) => (
            <li key={g.id}>
              <Box as="article" aria-labelledby={`galeria-${g.id}`}>
                {g.capa ? <chakra.img src={g.capa.imagem.miniatura} alt="" w="full" aspectRatio="3 / 2" objectFit="cover" borderRadius="md" loading="lazy" /> : null}
                <Heading as="h2" size="md" mt="2" id={`galeria-${g.id}`}>
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to={caminhoDaGaleria(g)}>{g.titulo}</RouterLink>
                  </Link>
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {g.categoria.nome} · {formatData(g.createdAt)}
                </Text>
              </Box>
            </li>
          ))}
        </SimpleGrid>
      )}
      <Paginacao pagina={dados.pagina} totalPaginas={dados.totalPaginas} link={(p) => linkDaLista(p, dados.termo, dados.categoriaId)} mt="8" />
    </>
  );
}

type Foto = GaleriaCompleta['galeriaImagens'][number];

/** O texto alternativo de uma foto: a legenda, ou a posição no álbum. */
const textoAlternativo = (foto: Foto, indice: number, total: number, galeria: string) => foto.titulo?.trim() || `${galeria}: foto ${indice + 1} de ${total}`;

/** `/galerias/:id/:urlSufixo`: as fotos como links comuns para o arquivo (sem JavaScript) e, com ele, uma janela de visualização acessível. */
export function GaleriaPage() {
  const { galeria } = useLoaderData<GaleriaData>();
  const fotos = galeria.galeriaImagens;
  const dialogo = useRef<HTMLDialogElement>(null);
  const [aberta, setAberta] = useState<number | null>(null);
  const origem = useRef<HTMLElement | null>(null);

  const abrir = (evento: MouseEvent<HTMLAnchorElement>, indice: number) => {
    // Ctrl/⌘/Shift-click keeps the browser's own behaviour (a new tab with the file).
    if (evento.ctrlKey || evento.metaKey || evento.shiftKey || evento.button !== 0 || !dialogo.current) return;
    evento.preventDefault();
    origem.current = evento.currentTarget;
    setAberta(indice);
    if (!dialogo.current.open) dialogo.current.showModal();
  };
  const ir = (passo: number) => setAberta((atual) => (atual === null ? null : (atual + passo + fotos.length) % fotos.length));
  const teclas = (evento: KeyboardEvent<HTMLDialogElement>) => {
    if (evento.key === 'ArrowRight') ir(1);
    else if (evento.key === 'ArrowLeft') ir(-1);
    else prenderFoco(evento);
  };
  const foto = aberta === null ? null : fotos[aberta];

  return (
    <>
      <PageTitle subtitulo={`${galeria.categoria.nome}${galeria.relacionadoNome ? ` · ${galeria.relacionadoNome}` : ''} · ${formatData(galeria.createdAt)}`}>{galeria.titulo}</PageTitle>
      {galeria.descricao ? <Box mb="6" dangerouslySetInnerHTML={{ __html: galeria.descricao }} /> : null}
      <Text as="p" mb="4" color="fg.muted">
        {fotos.length === 1 ? '1 foto' : `${fotos.length} fotos`}. Selecione uma foto para ampliá-la.
      </Text>
      <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-label="Fotos da galeria">
        {fotos.map((f, indice) => (
          <li key={f.id}>
            <chakra.figure m="0">
              <a href={f.imagem.url} onClick={(e) => abrir(e, indice)} {...{ [ATRIBUTO_DE_REPETIR]: '' }} aria-describedby={`legenda-${f.id}`}>
                <chakra.img src={f.imagem.miniatura} alt={textoAlternativo(f, indice, fotos.length, galeria.titulo)} w="full" aspectRatio="3 / 2" objectFit="cover" borderRadius="md" loading={indice < 3 ? 'eager' : 'lazy'} />
              </a>
              <Text as="figcaption" id={`legenda-${f.id}`} fontSize="sm" mt="1">
                {f.titulo}
                {f.credito ? ` (Foto: ${f.credito})` : ''}{' '}
                <Link href={`/galeria-imagens/${encodeURIComponent(f.id)}/download_foto`} color="brand.fg" textDecoration="underline">
                  Baixar foto {indice + 1}
                </Link>
              </Text>
            </chakra.figure>
          </li>
        ))}
      </SimpleGrid>
      <Dialogo
        ref={dialogo}
        aria-labelledby="titulo-foto"
        aria-describedby="posicao-foto"
        onKeyDown={teclas}
        onClose={() => {
          setAberta(null);
          origem.current?.focus();
        }}
        p="4"
        borderRadius="lg"
        maxW="min(96vw, 1280px)"
        w="full"
        bg="bg"
        color="fg"
        css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.8)' } }}
      >
        {foto && aberta !== null ? (
          <>
            <Heading as="h2" id="titulo-foto" size="md" mb="2">
              {foto.titulo?.trim() || galeria.titulo}
            </Heading>
            <chakra.img src={foto.imagem.grande} alt={textoAlternativo(foto, aberta, fotos.length, galeria.titulo)} maxH="75vh" w="full" objectFit="contain" />
            <Text id="posicao-foto" aria-live="polite" mt="2">
              Foto {aberta + 1} de {fotos.length}
              {foto.credito ? ` · Foto: ${foto.credito}` : ''}. Use as setas do teclado para navegar.
            </Text>
            <Flex gap="3" mt="3" wrap="wrap">
              <Button variant="outline" onClick={() => ir(-1)}>
                Foto anterior
              </Button>
              <Button variant="outline" onClick={() => ir(1)}>
                Próxima foto
              </Button>
              <Button asChild variant="outline">
                <a href={`/galeria-imagens/${encodeURIComponent(foto.id)}/download_foto`}>Baixar esta foto</a>
              </Button>
              <form method="dialog">
                <Button type="submit" colorPalette="brand" autoFocus>
                  Fechar
                </Button>
              </form>
            </Flex>
          </>
        ) : null}
      </Dialogo>
      <Text mt="8">
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/galerias">Todas as galerias</RouterLink>
        </Link>
      </Text>
    </>
  );
}

/** `/galerias/autocomplete?termo=`: as sugestões como links (o campo de busca as lê em `.json`). */
export function AutocompletePage() {
  const { termo, sugestoes } = useLoaderData<AutocompleteData>();
  return (
    <>
      <PageTitle>Sugestões de galerias</PageTitle>
      {sugestoes.length === 0 ? (
        <EmptyState titulo={termo ? `Nenhuma galeria com “${termo}”` : 'Digite parte do título de uma galeria'} />
      ) : (
        <Box as="ul" pl="5">
          {sugestoes.map((s) => (
            <li key={s.id}>
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to={s.caminho}>{s.titulo}</RouterLink>
              </Link>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
