import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { EmptyState, formatDataHora, formatMoeda, formatNumero, PageTitle } from '@alego/ui';
import { LARGURAS_DE_IMAGEM, TIPOS_AGENDA, type TipoAgendaValor } from '@alego/catalog';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { HomeQuery } from '../../gql/graphql';
import { fotoResponsiva } from '../pessoas/foto';
import { AvisoPopup, Campanhas } from './Banners';
import type { HomeData } from './index';

type Noticia = NonNullable<HomeQuery['noticias']>['itens'][number];
type Deputado = NonNullable<HomeQuery['deputados']>['itens'][number];
type AgendaDeHoje = NonNullable<HomeQuery['agendaDeHoje']>[number];
type Destaque = NonNullable<HomeQuery['destaquesNoticias']>[number];
type Nivel = NonNullable<Destaque['destaqueNivel']>;

/** Quantas notícias a seção "Últimas notícias" mostra. */
export const ULTIMAS = 6;

/** As últimas notícias que não estão nos destaques: a mesma história não aparece duas vezes na página. */
export function ultimasForaDosDestaques(noticias: readonly Noticia[], destaques: readonly Destaque[]): Noticia[] {
  const emDestaque = new Set(destaques.filter((d) => d.destaqueNivel).map((d) => d.id));
  return noticias.filter((n) => !emDestaque.has(n.id)).slice(0, ULTIMAS);
}

/** Ordem na página: primário, secundários, terciários, cada nível pelo slot (o servidor limita as vagas). */
const ORDEM: Record<Nivel, number> = { primario: 0, secundario: 1, terciario: 2 };

function ordenar(destaques: readonly Destaque[]): Destaque[] {
  return destaques
    .filter((d) => d.destaqueNivel)
    .sort((a, b) => ORDEM[a.destaqueNivel!] - ORDEM[b.destaqueNivel!] || (a.destaqueSlot ?? 0) - (b.destaqueSlot ?? 0));
}

