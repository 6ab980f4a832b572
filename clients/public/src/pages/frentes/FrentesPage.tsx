import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { EmptyState, PageTitle } from '@alego/ui';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { caminhoDoPerfil } from '../pessoas/caminhos';
import { formatarDataSimples } from '../pessoas/datas';
import { Abas, CarregandoNavegacao, CORPO_HTML, Dado } from '../pessoas/ui';
import { CAMINHO_DAS_FRENTES, type FrentesData } from './loaders';

export const TEXTOS_DAS_FRENTES = {
  ativas: {
    titulo: 'Frentes parlamentares ativas',
    descricao: 'Grupos de deputados que se unem em torno de um tema e estão em atividade.',
    vazio: 'Nenhuma frente parlamentar ativa',
  },
  inativas: {
    titulo: 'Frentes parlamentares inativas',
    descricao: 'Frentes parlamentares que encerraram as atividades.',
    vazio: 'Nenhuma frente parlamentar inativa',
  },
} as const;

function nomeComPartido(d: { nome: string; partido?: { sigla: string } | null }): string {
  return d.partido ? `${d.nome} (${d.partido.sigla})` : d.nome;
}

export function FrentesPage() {
  const { situacao, frentes } = useLoaderData<FrentesData>();
  const textos = TEXTOS_DAS_FRENTES[situacao];
  return (
    <>
      <PageTitle subtitulo={textos.descricao}>{textos.titulo}</PageTitle>
      <Abas
        rotulo="Frentes parlamentares"
        atual={CAMINHO_DAS_FRENTES[situacao]}
        itens={[
          { href: CAMINHO_DAS_FRENTES.ativas, texto: 'Ativas' },
          { href: CAMINHO_DAS_FRENTES.inativas, texto: 'Inativas' },
        ]}
      />
      <CarregandoNavegacao />
      {frentes.length === 0 ? (
        <EmptyState titulo={textos.vazio} />
      ) : (
        <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="6">
          {frentes.map((f) => (
            <Box as="li" key={f.id} id={`frente-${f.id}`} p="5" borderWidth="1px" borderColor="border" borderRadius="lg">
              <Box as="article" aria-labelledby={`frente-titulo-${f.id}`}>
                <Heading as="h2" id={`frente-titulo-${f.id}`} size="lg" color="brand.fg" mb="2">
                  {f.nome}
                </Heading>
                {f.descricao ? <Box css={CORPO_HTML} fontSize="md" dangerouslySetInnerHTML={{ __html: f.descricao }} /> : null}
                <Box as="dl" display="grid" gap="1" mb="3">
                  {f.dataCriacao ? (
                    <Dado rotulo="Criada em">
                      <time dateTime={f.dataCriacao}>{formatarDataSimples(f.dataCriacao)}</time>
                    </Dado>
                  ) : null}
                  {f.coordenador ? (
                    <Dado rotulo="Coordenação">
                      <Link asChild color="brand.fg" textDecoration="underline">
                        <RouterLink to={caminhoDoPerfil(f.coordenador.id)}>{nomeComPartido(f.coordenador)}</RouterLink>
                      </Link>
                    </Dado>
                  ) : null}
                </Box>
                <Heading as="h3" size="sm" mb="2">
                  Membros ({f.deputados.length})
                </Heading>
                {f.deputados.length === 0 ? (
                  <Text color="fg.muted">Nenhum membro registrado.</Text>
                ) : (
                  <Box as="ul" listStyleType="none" p="0" m="0" display="flex" flexWrap="wrap" gap="2">
                    {f.deputados.map((d) => (
                      <li key={d.id}>
                        <Link asChild color="brand.fg" px="2" py="1" borderWidth="1px" borderColor="border" borderRadius="md" display="inline-block">
                          <RouterLink to={caminhoDoPerfil(d.id)}>{nomeComPartido(d)}</RouterLink>
                        </Link>
                      </li>
                    ))}
                  </Box>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
