import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, PageTitle } from '@alego/ui';
import { data, Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import {
  TransparenciaGastosMensaisDocument,
  TransparenciaGraficosAnosDocument,
  TransparenciaVerbaDoMesDocument,
  TransparenciaVerbasPeriodosDocument,
  TransparenciaVerbasPorCategoriaDocument,
  TransparenciaVerbasResumoDocument,
  type TransparenciaVerbaDoMesQuery,
  type TransparenciaVerbasPorCategoriaQuery,
  type TransparenciaVerbasResumoQuery,
} from '../../gql/transparencia/graphql';
import { presente, runQuery, type ErroDaRota, type PageLoaderArgs } from '../../routing/page';
import { contagem, LinksDeExportacao } from './componentes';
import { GraficoDeBarras, somarReais, type Barra } from './GraficoDeBarras';
import { CAMINHOS, linkComFiltros } from './links';
import { BASE_DA_TRANSPARENCIA, caminhoDoConjunto, conjuntoPorId, formatarData, formatarReais, nomeDoMes } from './registro';

export const CAMINHO_DAS_VERBAS = `${BASE_DA_TRANSPARENCIA}/verbas-indenizatorias`;

function mesPorExtenso(mes: number): string {
  const nome = nomeDoMes(mes);
  return nome.charAt(0).toUpperCase() + nome.slice(1);
}

type Periodo = { ano: number; meses: number[] };

async function periodosDasVerbas(client: PageLoaderArgs['client']): Promise<Periodo[]> {
  return presente((await runQuery(client, { query: TransparenciaVerbasPeriodosDocument })).verbasIndenizatoriasPeriodos);
}

/** `?ano=` entre os anos oferecidos; ausente, o mais recente; inválido, 404 (a página não existe). */
function anoEscolhido(url: URL, anos: readonly number[]): number | null {
  const bruto = url.searchParams.get('ano');
  if (bruto === null || bruto === '') return anos[0] ?? null;
  const ano = Number(bruto);
  if (!anos.includes(ano)) throw data<ErroDaRota>({ mensagem: 'Não há dados para o ano pedido.' }, { status: 404 });
  return ano;
}

// ---------------------------------------------------------------------------------------
// Gráficos: gastos por mês, verbas por deputado e verbas por categoria
// ---------------------------------------------------------------------------------------

type ResumoDaApi = NonNullable<TransparenciaVerbasResumoQuery['verbasIndenizatoriasResumoAnual']>;
type ComDeputado<T extends { deputado: unknown }> = Omit<T, 'deputado'> & { deputado: NonNullable<T['deputado']> };
type ResumoAnual = Omit<ResumoDaApi, 'deputados'> & { deputados: ComDeputado<ResumoDaApi['deputados'][number]>[] };

/** O deputado de uma linha vem de outro subgrafo: sem ele, a página falha como qualquer dado que falta (502). */
function comDeputado<T extends { deputado: unknown }>(linha: T): ComDeputado<T> {
  return { ...linha, deputado: presente(linha.deputado) as NonNullable<T['deputado']> };
}

function resumoAnual(resumo: ResumoDaApi | null): ResumoAnual | null {
  return resumo && { ...resumo, deputados: resumo.deputados.map(comDeputado) };
}
type VerbaPorCategoria = NonNullable<TransparenciaVerbasPorCategoriaQuery['verbasIndenizatoriasPorCategoria']>[number];

export interface GraficosData {
  anos: number[];
  ano: number | null;
  gastos: { mes: number; totalEmpenhado: string; totalPago: string }[];
  verbas: ResumoAnual | null;
  /** Todos os deputados no ano, por grupo de despesa, do maior indenizado ao menor (a ordem vem da API). */
  categorias: VerbaPorCategoria[];
}

export async function carregarGraficos({ client, url }: PageLoaderArgs): Promise<GraficosData> {
  const { anosEmpenhos, verbasIndenizatoriasPeriodos } = await runQuery(client, { query: TransparenciaGraficosAnosDocument });
  // Os anos com empenhos (gastos por mês) e os com verbas: cada gráfico mostra o seu estado vazio num ano sem os seus dados.
  const anos = [...new Set([...presente(anosEmpenhos), ...presente(verbasIndenizatoriasPeriodos).map((p) => p.ano)])].sort((a, b) => b - a);
  const ano = anoEscolhido(url, anos) ?? new Date().getFullYear();
  const [gastos, verbas, categorias] = await Promise.all([
    runQuery(client, { query: TransparenciaGastosMensaisDocument, variables: { ano } }),
    runQuery(client, { query: TransparenciaVerbasResumoDocument, variables: { ano } }),
    runQuery(client, { query: TransparenciaVerbasPorCategoriaDocument, variables: { ano } }),
  ]);
  const meses = [gastos.m1, gastos.m2, gastos.m3, gastos.m4, gastos.m5, gastos.m6, gastos.m7, gastos.m8, gastos.m9, gastos.m10, gastos.m11, gastos.m12];
  return {
    anos,
    ano,
    gastos: meses.map((total, i) => ({ mes: i + 1, ...presente(total) })),
    verbas: resumoAnual(verbas.verbasIndenizatoriasResumoAnual),
    categorias: presente(categorias.verbasIndenizatoriasPorCategoria),
  };
}

export function EscolhaDoAno({ caminho, anos, ano, extra = {} }: { caminho: string; anos: readonly number[]; ano: number | null; extra?: Record<string, string> }) {
  const navigate = useNavigate();
  return (
    <chakra.form
      method="get"
      action={caminho}
      mb="6"
      onSubmit={(evento) => {
        evento.preventDefault();
        navigate(linkComFiltros(caminho, { ...extra, ano: String(new FormData(evento.currentTarget).get('ano') ?? '') }));
      }}
    >
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Box>
          <chakra.label htmlFor="escolha-ano" display="block" fontWeight="semibold" mb="1">
            Ano
          </chakra.label>
          <chakra.select key={ano ?? ''} id="escolha-ano" name="ano" defaultValue={ano ?? ''} h="10" px="3" borderWidth="1px" borderColor="border.emphasized" borderRadius="md" bg="bg">
            {anos.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </chakra.select>
        </Box>
        {Object.entries(extra).map(([nome, valor]) => (
          <input key={nome} type="hidden" name={nome} value={valor} />
        ))}
        <Button type="submit" colorPalette="brand" h="10">
          Mostrar
        </Button>
      </Flex>
    </chakra.form>
  );
}

export function GraficosPage() {
  const dados = useLoaderData<GraficosData>();
  const empenhos = conjuntoPorId('empenhos');
  const categorias = conjuntoPorId('verbas-indenizatorias-categorias');
  const mensal: Barra[] = dados.gastos.map((g) => ({ rotulo: mesPorExtenso(g.mes), valor: g.totalPago }));
  const porDeputado: Barra[] = [...(dados.verbas?.deputados ?? [])]
    .sort((a, b) => Number(b.totalIndenizado) - Number(a.totalIndenizado))
    .map((d) => ({ rotulo: `${d.deputado.nome}${d.deputado.partido ? ` (${d.deputado.partido.sigla})` : ''}`, valor: d.totalIndenizado }));
  const semGastos = mensal.every((b) => Number(b.valor) === 0);
  const porCategoria: Barra[] = dados.categorias.map((c) => ({ rotulo: c.descricao, valor: c.totalIndenizado }));
  const apresentadoPorCategoria = dados.categorias.map((c) => c.totalApresentado);
  return (
    <>
      <PageTitle subtitulo="Gastos da Assembleia mês a mês e verbas indenizatórias por deputado e por categoria, com os números em tabela.">Gráficos da transparência</PageTitle>
      <EscolhaDoAno caminho={CAMINHOS.graficos} anos={dados.anos} ano={dados.ano} />
      <Heading as="h2" size="xl" mb="2">
        Gastos por mês em {dados.ano}
      </Heading>
      <Text color="fg.muted" mb="4">
        Valores pagos de empenhos em cada mês.{' '}
        {empenhos ? (
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={linkComFiltros(caminhoDoConjunto(empenhos), { ano: String(dados.ano ?? '') })}>Ver os empenhos de {dados.ano}</RouterLink>
          </Link>
        ) : null}
      </Text>
      {semGastos ? <EmptyState titulo={`Nenhum gasto publicado em ${dados.ano}`} /> : <GraficoDeBarras titulo={`Valor pago por mês em ${dados.ano}`} barras={mensal} rotuloDaColuna="Mês" />}
      <Heading as="h2" size="xl" mb="2">
        Verbas indenizatórias por deputado em {dados.ano}
      </Heading>
      <Text color="fg.muted" mb="4">
        Valor indenizado no ano, do maior para o menor.{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={linkComFiltros(CAMINHO_DAS_VERBAS, { ano: String(dados.ano ?? '') })}>Ver as verbas por deputado e por categoria</RouterLink>
        </Link>
      </Text>
      {porDeputado.length === 0 ? (
        <EmptyState titulo={`Nenhuma verba indenizatória publicada em ${dados.ano}`} />
      ) : (
        <GraficoDeBarras titulo={`Verba indenizatória por deputado em ${dados.ano}`} barras={porDeputado} rotuloDaColuna="Deputado" />
      )}
      <Heading as="h2" size="xl" mb="2">
        Verba indenizatória por categoria em {dados.ano}
      </Heading>
      <Text color="fg.muted" mb="4">
        Valor indenizado no ano a todos os deputados, por categoria de despesa, do maior para o menor.
        {porCategoria.length > 0
          ? ` Total indenizado: ${formatarReais(somarReais(porCategoria.map((b) => b.valor)))}, de ${formatarReais(somarReais(apresentadoPorCategoria))} apresentados.`
          : null}{' '}
        {categorias ? (
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={linkComFiltros(caminhoDoConjunto(categorias), { ano: String(dados.ano ?? '') })}>Ver as categorias mês a mês e baixar os dados</RouterLink>
          </Link>
        ) : null}
      </Text>
      {porCategoria.length === 0 ? (
        <EmptyState titulo={`Nenhuma verba indenizatória publicada em ${dados.ano}`} />
      ) : (
        <GraficoDeBarras
          titulo={`Verba indenizatória por categoria em ${dados.ano}`}
          barras={porCategoria}
          rotuloDaColuna="Categoria"
          rotuloDoValor="Indenizado"
          colunaAnterior={{ rotulo: 'Apresentado', valores: apresentadoPorCategoria }}
        />
      )}
    </>
  );
}

// ---------------------------------------------------------------------------------------
// Verbas indenizatórias: resumo do ano por deputado; mês de um deputado por categoria
// ---------------------------------------------------------------------------------------

type VerbaDoMes = ComDeputado<NonNullable<TransparenciaVerbaDoMesQuery['verbaIndenizatoria']>>;

export interface VerbasData {
  periodos: Periodo[];
  ano: number | null;
  resumo: ResumoAnual | null;
  /** Presente quando um deputado e um mês foram escolhidos. */
  detalhe?: { mes: number; deputadoId: string; verba: VerbaDoMes | null };
}

/** `?ano=2025` (resumo do ano) e `?ano=2025&mes=4&deputadoId=12` (o mês de um deputado, por categoria). */
export async function carregarVerbas({ client, url }: PageLoaderArgs): Promise<VerbasData> {
  const periodos = await periodosDasVerbas(client);
  const ano = anoEscolhido(url, periodos.map((p) => p.ano));
  if (ano === null) return { periodos, ano, resumo: null };
  const mesBruto = url.searchParams.get('mes');
  const deputadoId = url.searchParams.get('deputadoId');
  const resumo = resumoAnual((await runQuery(client, { query: TransparenciaVerbasResumoDocument, variables: { ano } })).verbasIndenizatoriasResumoAnual);
  if (!mesBruto || !deputadoId) return { periodos, ano, resumo };
  const mes = Number(mesBruto);
  const meses = periodos.find((p) => p.ano === ano)?.meses ?? [];
  if (!meses.includes(mes) || !/^\d{1,9}$/.test(deputadoId)) throw data<ErroDaRota>({ mensagem: 'Não há verbas para o mês pedido.' }, { status: 404 });
  const { verbaIndenizatoria } = await runQuery(client, { query: TransparenciaVerbaDoMesDocument, variables: { deputadoId, ano, mes } });
  return { periodos, ano, resumo, detalhe: { mes, deputadoId, verba: verbaIndenizatoria && comDeputado(verbaIndenizatoria) } };
}

const celula = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } as const;

export function VerbasPage() {
  const dados = useLoaderData<VerbasData>();
  const meses = dados.periodos.find((p) => p.ano === dados.ano)?.meses ?? [];
  const detalhe = dados.detalhe;
  return (
    <>
      <PageTitle subtitulo="Ressarcimento de despesas do mandato dos deputados: valores apresentados e indenizados, por deputado, mês e categoria.">
        Verba indenizatória
      </PageTitle>
      {dados.ano === null ? (
        <EmptyState titulo="Nenhuma verba indenizatória publicada" />
      ) : (
        <>
          <EscolhaDoAno caminho={CAMINHO_DAS_VERBAS} anos={dados.periodos.map((p) => p.ano)} ano={dados.ano} />
          <Box mb="4">
            <LinksDeExportacao conjunto={conjuntoPorId('verbas-indenizatorias')!} valores={{ ano: String(dados.ano) }} />
          </Box>
          {detalhe ? <DetalheDoMes ano={dados.ano} detalhe={detalhe} /> : null}
          {dados.resumo ? <ResumoDoAno resumo={dados.resumo} meses={meses} /> : null}
        </>
      )}
    </>
  );
}

function ResumoDoAno({ resumo, meses }: { resumo: ResumoAnual; meses: number[] }) {
  const ultimoMes = meses[0];
  return (
    <Box as="section" aria-labelledby="resumo-titulo" mt="6">
      <Heading as="h2" id="resumo-titulo" size="xl" mb="2">
        {resumo.ano}: {formatarReais(resumo.totalIndenizado)} indenizados a {contagem(resumo.numeroDeputados, 'deputado', 'deputados')}
      </Heading>
      <Text color="fg.muted" mb="4">
        Apresentado: {formatarReais(resumo.totalApresentado)}. Escolha um deputado para ver o último mês ({ultimoMes ? mesPorExtenso(ultimoMes).toLowerCase() : '—'}) por categoria.
      </Text>
      <Box role="region" aria-labelledby="resumo-legenda" tabIndex={0} position="relative" overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="md">
        <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
          <chakra.caption id="resumo-legenda" textAlign="left" px="3" py="2" fontWeight="semibold" captionSide="top">
            Verba indenizatória por deputado em {resumo.ano}
          </chakra.caption>
          <thead>
            <tr>
              <chakra.th scope="col" textAlign="left" bg="bg.muted" {...celula}>
                Deputado
              </chakra.th>
              <chakra.th scope="col" textAlign="right" bg="bg.muted" {...celula}>
                Apresentado
              </chakra.th>
              <chakra.th scope="col" textAlign="right" bg="bg.muted" {...celula}>
                Indenizado
              </chakra.th>
            </tr>
          </thead>
          <tbody>
            {resumo.deputados.map((d) => (
              <tr key={d.deputado.id}>
                <chakra.th scope="row" textAlign="left" fontWeight="normal" {...celula}>
                  {ultimoMes ? (
                    <Link asChild color="brand.fg" fontWeight="semibold">
                      <RouterLink to={linkComFiltros(CAMINHO_DAS_VERBAS, { deputadoId: d.deputado.id, ano: String(resumo.ano), mes: String(ultimoMes) })}>{d.deputado.nome}</RouterLink>
                    </Link>
                  ) : (
                    d.deputado.nome
                  )}
                  {d.deputado.partido ? ` (${d.deputado.partido.sigla})` : ''}
                </chakra.th>
                <chakra.td textAlign="right" {...celula}>
                  {formatarReais(d.totalApresentado)}
                </chakra.td>
                <chakra.td textAlign="right" {...celula}>
                  {formatarReais(d.totalIndenizado)}
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Box>
  );
}

function DetalheDoMes({ ano, detalhe }: { ano: number; detalhe: NonNullable<VerbasData['detalhe']> }) {
  const { verba, mes } = detalhe;
  if (!verba) return <EmptyState titulo={`Sem lançamentos em ${mesPorExtenso(mes).toLowerCase()} de ${ano}`} descricao="Este deputado não apresentou despesas neste mês." />;
  const porCategoria: Barra[] = verba.grupos.map((g) => ({ rotulo: g.descricao, valor: g.totalIndenizado }));
  return (
    <Box as="section" aria-labelledby="detalhe-titulo" p="5" borderWidth="1px" borderColor="border" borderRadius="lg">
      <Heading as="h2" id="detalhe-titulo" size="xl" mb="2">
        {verba.deputado.nome} – {mesPorExtenso(mes)} de {ano}
      </Heading>
      <Text mb="4">
        Apresentado: {formatarReais(verba.totalApresentado)} · Indenizado: <strong>{formatarReais(verba.totalIndenizado)}</strong>
      </Text>
      <Box mb="4">
        <LinksDeExportacao conjunto={conjuntoPorId('verbas-indenizatorias-lancamentos')!} valores={{ deputadoId: detalhe.deputadoId, ano: String(ano), mes: String(mes) }} />
      </Box>
      <GraficoDeBarras titulo={`Verba indenizada por categoria – ${verba.deputado.nome}, ${mesPorExtenso(mes).toLowerCase()} de ${ano}`} barras={porCategoria} rotuloDaColuna="Categoria" />
      {verba.grupos.map((g) => (
        <Box key={g.descricao} mb="6">
          <Heading as="h3" size="md" mb="2">
            {g.descricao}: {formatarReais(g.totalIndenizado)}
          </Heading>
          {g.subgrupos.map((s) => (
            <Box key={s.descricao} role="region" aria-label={`${g.descricao} – ${s.descricao}`} tabIndex={0} position="relative" overflowX="auto" mb="3">
              <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
                <chakra.caption textAlign="left" py="1" fontWeight="semibold" captionSide="top">
                  {s.descricao}: {formatarReais(s.totalIndenizado)}
                </chakra.caption>
                <thead>
                  <tr>
                    {['Fornecedor', 'CNPJ/CPF', 'Documento', 'Data', 'Apresentado', 'Indenizado'].map((t, i) => (
                      <chakra.th key={t} scope="col" textAlign={i >= 4 ? 'right' : 'left'} bg="bg.muted" {...celula}>
                        {t}
                      </chakra.th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {s.lancamentos.map((l) => (
                    <tr key={l.id}>
                      <chakra.th scope="row" textAlign="left" fontWeight="normal" {...celula}>
                        {l.fornecedor}
                      </chakra.th>
                      <chakra.td {...celula} whiteSpace="nowrap">
                        {l.cnpjCpf}
                      </chakra.td>
                      <chakra.td {...celula}>{l.numero}</chakra.td>
                      <chakra.td {...celula} whiteSpace="nowrap">
                        <time dateTime={l.data}>{formatarData(l.data)}</time>
                      </chakra.td>
                      <chakra.td textAlign="right" {...celula} whiteSpace="nowrap">
                        {formatarReais(l.valorApresentado)}
                      </chakra.td>
                      <chakra.td textAlign="right" {...celula} whiteSpace="nowrap">
                        {formatarReais(l.valorIndenizado)}
                      </chakra.td>
                    </tr>
                  ))}
                </tbody>
              </chakra.table>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
