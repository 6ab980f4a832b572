import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { EmptyState, formatNumero, PageTitle } from '@alego/ui';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { TransparenciaEstruturaOrganizacionalDocument, type OrganogramaDaTelaFragment, type TransparenciaEstruturaOrganizacionalQuery } from '../../gql/transparencia/graphql';
import { presente, runQuery, type PageLoaderArgs } from '../../routing/page';
import { lerPagina } from '../../routing/params';
import { linkComFiltros } from './links';
import { BASE_DA_TRANSPARENCIA, caminhoDoDicionario, conjuntoPorId, formatarData } from './registro';

export const CAMINHO_DA_ESTRUTURA = `${BASE_DA_TRANSPARENCIA}/estrutura-organizacional`;

export interface EstruturaData {
  vigente: OrganogramaDaTelaFragment | null;
  todos: NonNullable<TransparenciaEstruturaOrganizacionalQuery['organogramas']>;
}

/** The org chart in force and, below, every org chart (the one in force too), ten a page. */
export async function carregarEstrutura({ client, url }: PageLoaderArgs): Promise<EstruturaData> {
  const pagina = lerPagina(url.searchParams.get('pagina'));
  const dados = await runQuery(client, { query: TransparenciaEstruturaOrganizacionalDocument, variables: { pagina } });
  return { vigente: dados.organogramaVigente ?? null, todos: presente(dados.organogramas) };
}

function Documento({ organograma }: { organograma: OrganogramaDaTelaFragment }) {
  const { arquivo } = organograma;
  if (!arquivo) return <Text color="fg.muted">O PDF deste organograma não está disponível.</Text>;
  return (
    <Link href={arquivo.url} download={arquivo.nome}>
      Baixar o organograma “{organograma.titulo}” (PDF, {formatNumero(Math.max(1, Math.ceil(arquivo.tamanho / 1024)))} KB)
    </Link>
  );
}

export function EstruturaOrganizacionalPage() {
  const { vigente, todos } = useLoaderData<EstruturaData>();
  const conjunto = conjuntoPorId('estrutura-organizacional');
  return (
    <>
      <PageTitle subtitulo="Como a Assembleia se organiza: a Mesa Diretora, as secretarias, diretorias e gerências e a quem cada uma responde.">Estrutura organizacional</PageTitle>
      {vigente ? (
        <Box as="section" aria-labelledby="organograma-vigente" borderWidth="1px" borderRadius="md" p="4" mb="6">
          <Heading as="h2" size="md" id="organograma-vigente" mb="2">
            Organograma vigente
          </Heading>
          <Text fontWeight="semibold">{vigente.titulo}</Text>
          <Text mb="2">Vigente desde {formatarData(vigente.vigenteDesde)}</Text>
          {vigente.descricao ? <Text mb="2">{vigente.descricao}</Text> : null}
          <Documento organograma={vigente} />
        </Box>
      ) : (
        <EmptyState titulo="Nenhum organograma publicado." descricao="Quando a Assembleia publicar a sua estrutura organizacional, ela aparece aqui." />
      )}
      {todos.total > 1 ? (
        <Box as="section" aria-labelledby="organogramas-publicados">
          <Heading as="h2" size="md" id="organogramas-publicados" mb="2">
            Todos os organogramas publicados
          </Heading>
          <Box as="ul" listStyleType="none" ps="0">
            {todos.itens.map((organograma) => (
              <Box as="li" key={organograma.id} py="2" borderBottomWidth="1px">
                <Text>
                  <strong>{formatarData(organograma.vigenteDesde)}</strong> — {organograma.titulo}
                </Text>
                <Documento organograma={organograma} />
              </Box>
            ))}
          </Box>
          {todos.totalPaginas > 1 ? (
            <Box as="nav" aria-label="Páginas dos organogramas" display="flex" gap="4" mt="3">
              {todos.pagina > 1 ? <RouterLink to={linkComFiltros(CAMINHO_DA_ESTRUTURA, {}, todos.pagina - 1)}>Página anterior</RouterLink> : null}
              <Text>
                Página {todos.pagina} de {todos.totalPaginas}
              </Text>
              {todos.pagina < todos.totalPaginas ? <RouterLink to={linkComFiltros(CAMINHO_DA_ESTRUTURA, {}, todos.pagina + 1)}>Próxima página</RouterLink> : null}
            </Box>
          ) : null}
        </Box>
      ) : null}
      {conjunto ? (
        <Text mt="6">
          <RouterLink to={caminhoDoDicionario(conjunto)}>Dicionário de dados e downloads (CSV, XLSX, JSON)</RouterLink>
        </Text>
      ) : null}
    </>
  );
}