export function HomePage() {
  // Dados do loader (consulta tipada HomeDocument): vêm do servidor na hidratação e
  // do cliente Apollo nas navegações. Sem hooks do Apollo, a página inicial não
  // carrega o Apollo no navegador (ver apollo/browser.ts).
  const data = useLoaderData<HomeData>();
  const ultimas = ultimasForaDosDestaques(data.noticias?.itens ?? [], data.destaquesNoticias ?? []);

  return (
    <>
      <PageTitle subtitulo="Notícias, deputados, transparência e participação cidadã.">
        Portal da Assembleia Legislativa
      </PageTitle>

      <AvisoPopup banners={data.banners?.itens ?? []} />

      <Destaques destaques={data.destaquesNoticias ?? []} />

      <Campanhas banners={data.banners?.itens ?? []} />

      <Box as="section" aria-labelledby="titulo-noticias" mb="12">
        <SectionHeader id="titulo-noticias" titulo="Últimas notícias" href="/noticias" verTodos="Ver todas as notícias" />
        {!data.noticias ? (
          <EmptyState titulo="Notícias indisponíveis no momento" descricao="Tente novamente em instantes." />
        ) : ultimas.length === 0 ? (
          <EmptyState titulo="Nenhuma notícia publicada" descricao="As notícias da Assembleia aparecerão aqui." />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {ultimas.map((noticia) => (
              <li key={noticia.id}>
                <NoticiaCard noticia={noticia} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Box>

      <HojeNaAssembleia agendas={data.agendaDeHoje} />

      <TransparenciaEmNumeros dados={data.transparencia} anoEmpenhos={data.anosEmpenhos?.[0]} anoContratos={data.anosContratos?.[0]} />

      <Box as="section" aria-labelledby="titulo-deputados">
        <SectionHeader
          id="titulo-deputados"
          titulo="Deputados em exercício"
          href="/deputados"
          verTodos="Ver todos os deputados"
        />
        {!data.deputados ? (
          <EmptyState titulo="Lista de deputados indisponível no momento" descricao="Tente novamente em instantes." />
        ) : data.deputados.itens.length === 0 ? (
          <EmptyState titulo="Nenhum deputado em exercício encontrado" />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            {data.deputados.itens.map((deputado) => (
              <li key={deputado.id}>
                <DeputadoLink deputado={deputado} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Box>
    </>
  );
}

/**
 * Destaques da redação: o primário ocupa duas colunas e duas linhas, os secundários
 * ficam ao lado e os terciários (só o título) abaixo.
 */
function Destaques({ destaques }: { destaques: readonly Destaque[] }) {
  const lista = ordenar(destaques);
  if (lista.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="titulo-destaques" mb="12">
      <Heading as="h2" id="titulo-destaques" srOnly>
        Destaques
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {lista.map((noticia) => {
          const primario = noticia.destaqueNivel === 'primario';
          return (
            <Box as="li" key={noticia.id} gridColumn={primario ? { md: 'span 2' } : undefined} gridRow={primario ? { lg: 'span 2' } : undefined}>
              <NoticiaCard noticia={noticia} nivel={noticia.destaqueNivel ?? 'terciario'} />
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

/** "Hoje na Assembleia": os eventos publicados da agenda de hoje, em ordem de horário. */
function HojeNaAssembleia({ agendas }: { agendas: readonly AgendaDeHoje[] | null }) {
  const eventos = (agendas ?? [])
    .flatMap((agenda) => agenda.agendaItens.map((evento) => ({ ...evento, tipo: agenda.tipo })))
    // A ordem dos caracteres, a mesma do `ORDER BY horario` do subgrafo (banco em C.UTF-8); `localeCompare` ainda
    // carregaria o colador do ICU na hidratação.
    .sort((a, b) => (a.horario < b.horario ? -1 : a.horario > b.horario ? 1 : 0));
  return (
    <Box as="section" aria-labelledby="titulo-hoje" mb="12">
      <SectionHeader id="titulo-hoje" titulo="Hoje na Assembleia" href="/agenda" verTodos="Ver a agenda completa" />
      {!agendas ? (
        <EmptyState titulo="Agenda indisponível no momento" descricao="Tente novamente em instantes." />
      ) : eventos.length === 0 ? (
        <EmptyState titulo="Nenhum evento na agenda de hoje" descricao="Veja o calendário do mês para os próximos dias." />
      ) : (
        <Box as="ul" listStyleType="none" p="0" m="0" borderWidth="1px" borderColor="border" borderRadius="lg">
          {eventos.map((evento) => (
            <Flex as="li" key={evento.id} gap="4" px="5" py="3" borderTopWidth="1px" borderColor="border" _first={{ borderTopWidth: 0 }}>
              <Text as="span" fontWeight="bold" color="brand.fg" minW="14">
                {evento.horario}
              </Text>
              <Text as="span">
                {evento.tipo === 'presidente' ? `${TIPOS_AGENDA[evento.tipo as TipoAgendaValor]}: ` : ''}
                {evento.titulo}
                {evento.local ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    — {evento.local}
                  </Text>
                ) : null}
              </Text>
            </Flex>
          ))}
        </Box>
      )}
    </Box>
  );
}

function SectionHeader(props: { id: string; titulo: string; href: string; verTodos: string }) {
  return (
    <Flex justify="space-between" align="baseline" wrap="wrap" gap="2" mb="4">
      <Heading as="h2" id={props.id} size="2xl" color="brand.fg">
        {props.titulo}
      </Heading>
      <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
        <RouterLink to={props.href}>{props.verTodos}</RouterLink>
      </Link>
    </Flex>
  );
}

function NoticiaCard({ noticia, nivel }: { noticia: Noticia | Destaque; nivel?: Nivel }) {
  const quando = formatDataHora(noticia.publicadaEm);
  const imagem = nivel !== 'terciario' ? noticia.imagem : null;
  return (
    <Box as="article" h="full" borderWidth="1px" borderColor="border" borderRadius="lg" overflow="hidden" bg="bg">
      {imagem ? <Image {...fotoResponsiva(imagem, nivel === 'primario' ? 800 : 400, LARGURAS_DE_IMAGEM)} alt="" w="full" aspectRatio={16 / 9} objectFit="cover" loading={nivel ? undefined : 'lazy'} fetchPriority={nivel === 'primario' ? 'high' : undefined} /> : null}
      <Box p="5">
        {quando && noticia.publicadaEm ? (
          <Text as="p" fontSize="sm" color="fg.muted" mb="2">
            <time dateTime={noticia.publicadaEm}>{quando}</time>
          </Text>
        ) : null}
        <Heading as="h3" size={nivel === 'primario' ? '2xl' : 'lg'} mb="2" lineHeight="short">
          <Link asChild color="brand.fg">
            <RouterLink to={`/noticias/${encodeURIComponent(noticia.id)}/${encodeURIComponent(noticia.urlSufixo)}`}>
              {noticia.titulo}
            </RouterLink>
          </Link>
        </Heading>
        {noticia.resumo && nivel !== 'terciario' ? <Text color="fg">{noticia.resumo}</Text> : null}
        {'deputado' in noticia && noticia.deputado ? (
          <Text fontSize="sm" color="fg.muted" mt="3">
            {noticia.deputado.nome}
            {noticia.deputado.partido ? ` (${noticia.deputado.partido.sigla})` : ''}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}

function DeputadoLink({ deputado }: { deputado: Deputado }) {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      w="full"
      h="full"
      px="4"
      py="3"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      color="fg"
      _hover={{ bg: 'brand.subtle' }}
    >
      <RouterLink to={`/deputados/perfil/${encodeURIComponent(deputado.id)}`}>
        {deputado.fotoMiniatura ? (
          <Image src={deputado.fotoMiniatura} alt="" w="10" h="10" borderRadius="full" objectFit="cover" flexShrink="0" loading="lazy" />
        ) : null}
        {/* Nome e, abaixo, o partido: siglas longas (REPUBLICANOS) não saem do cartão. */}
        <Text as="span" display="flex" flexDirection="column" minW="0">
          <Text as="span" fontWeight="semibold" color="brand.fg">
            {deputado.nome}
          </Text>
          {deputado.partido ? (
            <Text as="span" fontSize="sm" color="fg.muted">
              {deputado.partido.sigla}
            </Text>
          ) : null}
        </Text>
      </RouterLink>
    </Link>
  );
}

/** Números do último ano publicado, com link para cada área do Portal da Transparência. */
function TransparenciaEmNumeros(props: { dados: HomeData['transparencia']; anoEmpenhos?: number; anoContratos?: number }) {
  const { dados, anoEmpenhos, anoContratos } = props;
  if (!dados) return null;
  const { empenhosTotal: empenhos, contratosTotal: contratos, verbasIndenizatoriasResumoAnual: verbas } = dados;
  // A part whose service is unavailable (null) is left out; the others still show.
  const numeros = [
    empenhos && {
      valor: empenhos.totalPagoFormatado,
      rotulo: `pagos em ${anoEmpenhos}, em ${formatarQuantidade(empenhos.quantidade, 'empenho', 'empenhos')}`,
      href: '/transparencia/empenhos',
      link: 'Ver os empenhos',
    },
    contratos && {
      valor: contratos.valorFormatado,
      rotulo: `em ${formatarQuantidade(contratos.quantidade, 'contrato assinado', 'contratos assinados')} em ${anoContratos}`,
      href: '/transparencia/contratos',
      link: 'Ver os contratos',
    },
    verbas && {
      valor: formatMoeda(Number(verbas.totalIndenizado)),
      rotulo: `de verba indenizatória a ${formatarQuantidade(verbas.numeroDeputados, 'deputado', 'deputados')} em ${verbas.ano}`,
      href: '/transparencia/verbas-indenizatorias',
      link: 'Ver as verbas indenizatórias',
    },
  ].filter((numero) => !!numero);
  if (numeros.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="titulo-transparencia" mb="12">
      <SectionHeader id="titulo-transparencia" titulo="Transparência em números" href="/transparencia" verTodos="Portal da Transparência" />
      <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, md: 3 }} gap="4">
        {numeros.map((n) => (
          <Box as="li" key={n.href} p="5" borderRadius="lg" bg="brand.subtle" borderWidth="1px" borderColor="brand.emphasized">
            <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg" lineHeight="short" overflowWrap="anywhere">
              {n.valor}
            </Text>
            <Text color="fg" mt="1">
              {n.rotulo}
            </Text>
            <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline" mt="3" display="inline-block">
              <RouterLink to={n.href}>{n.link}</RouterLink>
            </Link>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function formatarQuantidade(n: number, singular: string, plural: string): string {
  return `${formatNumero(n)} ${n === 1 ? singular : plural}`;
}
