import { formatarData, TIPOS_DE_MATERIAL } from '@alego/catalog';
import { PageTitle } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { Paginacao } from '../../componentes/Paginacao';
import type { PaginaAssessoramentoQuery } from '../../gql/sites/graphql';
import { CORPO_HTML } from '../pessoas/ui';

/** As seções do assessoramento (public-site §2): a página inicial, uma por tipo de material e o contato. */
export type SecaoDoAssessoramento = 'inicio' | 'contato' | (typeof TIPOS_DE_MATERIAL)[number]['secao'];

export interface DadosDoAssessoramento {
  secao: SecaoDoAssessoramento;
  /** As informações em ordem: a apresentação, o contato e as outras. */
  informacoes: NonNullable<PaginaAssessoramentoQuery['informacoesAssessoramento']>['itens'];
  membros: NonNullable<PaginaAssessoramentoQuery['membrosCorpoTecnico']>['itens'];
  materiais: NonNullable<PaginaAssessoramentoQuery['materiaisAssessoramento']>;
}

const Lista = chakra('ul', { base: { listStyleType: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '5' } });
const Abas = chakra('ul', { base: { display: 'flex', flexWrap: 'wrap', gap: '2', listStyleType: 'none', p: '0', m: '0' } });

/** As seções do menu do assessoramento: a página inicial, artigos, estudos, relatórios, livros, painéis e contato. */
export const SECOES_DO_ASSESSORAMENTO: readonly { secao: SecaoDoAssessoramento; rotulo: string; href: string }[] = [
  { secao: 'inicio', rotulo: 'Apresentação', href: '/assessoramento' },
  ...TIPOS_DE_MATERIAL.map((t) => ({ secao: t.secao, rotulo: t.plural, href: `/assessoramento/${t.secao}` })),
  { secao: 'contato', rotulo: 'Contato', href: '/assessoramento/contato' },
];

function Materiais({ materiais, caminho }: { materiais: DadosDoAssessoramento['materiais']; caminho: string }) {
  if (materiais.itens.length === 0) return <Text>Nenhum material publicado nesta seção.</Text>;
  return (
    <>
      <Lista>
        {materiais.itens.map((m) => {
          const destino = m.arquivo?.url ?? m.url ?? '';
          return (
            <li key={m.id}>
              <Text fontSize="sm" color="fg.muted">
                {m.tipoDescricao} · {formatarData(m.data)}
              </Text>
              <Link href={destino} color="brand.fg" textDecoration="underline" fontWeight="semibold" fontSize="lg">
                {m.titulo}
                {m.arquivo ? <chakra.span srOnly> (PDF)</chakra.span> : null}
              </Link>
              {m.resumo ? <Text mt="1">{m.resumo}</Text> : null}
            </li>
          );
        })}
      </Lista>
      <Paginacao pagina={materiais.pagina} totalPaginas={materiais.totalPaginas} link={(p) => `${caminho}?pagina=${p}`} />
    </>
  );
}

type Informacoes = DadosDoAssessoramento['informacoes'];

/** As informações de uma seção, cada uma com o seu título (o primeiro da apresentação é o da página). */
function Informacoes({ itens, vazio, nivel = 'h2' }: { itens: Informacoes; vazio: string; nivel?: 'h2' | 'h3' }) {
  if (itens.length === 0) return <Text>{vazio}</Text>;
  return (
    <Stack gap="6">
      {itens.map((i) => (
        <Box key={i.id} as="section" aria-labelledby={`informacao-${i.id}`}>
          <Heading as={nivel} id={`informacao-${i.id}`} size="md" mb="2">
            {i.titulo}
          </Heading>
          <Box css={CORPO_HTML} dangerouslySetInnerHTML={{ __html: i.conteudo }} />
        </Box>
      ))}
    </Stack>
  );
}

/** `assessoramento` e as suas seções `artigos`, `estudos`, `relatorios` (e livros, painéis) e `contato`. */
export function AssessoramentoPage() {
  const { secao, informacoes, membros, materiais } = useLoaderData() as DadosDoAssessoramento;
  const atual = SECOES_DO_ASSESSORAMENTO.find((s) => s.secao === secao)!;
  const [apresentacao, ...outrasDaApresentacao] = informacoes.filter((i) => i.secao === 'apresentacao');
  const contatos = informacoes.filter((i) => i.secao === 'contato');
  const outras = [...outrasDaApresentacao, ...informacoes.filter((i) => i.secao === 'outras')];
  return (
    <Box maxW="3xl">
      <PageTitle subtitulo="Estudos técnicos e apartidários sobre as políticas públicas em debate na Assembleia.">
        {secao === 'inicio' ? (apresentacao?.titulo ?? 'Assessoramento Temático') : `${atual.rotulo} – Assessoramento Temático`}
      </PageTitle>
      <Box as="nav" aria-label="Seções do assessoramento temático" mb="8">
        <Abas>
          {SECOES_DO_ASSESSORAMENTO.map((s) => (
            <li key={s.secao}>
              <Link asChild px="3" py="1.5" borderWidth="1px" borderRadius="md" color={s.secao === secao ? 'brand.contrast' : 'brand.fg'} bg={s.secao === secao ? 'brand.solid' : undefined}>
                <RouterLink to={s.href} aria-current={s.secao === secao ? 'page' : undefined}>
                  {s.rotulo}
                </RouterLink>
              </Link>
            </li>
          ))}
        </Abas>
      </Box>
      {secao === 'inicio' ? (
        <Stack gap="10">
          {apresentacao ? <Box css={CORPO_HTML} dangerouslySetInnerHTML={{ __html: apresentacao.conteudo }} /> : <Text>A apresentação ainda não foi publicada.</Text>}
          {outras.length ? <Informacoes itens={outras} vazio="" /> : null}
          <Box as="section" aria-labelledby="titulo-recentes">
            <Heading as="h2" id="titulo-recentes" size="lg" mb="4">
              Materiais mais recentes
            </Heading>
            <Materiais materiais={{ ...materiais, totalPaginas: 1 }} caminho={atual.href} />
          </Box>
          <Box as="section" aria-labelledby="titulo-corpo-tecnico">
            <Heading as="h2" id="titulo-corpo-tecnico" size="lg" mb="4">
              Corpo técnico
            </Heading>
            {membros.length === 0 ? (
              <Text>Nenhum membro cadastrado.</Text>
            ) : (
              <Lista>
                {membros.map((m) => (
                  <li key={m.id}>
                    <Text fontWeight="semibold">{m.nome}</Text>
                    <Text>{[m.cargo, m.area].filter(Boolean).join(' · ')}</Text>
                    {m.formacao ? <Text color="fg.muted">{m.formacao}</Text> : null}
                  </li>
                ))}
              </Lista>
            )}
          </Box>
          <Box as="section" aria-labelledby="titulo-contato">
            <Heading as="h2" id="titulo-contato" size="lg" mb="4">
              Contato
            </Heading>
            <Informacoes itens={contatos} vazio="Os contatos ainda não foram publicados." nivel="h3" />
          </Box>
        </Stack>
      ) : secao === 'contato' ? (
        <Informacoes itens={contatos} vazio="Os contatos ainda não foram publicados." />
      ) : (
        <Materiais materiais={materiais} caminho={atual.href} />
      )}
    </Box>
  );
}
