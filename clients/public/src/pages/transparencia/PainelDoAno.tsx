import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { hojeEmBrasilia } from '@alego/catalog';
import { EmptyState } from '@alego/ui';
import type { ReactNode } from 'react';
import { data, Link as RouterLink } from 'react-router';
import { TransparenciaAssembleiaEmNumerosDocument, type TransparenciaAssembleiaEmNumerosQuery } from '../../gql/transparencia/graphql';
import { presente, runQuery, type ErroDaRota, type PageLoaderArgs } from '../../routing/page';
import { Barras, somarReais } from './GraficoDeBarras';
import { GraficoMensal } from './GraficoMensal';
import { EscolhaDoAno } from './GraficosPages';
import { CAMINHOS, linkComFiltros } from './links';
import { caminhoDoConjunto, conjuntoPorId, formatarReais, formatarValor, nomeDoMes } from './registro';

type Numeros = NonNullable<TransparenciaAssembleiaEmNumerosQuery['assembleiaEmNumeros']>;
type Categoria = NonNullable<TransparenciaAssembleiaEmNumerosQuery['verbasIndenizatoriasPorCategoria']>[number];
type EstatisticaLai = NonNullable<TransparenciaAssembleiaEmNumerosQuery['estatisticasSolicitacoesInformacao']>[number];

export interface InicioData {
  ano: number;
  numeros: Numeros;
  categorias: Categoria[];
  /** O total do ano dos pedidos de informação; null se o subgrafo content não respondeu (o resto do painel continua). */
  lai: EstatisticaLai | null;
}

/** `/transparencia?ano=2025`: o painel do ano; sem `ano`, o ano corrente em Brasília. Uma só operação GraphQL. */
export async function carregarInicio({ client, url }: PageLoaderArgs): Promise<InicioData> {
  const bruto = url.searchParams.get('ano');
  const pedido = bruto === null || bruto === '' ? null : bruto;
  if (pedido !== null && !/^\d{4}$/.test(pedido)) throw data<ErroDaRota>({ mensagem: 'Não há dados para o ano pedido.' }, { status: 404 });
  const ano = pedido === null ? Number(hojeEmBrasilia().slice(0, 4)) : Number(pedido);
  // errorPolicy 'all': os pedidos de informação vêm de outro subgrafo; sem ele, o painel mostra o resto.
  const resposta = await runQuery(client, { query: TransparenciaAssembleiaEmNumerosDocument, variables: { ano }, errorPolicy: 'all' });
  const numeros = presente(resposta.assembleiaEmNumeros);
  if (pedido !== null && !numeros.anos.includes(ano)) throw data<ErroDaRota>({ mensagem: 'Não há dados para o ano pedido.' }, { status: 404 });
  return {
    ano,
    numeros,
    categorias: presente(resposta.verbasIndenizatoriasPorCategoria),
    lai: resposta.estatisticasSolicitacoesInformacao?.find((l) => l.mes === null) ?? null,
  };
}

/** O endereço da tela de um conjunto com os filtros que reproduzem o número mostrado. */
function telaDe(conjunto: string, valores: Record<string, string>): string {
  const encontrado = conjuntoPorId(conjunto);
  return encontrado ? linkComFiltros(caminhoDoConjunto(encontrado), valores) : CAMINHOS.inicio;
}

const CAMINHO_LAI = '/transparencia/solicitacoes-informacao/estatisticas';

function mesPorExtenso(mes: number): string {
  const nome = nomeDoMes(mes);
  return nome.charAt(0).toUpperCase() + nome.slice(1);
}

