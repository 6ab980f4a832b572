import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, formatDataHora, PageTitle } from '@alego/ui';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import type { ItemDaLista, ListaData } from './loaders';
import { Paginacao } from '../../componentes/Paginacao';
import { lerTermo } from '../../routing/params';
import { linkDaPagina } from './params';
import { caminhoDaNoticia, ROTULO_DA_CATEGORIA, SECOES, type Secao } from './secoes';

const Campo = chakra('input');

export function ListaPage() {
  const dados = useLoaderData<ListaData>();
  const secao = SECOES[dados.secao];
  return (
    <>
      <PageTitle subtitulo={secao.descricao}>{secao.titulo}</PageTitle>
      <Busca secao={secao} termo={dados.termo} />
      {dados.termo ? (
        <Text as="p" role="status" mb="4" color="fg.muted">
          {dados.total === 1 ? '1 resultado' : `${dados.total} resultados`} para “{dados.termo}”, por relevância.
        </Text>
      ) : null}
      {dados.itens.length === 0 ? (
        <EmptyState
          titulo={dados.termo ? 'Nenhuma notícia encontrada' : secao.vazio}
          descricao={dados.termo ? 'Tente outras palavras ou confira a ortografia.' : 'Volte em breve.'}
        />
      ) : (
        <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="6">
          {dados.itens.map((noticia, indice) => (
            <li key={noticia.id}>
              <ItemDeNoticia noticia={noticia} secao={secao} primeira={indice === 0} />
            </li>
          ))}
        </Box>
      )}
      <Paginacao pagina={dados.pagina} totalPaginas={dados.totalPaginas} link={(p) => linkDaPagina(secao.base, p, dados.termo)} mt="8" />
    </>
  );
}

/**
 * Busca por GET num <form> comum: sem JavaScript, o navegador pede `?termo=` ao
 * servidor; com ele, o roteador navega sem recarregar. (O <Form> do react-router
 * puxaria o código de formulários dele para o bundle inicial.)
 */
function Busca({ secao, termo }: { secao: Secao; termo: string }) {
  const navigate = useNavigate();
  const id = `busca-${secao.id}`;
  return (
    <form
      method="get"
      action={secao.base}
      role="search"
      aria-label={`Buscar em ${secao.titulo}`}
      onSubmit={(evento) => {
        evento.preventDefault();
        const valor = new FormData(evento.currentTarget).get('termo');
        navigate(linkDaPagina(secao.base, 1, lerTermo(typeof valor === 'string' ? valor : null)));
      }}
    >
      <Flex gap="2" mb="6" wrap="wrap" align="flex-end">
        <Box flex="1" minW="16rem">
          <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="1">
            Buscar {secao.id === 'noticias' ? 'notícias' : `em ${secao.titulo.toLowerCase()}`}
          </chakra.label>
          <Campo
            key={termo}
            id={id}
            type="search"
            name="termo"
            defaultValue={termo}
            maxLength={200}
            w="full"
            h="10"
            px="3"
            borderWidth="1px"
            borderColor="border.emphasized"
            borderRadius="md"
            bg="bg"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' }}
          />
        </Box>
        <Button type="submit" colorPalette="brand" h="10">
          Buscar
        </Button>
      </Flex>
    </form>
  );
}

/** `primeira`: a foto do topo da lista é o maior elemento da tela no celular (LCP): sem `lazy`, pedida com prioridade. */
function ItemDeNoticia({ noticia, secao, primeira }: { noticia: ItemDaLista; secao: Secao; primeira: boolean }) {
  const quando = formatDataHora(noticia.publicadaEm);
  return (
    <Flex
      as="article"
      direction={{ base: 'column', sm: 'row' }}
      gap="4"
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg"
    >
      {noticia.imagem ? (
        <Image
          src={noticia.imagem.miniatura}
          alt=""
          loading={primeira ? undefined : 'lazy'}
          fetchPriority={primeira ? 'high' : undefined}
          w={{ base: 'full', sm: '200px' }}
          aspectRatio={4 / 3}
          objectFit="cover"
          borderRadius="md"
          flexShrink="0"
        />
      ) : null}
      <Box>
        <Flex gap="3" align="center" wrap="wrap" mb="2" fontSize="sm" color="fg.muted">
          <Badge colorPalette="brand" variant="subtle">
            {ROTULO_DA_CATEGORIA[noticia.categoria]}
          </Badge>
          {quando && noticia.publicadaEm ? <time dateTime={noticia.publicadaEm}>{quando}</time> : null}
        </Flex>
        <Heading as="h2" size="lg" lineHeight="short" mb="2">
          <Link asChild color="brand.fg">
            <RouterLink to={caminhoDaNoticia(noticia, secao.base)}>{noticia.titulo}</RouterLink>
          </Link>
        </Heading>
        {noticia.resumo ? <Text>{noticia.resumo}</Text> : null}
      </Box>
    </Flex>
  );
}

