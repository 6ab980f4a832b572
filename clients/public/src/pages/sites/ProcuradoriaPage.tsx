import { CAMPOS_PROCURADORIA, formatarData } from '@alego/catalog';
import { formatNumero, PageTitle } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { Paginacao } from '../../componentes/Paginacao';
import type { PaginaProcuradoriaQuery } from '../../gql/sites/graphql';
import { CORPO_HTML } from '../pessoas/ui';

export interface DadosDaProcuradoria {
  /** `conteudo` (Procuradoria-Geral) ou `mulher` (o microsite da Procuradoria Especial da Mulher). */
  aba: 'conteudo' | 'mulher';
  caminho: string;
  secoes: NonNullable<PaginaProcuradoriaQuery['procuradorias']>['itens'];
  arquivos: NonNullable<PaginaProcuradoriaQuery['procuradoriaArquivos']>;
}

const TEXTOS = {
  conteudo: {
    titulo: 'Procuradoria-Geral',
    subtitulo: 'Assessoramento jurídico e representação judicial da Assembleia Legislativa de Goiás.',
    outra: { rotulo: 'Procuradoria Especial da Mulher', href: '/sites/procuradoriadamulher' },
  },
  mulher: {
    titulo: 'Procuradoria Especial da Mulher',
    subtitulo: 'Acolhimento, orientação e defesa dos direitos das mulheres goianas.',
    outra: { rotulo: 'Procuradoria-Geral da Assembleia', href: '/procuradoria' },
  },
} as const;

const Indice = chakra('ul', { base: { display: 'flex', flexWrap: 'wrap', gap: '2', listStyleType: 'none', p: '0', m: '0' } });
const ListaDeArquivos = chakra('ul', { base: { listStyleType: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '3' } });

function tamanhoEmKb(bytes: number): string {
  return `${formatNumero(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** `procuradoria` e `sites/procuradoriadamulher` (public-site §2): as seções de uma aba, na ordem dos campos, e os arquivos. */
export function ProcuradoriaPage() {
  const { aba, caminho, secoes, arquivos } = useLoaderData() as DadosDaProcuradoria;
  const textos = TEXTOS[aba];
  const ordenadas = [...secoes].sort((a, b) => CAMPOS_PROCURADORIA.findIndex((c) => c.valor === a.campo) - CAMPOS_PROCURADORIA.findIndex((c) => c.valor === b.campo));
  return (
    <Box maxW="3xl">
      <PageTitle subtitulo={textos.subtitulo}>{textos.titulo}</PageTitle>
      {ordenadas.length > 1 ? (
        <Box as="nav" aria-label="Nesta página" mb="8">
          <Indice>
            {ordenadas.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.campo}`} color="brand.fg" textDecoration="underline">
                  {s.tituloExibido}
                </Link>
              </li>
            ))}
            <li>
              <Link href="#arquivos" color="brand.fg" textDecoration="underline">
                Documentos
              </Link>
            </li>
          </Indice>
        </Box>
      ) : null}
      <Stack gap="10">
        {ordenadas.length === 0 ? <Text>O conteúdo desta página ainda não foi publicado.</Text> : null}
        {ordenadas.map((s) => (
          <Box as="section" key={s.id} id={s.campo} aria-labelledby={`titulo-${s.campo}`}>
            <Heading as="h2" id={`titulo-${s.campo}`} size="lg" mb="3">
              {s.tituloExibido}
            </Heading>
            <Box css={CORPO_HTML} dangerouslySetInnerHTML={{ __html: s.conteudo }} />
            {s.data ? (
              <Text color="fg.muted" fontSize="sm">
                Atualizado em {formatarData(s.data)}
              </Text>
            ) : null}
          </Box>
        ))}
        <Box as="section" id="arquivos" aria-labelledby="titulo-arquivos">
          <Heading as="h2" id="titulo-arquivos" size="lg" mb="3">
            Documentos
          </Heading>
          {arquivos.itens.length === 0 ? (
            <Text>Nenhum documento publicado.</Text>
          ) : (
            <ListaDeArquivos>
              {arquivos.itens.map((a) => (
                <li key={a.id}>
                  <Link href={a.arquivo?.url} color="brand.fg" textDecoration="underline" fontWeight="semibold">
                    {a.titulo}
                    <chakra.span srOnly> (PDF, {tamanhoEmKb(a.arquivo?.tamanho ?? 0)})</chakra.span>
                  </Link>
                  <Text color="fg.muted" fontSize="sm" aria-hidden="true">
                    PDF, {tamanhoEmKb(a.arquivo?.tamanho ?? 0)}
                    {a.data ? ` · ${formatarData(a.data)}` : ''}
                  </Text>
                </li>
              ))}
            </ListaDeArquivos>
          )}
          <Paginacao pagina={arquivos.pagina} totalPaginas={arquivos.totalPaginas} link={(p) => `${caminho}?pagina=${p}#arquivos`} />
        </Box>
        <Text>
          Veja também:{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={textos.outra.href}>{textos.outra.rotulo}</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </Box>
  );
}
