import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { EmptyState, formatData } from '@alego/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { PublicacaoDoDeputadoFragment } from '../../gql/pessoas/graphql';
import { caminhoDaNoticia, SECOES } from '../noticias/secoes';
import { formatarReais, nomeDoMes } from '@alego/catalog';
import {
  caminhoDaAtividade,
  caminhoDaBiografia,
  caminhoDaBuscaPorAutor,
  caminhoDaComissao,
  caminhoDaLegislatura,
  caminhoDasVerbas,
  caminhoDoPerfil,
  caminhoDoProcesso,
  rotuloDaLideranca,
} from '../pessoas/caminhos';
import { formatarDataSimples } from '../pessoas/datas';
import { Abas, CarregandoNavegacao, CORPO_HTML, Dado, FotoDoDeputado, Secao, Tabela } from '../pessoas/ui';
import type { AtividadeData, BiografiaData, DeputadoDaLista, PerfilData } from './loaders';

/** Nome, foto, partido e as abas do deputado, comum às três páginas. */
function Cabecalho({ deputado, atual, titulo }: { deputado: DeputadoDaLista; atual: string; titulo?: string }) {
  const lideranca = rotuloDaLideranca(deputado.lider);
  return (
    <Box as="header" mb="6">
      <Flex gap="6" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }} mb="6">
        <FotoDoDeputado fotoUrl={deputado.fotoUrl} nome={deputado.nome} exibida={200} larguras={[160, 320, 400, 640]} prioridade />
        <Box>
          <Heading as="h1" size="3xl" color="brand.fg" lineHeight="short" mb="2">
            {titulo ? `${titulo}: ${deputado.nome}` : deputado.nome}
          </Heading>
          <Text fontSize="lg" color="fg.muted" mb="3">
            {deputado.nomeCompleto}
            {deputado.partido ? ` – ${deputado.partido.sigla} (${deputado.partido.nome})` : ' – sem partido'}
          </Text>
          <Flex gap="2" wrap="wrap">
            <Badge colorPalette={deputado.ativo ? 'green' : 'gray'} variant="subtle">
              {deputado.ativo ? 'Em exercício' : 'Fora de exercício'}
            </Badge>
            {lideranca ? (
              <Badge colorPalette="brand" variant="subtle">
                {lideranca}
              </Badge>
            ) : null}
            {deputado.mesaDiretora ? (
              <Badge colorPalette="brand" variant="subtle">
                Mesa Diretora
              </Badge>
            ) : null}
          </Flex>
        </Box>
      </Flex>
      <Abas
        rotulo={`Páginas de ${deputado.nome}`}
        atual={atual}
        itens={[
          { href: caminhoDoPerfil(deputado.id), texto: 'Perfil' },
          { href: caminhoDaBiografia(deputado.id), texto: 'Biografia' },
          { href: caminhoDaAtividade(deputado.id), texto: 'Atividade parlamentar' },
        ]}
      />
      <CarregandoNavegacao />
    </Box>
  );
}