function Numero({ to, children, rotulo }: { to: string; children: ReactNode; rotulo?: string }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline" aria-label={rotulo}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

const celula = { px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } as const;
const direita = { ...celula, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface Linha {
  chave: string;
  rotulo: string;
  valores: { texto: string; link: string; rotulo: string }[];
}

/** A tabela ao lado de cada gráfico: todos os números exatos, cada um levando à tela do conjunto com o filtro dele. */
function TabelaDoPainel({ id, legenda, colunas, linhas, total }: { id: string; legenda: string; colunas: string[]; linhas: Linha[]; total?: Linha }) {
  return (
    <Box role="region" aria-labelledby={id} tabIndex={0} position="relative" overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="md">
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
        <chakra.caption id={id} textAlign="left" px="2" py="2" fontWeight="semibold" captionSide="top">
          {legenda}
        </chakra.caption>
        <thead>
          <tr>
            {colunas.map((c, i) => (
              <chakra.th key={c} scope="col" textAlign={i === 0 ? 'left' : 'right'} bg="bg.muted" {...celula}>
                {c}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...linhas, ...(total ? [total] : [])].map((linha) => (
            <tr key={linha.chave}>
              <chakra.th scope="row" textAlign="left" fontWeight={linha === total ? 'bold' : 'normal'} {...celula} overflowWrap="anywhere">
                {linha.rotulo}
              </chakra.th>
              {linha.valores.map((v, i) => (
                <chakra.td key={i} {...direita} fontWeight={linha === total ? 'bold' : undefined}>
                  <Numero to={v.link} rotulo={v.rotulo}>
                    {v.texto}
                  </Numero>
                </chakra.td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function Bloco({ id, titulo, descricao, children }: { id: string; titulo: string; descricao: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mb="10">
      <Heading as="h3" id={id} size="lg" mb="1">
        {titulo}
      </Heading>
      <Text color="fg.muted" mb="3">
        {descricao}
      </Text>
      {children}
    </Box>
  );
}

/** Gráfico e tabela lado a lado na tela larga; um sobre o outro no celular. */
function LadoALado({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      {children}
    </SimpleGrid>
  );
}

/** "Assembleia em números": o ano em gráficos, com cada número levando à tela de onde ele vem. */
export function PainelDoAno({ dados }: { dados: InicioData }) {
  const { ano, numeros: n, categorias, lai } = dados;
  const a = String(ano);
  const anos = n.anos.includes(ano) ? n.anos : [ano, ...n.anos].sort((x, y) => y - x);
  const totalEmpenhado = somarReais(n.gastosPorMes.map((m) => m.empenhado));
  const totalPago = somarReais(n.gastosPorMes.map((m) => m.pago));
  const folhaPorMes = Array.from({ length: 12 }, (_, i) => n.folhaPorMes.find((f) => f.mes === i + 1));
  const totalBruto = somarReais(n.folhaPorMes.map((f) => f.bruto));
  const totalLiquido = somarReais(n.folhaPorMes.map((f) => f.liquido));
  const contracheques = n.folhaPorMes.reduce((soma, f) => soma + f.quantidade, 0);
  const totalIndenizado = somarReais(categorias.map((c) => c.totalIndenizado));
  const totalApresentado = somarReais(categorias.map((c) => c.totalApresentado));
  const resumo: { chave: string; rotulo: string; texto: string; link: string }[] = [
    { chave: 'pago', rotulo: 'Pago em empenhos', texto: formatarReais(totalPago), link: telaDe('empenhos', { ano: a }) },
    { chave: 'folha', rotulo: 'Folha de pagamento (bruto)', texto: formatarReais(totalBruto), link: telaDe('remuneracoes', { ano: a }) },
    { chave: 'verbas', rotulo: 'Verbas indenizatórias', texto: formatarReais(totalIndenizado), link: telaDe('verbas-indenizatorias-categorias', { ano: a }) },
    { chave: 'licitacoes', rotulo: 'Licitações abertas', texto: formatarValor('inteiro', n.licitacoes.quantidade), link: telaDe('editais', { ano: a }) },
    { chave: 'contratos', rotulo: 'Contratos assinados', texto: formatarValor('inteiro', n.contratos.quantidade), link: telaDe('contratos', { ano: a }) },
    ...(lai ? [{ chave: 'lai', rotulo: 'Pedidos de informação', texto: formatarValor('inteiro', lai.recebidas), link: linkComFiltros(CAMINHO_LAI, { ano: a }) }] : []),
  ];
  return (
    <Box as="section" aria-labelledby="painel-titulo" mt="8" mb="10">
      <Heading as="h2" id="painel-titulo" size="2xl" mb="2">
        Assembleia em números – {ano}
      </Heading>
      <Text color="fg.muted" mb="4">
        Gastos, folha, verbas, licitações, contratos e pedidos de informação do ano. Cada número leva à tela de onde ele vem, já filtrada.
      </Text>
      <EscolhaDoAno caminho={CAMINHOS.inicio} anos={anos} ano={ano} />
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" m="0" mb="10">
        {resumo.map((r) => (
          <Box key={r.chave} p="3" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.subtle">
            <Text as="dt" color="fg.muted" fontSize="sm">
              {r.rotulo}
            </Text>
            <Text as="dd" m="0" fontSize="xl" whiteSpace="nowrap" data-numero={r.chave}>
              <Numero to={r.link}>{r.texto}</Numero>
            </Text>
          </Box>
        ))}
      </SimpleGrid>

      <Bloco id="gastos-mes-titulo" titulo="Gastos por mês" descricao={`Empenhos de ${ano}: valor empenhado e pago em cada mês, pela data do empenho.`}>
        <LadoALado>
          <GraficoMensal titulo={`Valor pago por mês em ${ano}`} valores={n.gastosPorMes.map((m) => m.pago)} />
          <TabelaDoPainel
            id="gastos-mes-legenda"
            legenda={`Empenhos por mês em ${ano}`}
            colunas={['Mês', 'Empenhado', 'Pago']}
            linhas={n.gastosPorMes.map((m) => {
              const link = telaDe('empenhos', { ano: a, mes: String(m.mes) });
              const mes = mesPorExtenso(m.mes);
              return {
                chave: String(m.mes),
                rotulo: mes,
                valores: [
                  { texto: formatarReais(m.empenhado), link, rotulo: `${formatarReais(m.empenhado)} empenhados em ${mes.toLowerCase()}: ver os empenhos` },
                  { texto: formatarReais(m.pago), link, rotulo: `${formatarReais(m.pago)} pagos em ${mes.toLowerCase()}: ver os empenhos` },
                ],
              };
            })}
            total={{
              chave: 'total',
              rotulo: 'Total do ano',
              valores: [
                { texto: formatarReais(totalEmpenhado), link: telaDe('empenhos', { ano: a }), rotulo: `${formatarReais(totalEmpenhado)} empenhados em ${ano}: ver os empenhos` },
                { texto: formatarReais(totalPago), link: telaDe('empenhos', { ano: a }), rotulo: `${formatarReais(totalPago)} pagos em ${ano}: ver os empenhos` },
              ],
            }}
          />
        </LadoALado>
      </Bloco>

      <Bloco id="gastos-natureza-titulo" titulo="Gastos por natureza" descricao={`Empenhos de ${ano} por elemento de despesa, do maior valor pago ao menor.`}>
        {n.gastosPorNatureza.length === 0 ? (
          <EmptyState titulo={`Nenhum empenho publicado em ${ano}`} />
        ) : (
          <LadoALado>
            <Barras
              barras={n.gastosPorNatureza.map((g) => ({ rotulo: g.elementoDespesa, valor: g.pago }))}
              resumo={`Valor pago por elemento de despesa em ${ano}. Total: ${formatarReais(totalPago)}. Os valores estão na tabela.`}
            />
            <TabelaDoPainel
              id="gastos-natureza-legenda"
              legenda={`Empenhos por elemento de despesa em ${ano}`}
              colunas={['Elemento de despesa', 'Empenhado', 'Pago']}
              linhas={n.gastosPorNatureza.map((g) => {
                const link = telaDe('empenhos', { ano: a, termo: g.elementoDespesa });
                return {
                  chave: g.elementoDespesa,
                  rotulo: g.elementoDespesa,
                  valores: [
                    { texto: formatarReais(g.empenhado), link, rotulo: `${formatarReais(g.empenhado)} empenhados em ${g.elementoDespesa}: ver os empenhos` },
                    { texto: formatarReais(g.pago), link, rotulo: `${formatarReais(g.pago)} pagos em ${g.elementoDespesa}: ver os empenhos` },
                  ],
                };
              })}
            />
          </LadoALado>
        )}
      </Bloco>

      <Bloco id="verbas-titulo" titulo="Verbas indenizatórias por categoria" descricao={`Ressarcimentos aos deputados em ${ano}, por categoria de despesa.`}>
        {categorias.length === 0 ? (
          <EmptyState titulo={`Nenhuma verba indenizatória publicada em ${ano}`} />
        ) : (
          <LadoALado>
            <Barras
              barras={categorias.map((c) => ({ rotulo: c.descricao, valor: c.totalIndenizado }))}
              resumo={`Verba indenizada por categoria em ${ano}. Total: ${formatarReais(totalIndenizado)}. Os valores estão na tabela.`}
            />
            <TabelaDoPainel
              id="verbas-legenda"
              legenda={`Verbas indenizatórias por categoria em ${ano}`}
              colunas={['Categoria', 'Apresentado', 'Indenizado']}
              linhas={categorias.map((c) => {
                const link = telaDe('verbas-indenizatorias-categorias', { ano: a });
                return {
                  chave: c.descricao,
                  rotulo: c.descricao,
                  valores: [
                    { texto: formatarReais(c.totalApresentado), link, rotulo: `${formatarReais(c.totalApresentado)} apresentados em ${c.descricao}: ver as categorias mês a mês` },
                    { texto: formatarReais(c.totalIndenizado), link, rotulo: `${formatarReais(c.totalIndenizado)} indenizados em ${c.descricao}: ver as categorias mês a mês` },
                  ],
                };
              })}
              total={{
                chave: 'total',
                rotulo: 'Total do ano',
                valores: [
                  { texto: formatarReais(totalApresentado), link: telaDe('verbas-indenizatorias-categorias', { ano: a }), rotulo: `${formatarReais(totalApresentado)} apresentados em ${ano}: ver as categorias` },
                  { texto: formatarReais(totalIndenizado), link: telaDe('verbas-indenizatorias-categorias', { ano: a }), rotulo: `${formatarReais(totalIndenizado)} indenizados em ${ano}: ver as categorias` },
                ],
              }}
            />
          </LadoALado>
        )}
      </Bloco>

      <Bloco id="folha-titulo" titulo="Folha de pagamento" descricao={`Remunerações de deputados e servidores em ${ano}: soma bruta e líquida dos contracheques de cada mês publicado.`}>
        {n.folhaPorMes.length === 0 ? (
          <EmptyState titulo={`Nenhuma folha publicada em ${ano}`} />
        ) : (
          <LadoALado>
            <GraficoMensal titulo={`Folha bruta por mês em ${ano}`} valores={folhaPorMes.map((f) => f?.bruto ?? '0.00')} />
            <TabelaDoPainel
              id="folha-legenda"
              legenda={`Folha de pagamento por mês em ${ano}`}
              colunas={['Mês', 'Contracheques', 'Bruto', 'Líquido']}
              linhas={n.folhaPorMes.map((f) => {
                const link = telaDe('remuneracoes', { ano: a, mes: String(f.mes) });
                const mes = mesPorExtenso(f.mes).toLowerCase();
                return {
                  chave: String(f.mes),
                  rotulo: mesPorExtenso(f.mes),
                  valores: [
                    { texto: formatarValor('inteiro', f.quantidade), link, rotulo: `${formatarValor('inteiro', f.quantidade)} contracheques em ${mes}: ver a folha` },
                    { texto: formatarReais(f.bruto), link, rotulo: `${formatarReais(f.bruto)} brutos em ${mes}: ver a folha` },
                    { texto: formatarReais(f.liquido), link, rotulo: `${formatarReais(f.liquido)} líquidos em ${mes}: ver a folha` },
                  ],
                };
              })}
              total={{
                chave: 'total',
                rotulo: 'Total do ano',
                valores: [
                  { texto: formatarValor('inteiro', contracheques), link: telaDe('remuneracoes', { ano: a }), rotulo: `${formatarValor('inteiro', contracheques)} contracheques em ${ano}: ver a folha` },
                  { texto: formatarReais(totalBruto), link: telaDe('remuneracoes', { ano: a }), rotulo: `${formatarReais(totalBruto)} brutos em ${ano}: ver a folha` },
                  { texto: formatarReais(totalLiquido), link: telaDe('remuneracoes', { ano: a }), rotulo: `${formatarReais(totalLiquido)} líquidos em ${ano}: ver a folha` },
                ],
              }}
            />
          </LadoALado>
        )}
      </Bloco>

      <Bloco id="compras-titulo" titulo="Licitações e contratos" descricao={`Editais abertos e contratos assinados em ${ano}, com a soma dos valores.`}>
        <TabelaDoPainel
          id="compras-legenda"
          legenda={`Licitações e contratos em ${ano}`}
          colunas={['Conjunto', 'Quantidade', 'Valor']}
          linhas={[
            {
              chave: 'licitacoes',
              rotulo: 'Licitações (valor estimado)',
              valores: [
                { texto: formatarValor('inteiro', n.licitacoes.quantidade), link: telaDe('editais', { ano: a }), rotulo: `${formatarValor('inteiro', n.licitacoes.quantidade)} licitações em ${ano}: ver os editais` },
                { texto: formatarReais(n.licitacoes.valor), link: telaDe('editais', { ano: a }), rotulo: `${formatarReais(n.licitacoes.valor)} estimados em ${ano}: ver os editais` },
              ],
            },
            {
              chave: 'contratos',
              rotulo: 'Contratos (valor contratado)',
              valores: [
                { texto: formatarValor('inteiro', n.contratos.quantidade), link: telaDe('contratos', { ano: a }), rotulo: `${formatarValor('inteiro', n.contratos.quantidade)} contratos em ${ano}: ver os contratos` },
                { texto: formatarReais(n.contratos.valor), link: telaDe('contratos', { ano: a }), rotulo: `${formatarReais(n.contratos.valor)} contratados em ${ano}: ver os contratos` },
              ],
            },
          ]}
        />
      </Bloco>

      <Bloco id="lai-titulo" titulo="Pedidos de acesso à informação" descricao={`Pedidos recebidos em ${ano} pela Lei de Acesso à Informação.`}>
        {lai ? (
          <Flex as="dl" gap={{ base: '4', md: '10' }} wrap="wrap" m="0">
            {[
              ['Recebidos', lai.recebidas],
              ['Atendidos', lai.atendidas],
              ['Negados', lai.negadas],
              ['Sem resposta', lai.pendentes],
            ].map(([rotulo, valor]) => (
              <Box key={String(rotulo)}>
                <Text as="dt" color="fg.muted" fontSize="sm">
                  {rotulo}
                </Text>
                <Text as="dd" m="0" fontSize="xl">
                  <Numero to={linkComFiltros(CAMINHO_LAI, { ano: a })} rotulo={`${String(rotulo)}: ${formatarValor('inteiro', valor)} em ${ano}, ver as estatísticas`}>
                    {formatarValor('inteiro', valor)}
                  </Numero>
                </Text>
              </Box>
            ))}
          </Flex>
        ) : (
          <Text>As estatísticas dos pedidos estão indisponíveis no momento.</Text>
        )}
      </Bloco>
    </Box>
  );
}
