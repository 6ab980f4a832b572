import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { EmptyState, PageTitle } from '@alego/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { ComissaoDoCabecalhoFragment } from '../../gql/pessoas/graphql';
import { caminhoDaComissao, caminhoDoPerfil, type AbaDaComissao } from '../pessoas/caminhos';
import { formatarDataSimples } from '../pessoas/datas';
import { compararTextos } from '../pessoas/paginas';
import { Abas, CarregandoNavegacao, CORPO_HTML, Secao, Tabela } from '../pessoas/ui';
import {
  formatarTamanho,
  type ArquivosData,
  type ComissaoDaLista,
  type ComissaoData,
  type LinksData,
  type ListaDeComissoesData,
  type TrabalhosData,
} from './loaders';

function ListaSimples({ comissoes }: { comissoes: readonly ComissaoDaLista[] }) {
  return (
    <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="2" gridTemplateColumns={{ md: '1fr 1fr' }}>
      {comissoes.map((c) => (
        <Box as="li" key={c.id} p="3" borderWidth="1px" borderColor="border" borderRadius="md">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={caminhoDaComissao(c)}>{c.nome}</RouterLink>
          </Link>
          {c.sigla ? <Text color="fg.muted">{c.sigla}</Text> : null}
        </Box>
      ))}
    </Box>
  );
}

export function ListaPage() {
  const { grupos, encerradas } = useLoaderData<ListaDeComissoesData>();
  return (
    <>
      <PageTitle subtitulo="Permanentes, temporárias e CPIs: onde os projetos são discutidos antes do plenário.">Comissões</PageTitle>
      <CarregandoNavegacao />
      {grupos.length === 0 ? <EmptyState titulo="Nenhuma comissão em funcionamento" /> : null}
      {grupos.map((g, i) => (
        <Secao key={g.titulo} id={`comissoes-grupo-${i}`} titulo={g.titulo}>
          <ListaSimples comissoes={g.comissoes} />
        </Secao>
      ))}
      {encerradas.length > 0 ? (
        <Secao id="comissoes-encerradas" titulo="Comissões encerradas">
          <ListaSimples comissoes={encerradas} />
        </Secao>
      ) : null}
    </>
  );
}

/** Título, tipo, situação e as abas da comissão (membros, trabalhos, arquivos, links). */
function Cabecalho({ comissao, aba, titulo }: { comissao: ComissaoDoCabecalhoFragment; aba: AbaDaComissao; titulo?: string }) {
  return (
    <Box as="header" mb="6">
      <Flex gap="2" mb="2" wrap="wrap">
        <Badge colorPalette="brand" variant="subtle">
          {comissao.tipoDescricao}
        </Badge>
        <Badge colorPalette={comissao.ativa ? 'green' : 'gray'} variant="subtle">
          {comissao.ativa ? 'Em funcionamento' : 'Encerrada'}
        </Badge>
      </Flex>
      <Heading as="h1" size="3xl" color="brand.fg" lineHeight="short" mb="4">
        {titulo ? `${titulo}: ` : ''}
        {comissao.nome}
        {comissao.sigla ? ` (${comissao.sigla})` : ''}
      </Heading>
      <Abas
        rotulo={`Páginas da ${comissao.nome}`}
        atual={caminhoDaComissao(comissao, aba)}
        itens={[
          { href: caminhoDaComissao(comissao, 'comissoes'), texto: 'Membros' },
          { href: caminhoDaComissao(comissao, 'comissao_trabalhos'), texto: 'Trabalhos' },
          { href: caminhoDaComissao(comissao, 'comissao_arquivos'), texto: 'Arquivos' },
          { href: caminhoDaComissao(comissao, 'comissao_links'), texto: 'Links' },
        ]}
      />
      <CarregandoNavegacao />
    </Box>
  );
}

function Voltar() {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
      <RouterLink to="/comissoes">Voltar para as comissões</RouterLink>
    </Link>
  );
}