export function PerfilPage() {
  const { deputado } = useLoaderData<PerfilData>();
  const emendas = deputado.deputadoAnoEmendas.filter((e) => e.ativo).map((e) => e.ano).sort((a, b) => a - b);
  return (
    <Box as="article">
      <Cabecalho deputado={deputado} atual={caminhoDoPerfil(deputado.id)} />
      <Secao id="perfil-contato" titulo="Contato">
        {!deputado.gabinete && !deputado.telefone && !deputado.email ? (
          <EmptyState titulo="Nenhum contato informado" />
        ) : (
          <Box as="dl" display="grid" gap="2">
            {deputado.gabinete !== null && deputado.gabinete !== undefined ? <Dado rotulo="Gabinete">{deputado.gabinete}</Dado> : null}
            {deputado.telefone ? (
              <Dado rotulo="Telefone">
                <Link href={`tel:${deputado.telefone.replace(/[^\d+]/g, '')}`} color="brand.fg" textDecoration="underline">
                  {deputado.telefone}
                </Link>
              </Dado>
            ) : null}
            {deputado.email ? (
              <Dado rotulo="E-mail">
                <Link href={`mailto:${deputado.email}`} color="brand.fg" textDecoration="underline">
                  {deputado.email}
                </Link>
              </Dado>
            ) : null}
          </Box>
        )}
      </Secao>
      <Secao id="perfil-partidos" titulo="Histórico partidário">
        {deputado.deputadoLegislaturas.length === 0 ? (
          <EmptyState titulo="Nenhum mandato registrado" />
        ) : (
          <Box position="relative" overflowX="auto">
            <Tabela>
              <caption>Partido de {deputado.nome} em cada legislatura</caption>
              <thead>
                <tr>
                  <th scope="col">Legislatura</th>
                  <th scope="col">Período</th>
                  <th scope="col">Partido</th>
                  <th scope="col">Desde</th>
                </tr>
              </thead>
              <tbody>
                {deputado.deputadoLegislaturas.map((dl) => (
                  <tr key={dl.id}>
                    <td>
                      <Link asChild color="brand.fg" textDecoration="underline">
                        <RouterLink to={caminhoDaLegislatura(dl.legislatura.id)}>{dl.legislatura.descricao}</RouterLink>
                      </Link>
                    </td>
                    <td>
                      {dl.legislatura.anoInicio}–{dl.legislatura.anoFim}
                    </td>
                    <td>{dl.partido ? `${dl.partido.sigla} – ${dl.partido.nome}` : 'Sem partido'}</td>
                    <td>{dl.dataInicio ? <time dateTime={dl.dataInicio}>{formatarDataSimples(dl.dataInicio)}</time> : 'Início da legislatura'}</td>
                  </tr>
                ))}
              </tbody>
            </Tabela>
          </Box>
        )}
      </Secao>
      {deputado.afastamentos.length > 0 ? (
        <Secao id="perfil-afastamentos" titulo="Afastamentos">
          <Box position="relative" overflowX="auto">
            <Tabela>
              <caption>Afastamentos do mandato, do mais recente ao mais antigo</caption>
              <thead>
                <tr>
                  <th scope="col">Motivo</th>
                  <th scope="col">Afastamento</th>
                  <th scope="col">Retorno</th>
                </tr>
              </thead>
              <tbody>
                {deputado.afastamentos.map((a) => (
                  <tr key={a.id}>
                    <td>{a.tipoDescricao}</td>
                    <td>
                      <time dateTime={a.dataAfastamento}>{formatarDataSimples(a.dataAfastamento)}</time>
                    </td>
                    <td>{a.dataRetorno ? <time dateTime={a.dataRetorno}>{formatarDataSimples(a.dataRetorno)}</time> : 'Sem retorno'}</td>
                  </tr>
                ))}
              </tbody>
            </Tabela>
          </Box>
        </Secao>
      ) : null}
      {emendas.length > 0 ? (
        <Secao id="perfil-emendas" titulo="Emendas parlamentares">
          <Text>Anos com emendas parlamentares: {emendas.join(', ')}.</Text>
        </Secao>
      ) : null}
    </Box>
  );
}

export function BiografiaPage() {
  const { deputado } = useLoaderData<BiografiaData>();
  return (
    <Box as="article">
      <Cabecalho deputado={deputado} atual={caminhoDaBiografia(deputado.id)} titulo="Biografia" />
      {deputado.biografia ? (
        <Box css={CORPO_HTML} maxW="4xl" dangerouslySetInnerHTML={{ __html: deputado.biografia }} />
      ) : (
        <EmptyState titulo="Biografia não informada" descricao="A biografia deste deputado ainda não foi publicada." />
      )}
    </Box>
  );
}

type Publicacao = PublicacaoDoDeputadoFragment;

