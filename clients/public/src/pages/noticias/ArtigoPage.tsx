import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { formatDataHora } from '@alego/ui';
import { LARGURAS_DE_IMAGEM } from '@alego/catalog';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { fotoResponsiva } from '../pessoas/foto';
import type { ArtigoData } from './loaders';
import { ROTULO_DA_CATEGORIA, SECOES } from './secoes';

/** Estilos do corpo em HTML (o preflight zera margens e listas). */
const CORPO = {
  fontSize: 'lg',
  lineHeight: 'tall',
  '& p, & ul, & ol, & blockquote, & figure, & table': { mb: '4' },
  '& h2, & h3, & h4': { fontWeight: 'bold', mt: '6', mb: '3', lineHeight: 'short' },
  '& h2': { fontSize: '2xl' },
  '& h3': { fontSize: 'xl' },
  '& ul': { listStyleType: 'disc', pl: '6' },
  '& ol': { listStyleType: 'decimal', pl: '6' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& img': { maxW: 'full', h: 'auto', borderRadius: 'md' },
  '& blockquote': { borderLeftWidth: '4px', borderColor: 'brand.solid', pl: '4', fontStyle: 'italic' },
  '& iframe, & video': { maxW: 'full' },
} as const;

export function ArtigoPage() {
  const { noticia, secao: secaoId } = useLoaderData<ArtigoData>();
  const secao = SECOES[secaoId];
  const quando = formatDataHora(noticia.publicadaEm);
  const downloadImagem = `/noticias/${encodeURIComponent(noticia.id)}/download_imagem`;
  return (
    <Box as="article" aria-labelledby="titulo-noticia" maxW="4xl">
      <Box as="header" mb="6">
        <Flex gap="3" align="center" wrap="wrap" mb="3" fontSize="sm" color="fg.muted">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={secao.base}>{secao.titulo}</RouterLink>
          </Link>
          <Badge colorPalette="brand" variant="subtle">
            {ROTULO_DA_CATEGORIA[noticia.categoria]}
          </Badge>
        </Flex>
        <Heading as="h1" id="titulo-noticia" size="3xl" color="brand.fg" lineHeight="short" mb="3">
          {noticia.titulo}
        </Heading>
        {noticia.resumo ? (
          <Text fontSize="xl" color="fg.muted" mb="4">
            {noticia.resumo}
          </Text>
        ) : null}
        <Flex as="dl" gap={{ base: '1', md: '6' }} direction={{ base: 'column', md: 'row' }} wrap="wrap" fontSize="sm">
          {quando && noticia.publicadaEm ? (
            <Dado rotulo="Publicada em">
              <time dateTime={noticia.publicadaEm}>{quando}</time>
            </Dado>
          ) : null}
          {noticia.fonte ? <Dado rotulo="Fonte">{noticia.fonte}</Dado> : null}
          {noticia.deputado ? (
            <Dado rotulo="Deputado">
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to={`/deputados/perfil/${encodeURIComponent(noticia.deputado.id)}`}>
                  {noticia.deputado.nome}
                  {noticia.deputado.partido ? ` (${noticia.deputado.partido.sigla})` : ''}
                </RouterLink>
              </Link>
            </Dado>
          ) : null}
        </Flex>
      </Box>

      {noticia.imagem ? (
        <Box as="figure" mb="6">
          <Image
            {...fotoResponsiva(noticia.imagem, 800, LARGURAS_DE_IMAGEM)}
            alt={noticia.imagemAlt ?? noticia.destaqueDescricao ?? ''}
            htmlWidth={noticia.imagem.largura ?? undefined}
            htmlHeight={noticia.imagem.altura ?? undefined}
            // A foto da notícia é o maior elemento da página (LCP): pedida antes dos scripts.
            fetchPriority="high"
            w="full"
            h="auto"
            borderRadius="lg"
          />
          <chakra.figcaption mt="2" fontSize="sm">
            {noticia.imagemLegenda ? <chakra.span display="block" mb="1">{noticia.imagemLegenda}</chakra.span> : null}
            {/* Link comum: o download é um arquivo, não uma página do roteador. */}
            <Link href={downloadImagem} color="brand.fg" textDecoration="underline">
              Baixar a imagem em tamanho original
            </Link>
          </chakra.figcaption>
        </Box>
      ) : null}

      <Box css={CORPO} dangerouslySetInnerHTML={{ __html: noticia.conteudo }} />

      {noticia.galeria ? (
        <Box as="section" aria-labelledby="galeria-da-noticia" mt="8">
          <Heading as="h2" id="galeria-da-noticia" size="lg" mb="3">
            Galeria de fotos: {noticia.galeria.titulo}
          </Heading>
          <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(10rem, 1fr))" gap="3">
            {noticia.galeria.galeriaImagens.slice(0, 8).map((foto, indice) => (
              <li key={foto.id}>
                <chakra.img src={foto.imagem.miniatura} alt={foto.titulo?.trim() || `Foto ${indice + 1} da galeria`} w="full" aspectRatio="3 / 2" objectFit="cover" borderRadius="md" loading="lazy" />
              </li>
            ))}
          </Box>
          <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline" mt="3" display="inline-block">
            <RouterLink to={`/galerias/${encodeURIComponent(noticia.galeria.id)}/${encodeURIComponent(noticia.galeria.urlSufixo)}`}>
              Ver todas as {noticia.galeria.galeriaImagens.length} fotos da galeria
            </RouterLink>
          </Link>
        </Box>
      ) : null}

      <Box as="footer" mt="10" pt="4" borderTopWidth="1px" borderColor="border">
        <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={secao.base}>Voltar para {secao.titulo.toLowerCase()}</RouterLink>
        </Link>
      </Box>
    </Box>
  );
}

function Dado({ rotulo, children }: { rotulo: string; children: React.ReactNode }) {
  return (
    <Flex gap="1">
      <Text as="dt" fontWeight="semibold">
        {rotulo}:
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </Flex>
  );
}