export function ComissaoPage() {
  const { comissao } = useLoaderData<ComissaoData>();
  const membros = [...comissao.deputadosComissao].sort((a, b) => a.cargo - b.cargo || compararTextos(a.deputado.nome, b.deputado.nome));
  return (
    <Box as="article">
      <Cabecalho comissao={comissao} aba="comissoes" />
      {comissao.descricao ? <Box css={CORPO_HTML} maxW="4xl" mb="8" dangerouslySetInnerHTML={{ __html: comissao.descricao }} /> : null}
      <Secao id="comissao-membros" titulo="Membros">
        {membros.length === 0 ? (
          <EmptyState titulo="Nenhum membro registrado" />
        ) : (
          <Box position="relative" overflowX="auto">
            <Tabela>
              <caption>Deputados da {comissao.nome} e o cargo de cada um</caption>
              <thead>
                <tr>
                  <th scope="col">Cargo</th>
                  <th scope="col">Deputado</th>
                  <th scope="col">Partido</th>
                </tr>
              </thead>
              <tbody>
                {membros.map((m) => (
                  <tr key={m.id}>
                    <td>{m.cargoDescricao}</td>
                    <td>
                      <Link asChild color="brand.fg" textDecoration="underline">
                        <RouterLink to={caminhoDoPerfil(m.deputado.id)}>{m.deputado.nome}</RouterLink>
                      </Link>
                    </td>
                    <td>{m.deputado.partido ? m.deputado.partido.sigla : 'Sem partido'}</td>
                  </tr>
                ))}
              </tbody>
            </Tabela>
          </Box>
        )}
      </Secao>
      {comissao.equipeTecnicaComissoes.length > 0 ? (
        <Secao id="comissao-equipe" titulo="Equipe técnica">
          <Box position="relative" overflowX="auto">
            <Tabela>
              <caption>Servidores que apoiam a comissão</caption>
              <thead>
                <tr>
                  <th scope="col">Nome</th>
                  <th scope="col">Função</th>
                  <th scope="col">Contato</th>
                </tr>
              </thead>
              <tbody>
                {comissao.equipeTecnicaComissoes.map((e) => (
                  <tr key={e.id}>
                    <td>{e.nome}</td>
                    <td>{e.funcao ?? '—'}</td>
                    <td>{[e.email, e.telefone].filter(Boolean).join(' · ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Tabela>
          </Box>
        </Secao>
      ) : null}
      <Voltar />
    </Box>
  );
}

function Data({ valor }: { valor: string | null | undefined }): ReactNode {
  return valor ? <time dateTime={valor}>{formatarDataSimples(valor)}</time> : '—';
}

export function TrabalhosPage() {
  const { comissao } = useLoaderData<TrabalhosData>();
  return (
    <Box as="article">
      <Cabecalho comissao={comissao} aba="comissao_trabalhos" titulo="Trabalhos" />
      {comissao.trabalhosComissao.length === 0 ? (
        <EmptyState titulo="Nenhum trabalho publicado" descricao="Relatórios, audiências e pareceres da comissão aparecerão aqui." />
      ) : (
        <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="4" mb="8">
          {comissao.trabalhosComissao.map((t) => (
            <Box as="li" key={t.id} p="4" borderWidth="1px" borderColor="border" borderRadius="lg">
              <Flex gap="3" fontSize="sm" color="fg.muted" mb="1" wrap="wrap">
                <span>{t.tipoDescricao}</span>
                <Data valor={t.data} />
              </Flex>
              <Heading as="h2" size="md" mb="1">
                {t.url ? (
                  <Link href={t.url} color="brand.fg" textDecoration="underline" rel="noopener">
                    {t.titulo}
                  </Link>
                ) : (
                  t.titulo
                )}
              </Heading>
              {t.descricao ? <Text>{t.descricao}</Text> : null}
            </Box>
          ))}
        </Box>
      )}
      <Voltar />
    </Box>
  );
}

export function ArquivosPage() {
  const { comissao } = useLoaderData<ArquivosData>();
  return (
    <Box as="article">
      <Cabecalho comissao={comissao} aba="comissao_arquivos" titulo="Arquivos" />
      {comissao.arquivosComissao.length === 0 ? (
        <EmptyState titulo="Nenhum arquivo publicado" />
      ) : (
        <Box position="relative" overflowX="auto" mb="8">
          <Tabela>
            <caption>Documentos da {comissao.nome}</caption>
            <thead>
              <tr>
                <th scope="col">Título</th>
                <th scope="col">Tipo</th>
                <th scope="col">Data</th>
                <th scope="col">Arquivo</th>
              </tr>
            </thead>
            <tbody>
              {comissao.arquivosComissao.map((a) => (
                <tr key={a.id}>
                  <td>{a.titulo}</td>
                  <td>{a.tipoDescricao}</td>
                  <td>
                    <Data valor={a.data} />
                  </td>
                  <td>
                    {/* Link comum: o arquivo é servido pelo gateway, não pelo roteador. */}
                    {a.url ? (
                      <Link href={a.url} color="brand.fg" textDecoration="underline">
                        Baixar {a.nome}
                      </Link>
                    ) : (
                      a.nome
                    )}{' '}
                    ({formatarTamanho(a.tamanho)})
                  </td>
                </tr>
              ))}
            </tbody>
          </Tabela>
        </Box>
      )}
      <Voltar />
    </Box>
  );
}

export function LinksPage() {
  const { comissao } = useLoaderData<LinksData>();
  const categorias = [...new Set(comissao.linksComissao.map((l) => l.categoriaDescricao))];
  return (
    <Box as="article">
      <Cabecalho comissao={comissao} aba="comissao_links" titulo="Links" />
      {categorias.length === 0 ? <EmptyState titulo="Nenhum link publicado" /> : null}
      {categorias.map((categoria, i) => (
        <Secao key={categoria} id={`comissao-links-${i}`} titulo={categoria}>
          <Box as="ul" pl="6" listStyleType="disc">
            {comissao.linksComissao
              .filter((l) => l.categoriaDescricao === categoria)
              .map((l) => (
                <li key={l.id}>
                  <Link href={l.url} color="brand.fg" textDecoration="underline" rel="noopener">
                    {l.titulo}
                  </Link>
                </li>
              ))}
          </Box>
        </Secao>
      ))}
      <Voltar />
    </Box>
  );
}