function ListaDePublicacoes({ itens, base, vazio }: { itens: readonly Publicacao[]; base: string; vazio: string }) {
  if (itens.length === 0) return <EmptyState titulo={vazio} />;
  return (
    <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="3">
      {itens.map((p) => (
        <Box as="li" key={p.id} pb="3" borderBottomWidth="1px" borderColor="border">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={caminhoDaNoticia(p, base)}>{p.titulo}</RouterLink>
          </Link>
          {p.publicadaEm ? (
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={p.publicadaEm}>{formatData(p.publicadaEm)}</time>
            </Text>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

function Contagem({ total, mostrados, children }: { total: number; mostrados: number; children: ReactNode }) {
  return (
    <Text color="fg.muted" mb="3">
      {total > mostrados ? `As ${mostrados} mais recentes de ${total}. ` : null}
      {children}
    </Text>
  );
}

/** Link sublinhado para outra página do portal (navegação do roteador). */
function LinkInterno({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** Valores em reais alinhados à direita, com algarismos de mesma largura (a tabela alinha à esquerda por padrão). */
const NUMERO = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function mesComInicial(mes: number): string {
  const nome = nomeDoMes(mes);
  return nome.charAt(0).toUpperCase() + nome.slice(1);
}

/** Ano mais recente com lançamentos do deputado, mês a mês, com link para cada mês na transparência. */
function VerbaIndenizatoria({ deputado, verbas }: { deputado: DeputadoDaLista; verbas: AtividadeData['verbas'] }) {
  const meses = verbas?.deputados[0]?.meses ?? [];
  if (!verbas || meses.length === 0) {
    return <EmptyState titulo="Nenhuma verba indenizatória registrada" descricao="Não há lançamentos de verba indenizatória deste deputado." />;
  }
  return (
    <>
      <Text mb="3">
        Em {verbas.ano}: {formatarReais(verbas.totalApresentado)} apresentados e {formatarReais(verbas.totalIndenizado)} indenizados.
      </Text>
      <Box position="relative" overflowX="auto" mb="3">
        <Tabela>
          <caption>
            Verba indenizatória de {deputado.nome} em {verbas.ano}, por mês
          </caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <th scope="col" style={NUMERO}>
                Apresentado
              </th>
              <th scope="col" style={NUMERO}>
                Indenizado
              </th>
            </tr>
          </thead>
          <tbody>
            {meses.map((m) => (
              <tr key={m.mes}>
                <th scope="row">
                  <LinkInterno to={caminhoDasVerbas(verbas.ano, { deputadoId: deputado.id, mes: m.mes })}>{mesComInicial(m.mes)}</LinkInterno>
                </th>
                <td style={NUMERO}>{formatarReais(m.valorApresentado)}</td>
                <td style={NUMERO}>{formatarReais(m.valorIndenizado)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td style={NUMERO}>{formatarReais(verbas.totalApresentado)}</td>
              <td style={NUMERO}>{formatarReais(verbas.totalIndenizado)}</td>
            </tr>
          </tfoot>
        </Tabela>
      </Box>
      <LinkInterno to={caminhoDasVerbas(verbas.ano)}>Ver as verbas indenizatórias de {verbas.ano} no Portal da Transparência</LinkInterno>
    </>
  );
}

/** As proposições mais recentes de que o deputado é autor, com link para cada processo. */
function Proposicoes({ deputado, proposicoes }: { deputado: DeputadoDaLista; proposicoes: AtividadeData['proposicoes'] }) {
  if (proposicoes.itens.length === 0) return <EmptyState titulo="Nenhuma proposição de autoria registrada" />;
  return (
    <>
      <Contagem total={proposicoes.total} mostrados={proposicoes.itens.length}>
        Processos legislativos de que o deputado é autor ou coautor.
      </Contagem>
      <Box position="relative" overflowX="auto" mb="3">
        <Tabela>
          <caption>Proposições de autoria de {deputado.nome}, da autuação mais recente à mais antiga</caption>
          <thead>
            <tr>
              <th scope="col">Número</th>
              <th scope="col">Assunto</th>
              <th scope="col">Situação</th>
              <th scope="col">Autuação</th>
            </tr>
          </thead>
          <tbody>
            {proposicoes.itens.map((p) => (
              <tr key={p.id}>
                <td>
                  <LinkInterno to={caminhoDoProcesso(p.id)}>{p.numero}</LinkInterno>
                </td>
                <td>{p.assunto}</td>
                <td>{p.situacao}</td>
                <td>
                  <time dateTime={p.dataAutuacao}>{formatarDataSimples(p.dataAutuacao)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </Tabela>
      </Box>
      <LinkInterno to={caminhoDaBuscaPorAutor(deputado.nome)}>Buscar as proposições de {deputado.nome} na Participação</LinkInterno>
    </>
  );
}

export function AtividadePage() {
  const dados = useLoaderData<AtividadeData>();
  const { deputado } = dados;
  return (
    <Box as="article">
      <Cabecalho deputado={deputado} atual={caminhoDaAtividade(deputado.id)} titulo="Atividade parlamentar" />
      <Secao id="atividade-comissoes" titulo="Comissões">
        {deputado.deputadosComissao.length === 0 ? (
          <EmptyState titulo="Não participa de comissões" />
        ) : (
          <Box position="relative" overflowX="auto">
            <Tabela>
              <caption>Comissões de que {deputado.nome} participa e o cargo em cada uma</caption>
              <thead>
                <tr>
                  <th scope="col">Comissão</th>
                  <th scope="col">Tipo</th>
                  <th scope="col">Cargo</th>
                </tr>
              </thead>
              <tbody>
                {deputado.deputadosComissao.map((dc) => (
                  <tr key={dc.id}>
                    <td>
                      <Link asChild color="brand.fg" textDecoration="underline">
                        <RouterLink to={caminhoDaComissao(dc.comissao)}>{dc.comissao.nome}</RouterLink>
                      </Link>
                      {dc.comissao.ativa ? null : ' (encerrada)'}
                    </td>
                    <td>{dc.comissao.tipoDescricao}</td>
                    <td>{dc.cargoDescricao}</td>
                  </tr>
                ))}
              </tbody>
            </Tabela>
          </Box>
        )}
      </Secao>
      {deputado.frentesParlamentares.length > 0 ? (
        <Secao id="atividade-frentes" titulo="Frentes parlamentares">
          <Box as="ul" pl="6" listStyleType="disc">
            {deputado.frentesParlamentares.map((f) => (
              <li key={f.id}>
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to={`${f.ativa ? '/frentes_parlamentares_ativas' : '/frentes_parlamentares_inativas'}#frente-${f.id}`}>
                    {f.nome}
                  </RouterLink>
                </Link>
                {f.ativa ? null : ' (inativa)'}
              </li>
            ))}
          </Box>
        </Secao>
      ) : null}
      <Secao id="atividade-proposicoes" titulo="Proposições de autoria">
        <Proposicoes deputado={deputado} proposicoes={dados.proposicoes} />
      </Secao>
      <Secao id="atividade-verbas" titulo="Verba indenizatória">
        <VerbaIndenizatoria deputado={deputado} verbas={dados.verbas} />
      </Secao>
      <Secao id="atividade-noticias" titulo="Notícias">
        <Contagem total={dados.noticias.total} mostrados={dados.noticias.itens.length}>
          Notícias da Assembleia sobre o deputado.
        </Contagem>
        <ListaDePublicacoes itens={dados.noticias.itens} base={SECOES.noticias.base} vazio="Nenhuma notícia sobre este deputado" />
      </Secao>
      <Secao id="atividade-gabinete" titulo="Notícias do gabinete">
        <Contagem total={dados.noticiasDoGabinete.total} mostrados={dados.noticiasDoGabinete.itens.length}>
          Publicadas pelo gabinete do deputado.
        </Contagem>
        <ListaDePublicacoes
          itens={dados.noticiasDoGabinete.itens}
          base={SECOES.gabinetes.base}
          vazio="Nenhuma notícia do gabinete publicada"
        />
      </Secao>
      <Secao id="atividade-discursos" titulo="Discursos">
        <Contagem total={dados.discursos.total} mostrados={dados.discursos.itens.length}>
          Pronunciamentos na tribuna.
        </Contagem>
        <ListaDePublicacoes itens={dados.discursos.itens} base={SECOES.discursos.base} vazio="Nenhum discurso publicado" />
      </Secao>
    </Box>
  );
}
