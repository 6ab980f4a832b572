import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, PageTitle } from '@alego/ui';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { contagem, LinksDeExportacao } from './componentes';
import { BuscaNaTransparencia } from './InicioPage';
import { linkComFiltros } from './links';
import type { BuscaData, DicionarioData } from './loaders';
import {
  BASE_DA_EXPORTACAO,
  caminhoDeEntrada,
  caminhoDoConjunto,
  caminhoDoDicionario,
  CONJUNTOS,
  conjuntoPorId,
  DESCRICAO_DO_TIPO,
  LIMITE_DE_LINHAS_DA_EXPORTACAO,
  LIMITE_DE_LINHAS_SEM_FLUXO,
  formatarValor,
  type Conjunto,
} from './registro';
import { Tabela } from './Tabela';

const Th = chakra('th');
const Td = chakra('td');
const celula = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'left', verticalAlign: 'top' } as const;

/** O que vale para todos os arquivos; repetido em docs/dados-abertos.md. */
function SobreOsFormatos() {
  return (
    <Box as="section" aria-labelledby="formatos-titulo" mt="8">
      <Heading as="h2" id="formatos-titulo" size="lg" mb="3">
        Sobre os arquivos
      </Heading>
      <chakra.ul ps="5" display="grid" gap="2">
        <li>
          Cada arquivo traz <strong>todas as linhas</strong> dos filtros escolhidos na tela (não só a página visível), na mesma ordem.
        </li>
        <li>
          <strong>CSV</strong>: UTF-8 com BOM, colunas separadas por ponto e vírgula (;), valores em reais com vírgula decimal e sem separador de milhar
          (12345,67), datas no formato AAAA-MM-DD, primeira linha com os nomes das colunas.
        </li>
        <li>
          <strong>XLSX</strong>: planilha com valores numéricos de verdade (somam e ordenam), formatados como moeda brasileira, e datas como datas; a aba
          “Totais” traz os totais do filtro.
        </li>
        <li>
          <strong>JSON</strong>: objeto com os filtros, o total, os totais e a lista <code>itens</code>; valores em reais como texto decimal exato
          (&quot;12345.67&quot;).
        </li>
        <li>
          Limite de {formatarValor('inteiro', LIMITE_DE_LINHAS_DA_EXPORTACAO)} linhas por arquivo CSV ou JSON e de{' '}
          {formatarValor('inteiro', LIMITE_DE_LINHAS_SEM_FLUXO)} por planilha XLSX (alguns conjuntos ficam nesse limite em todos os formatos; a mensagem diz
          qual vale): acima disso, use os filtros (ano, período, termo) para dividir os dados.
        </li>
        <li>
          Endereço direto dos arquivos, para programas: <code>{BASE_DA_EXPORTACAO}/&lt;conjunto&gt;.&lt;csv|xlsx|json&gt;?&lt;filtros&gt;</code>.
        </li>
      </chakra.ul>
    </Box>
  );
}

/** `/transparencia/dados-abertos`: todos os conjuntos publicados, com downloads e dicionários. */
export function DadosAbertosPage() {
  return (
    <>
      <PageTitle subtitulo="Todos os dados publicados no Portal da Transparência, em formatos abertos (CSV, XLSX e JSON), como pede a Lei de Acesso à Informação.">
        Dados abertos
      </PageTitle>
      <chakra.ul listStyleType="none" p="0" m="0" display="grid" gap="4">
        {CONJUNTOS.map((conjunto) => (
          <Box as="li" key={conjunto.id} p="4" borderWidth="1px" borderColor="border" borderRadius="md">
            <Heading as="h2" size="md" mb="1">
              <Link asChild color="brand.fg">
                <RouterLink to={caminhoDeEntrada(conjunto)}>{conjunto.titulo}</RouterLink>
              </Link>
            </Heading>
            <Text color="fg.muted" mb="3">
              {conjunto.descricao}
            </Text>
            <DownloadsSemFiltro conjunto={conjunto} />
          </Box>
        ))}
      </chakra.ul>
      <SobreOsFormatos />
    </>
  );
}

/** `/transparencia/:conjunto/dicionario`: cada coluna com nome, tipo, unidade e descrição; os filtros aceitos. */
export function DicionarioPage() {
  const { conjunto: id } = useLoaderData<DicionarioData>();
  const conjunto = conjuntoPorId(id)!;
  return (
    <>
      <PageTitle subtitulo={conjunto.descricao}>Dicionário de dados: {conjunto.titulo}</PageTitle>
      <DownloadsSemFiltro conjunto={conjunto} comDicionario={false} />
      <Heading as="h2" size="lg" mt="8" mb="3">
        Colunas
      </Heading>
      <Box role="region" aria-labelledby="colunas-legenda" tabIndex={0} position="relative" overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="md">
        <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
          <chakra.caption id="colunas-legenda" textAlign="left" px="3" py="2" fontWeight="semibold" captionSide="top">
            Colunas de {conjunto.titulo.toLowerCase()} nos arquivos e na tela
          </chakra.caption>
          <thead>
            <tr>
              {['Rótulo (tela e XLSX)', 'Nome (CSV e JSON)', 'Tipo', 'Unidade', 'Descrição'].map((t) => (
                <Th key={t} scope="col" {...celula} bg="bg.muted">
                  {t}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {conjunto.colunas.map((c) => (
              <tr key={c.campo}>
                <Th scope="row" {...celula}>
                  {c.rotulo}
                </Th>
                <Td {...celula}>
                  <code>{c.campo}</code>
                </Td>
                <Td {...celula}>{DESCRICAO_DO_TIPO[c.tipo]}</Td>
                <Td {...celula}>{c.unidade ?? '—'}</Td>
                <Td {...celula}>
                  {c.descricao}
                  {c.somenteExportacao ? ' (só nos arquivos)' : ''}
                </Td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <Heading as="h2" size="lg" mt="8" mb="3">
        Filtros
      </Heading>
      <Text mb="3">Os mesmos parâmetros valem na tela e nos endereços de download, por exemplo:</Text>
      <Text as="p" mb="3">
        <code>{exemplo(conjunto)}</code>
      </Text>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }} columnGap="6" rowGap="2">
        {conjunto.filtros.map((f) => (
          <Box key={f.nome} display="contents">
            <chakra.dt fontWeight="semibold">
              <code>{f.nome}</code> ({f.rotulo}){f.obrigatorio ? ', obrigatório' : ''}
            </chakra.dt>
            <chakra.dd m="0">
              {f.descricao}
              {f.opcoes ? ` Valores: ${f.opcoes.map((o) => `${o.valor} (${o.rotulo})`).join(', ')}.` : ''}
              {f.tipo === 'booleano' ? ' Valores: sim ou nao.' : ''}
              {f.tipo === 'data' ? ' Formato dd/mm/aaaa (ou AAAA-MM-DD).' : ''}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      {conjunto.filtroFixo ? (
        <Text mt="3" color="fg.muted">
          Este conjunto é um recorte fixo: {Object.entries(conjunto.filtroFixo).map(([k, v]) => `${k} = ${String(v)}`).join(', ')}.
        </Text>
      ) : null}
      <SobreOsFormatos />
    </>
  );
}

function exemplo(conjunto: Conjunto): string {
  const valores: Record<string, string> = {};
  for (const f of conjunto.filtros.slice(0, 2)) valores[f.nome] = f.tipo === 'inteiro' ? '2025' : f.tipo === 'data' ? '2025-01-01' : 'limpeza';
  return linkComFiltros(`${BASE_DA_EXPORTACAO}/${conjunto.id}.csv`, valores);
}

/** `/transparencia/busca?termo=`: os primeiros resultados de cada conjunto, com link para a tela filtrada. */
export function BuscaPage() {
  const { termo, resultados } = useLoaderData<BuscaData>();
  const total = resultados.reduce((s, r) => s + r.total, 0);
  return (
    <>
      <PageTitle subtitulo="Busca por palavras em todos os conjuntos de dados publicados.">Busca na transparência</PageTitle>
      <BuscaNaTransparencia termo={termo} />
      {termo ? (
        <Text as="p" role="status" mt="4" mb="4" color="fg.muted">
          {contagem(total, 'resultado', 'resultados')} para “{termo}”.
        </Text>
      ) : null}
      {termo && total === 0 ? <EmptyState titulo="Nenhum resultado encontrado" descricao="Tente outras palavras ou confira a ortografia." /> : null}
      {resultados
        .filter((r) => r.total > 0)
        .map((r) => {
          const conjunto = conjuntoPorId(r.conjunto)!;
          return (
            <Box as="section" key={r.conjunto} aria-labelledby={`resultado-${r.conjunto}`} mt="6">
              <Heading as="h2" id={`resultado-${r.conjunto}`} size="lg" mb="3">
                {conjunto.titulo}
              </Heading>
              <Tabela colunas={conjunto.colunas} itens={r.itens} legenda={`${conjunto.titulo} com “${termo}”: ${contagem(r.total, 'resultado', 'resultados')}`} />
              <Link asChild color="brand.fg" fontWeight="semibold" display="inline-block" mt="2">
                <RouterLink to={linkComFiltros(caminhoDoConjunto(conjunto), { termo })}>
                  Ver {r.total > r.itens.length ? `todos os ${formatarValor('inteiro', r.total)} resultados` : 'com filtros'} em {conjunto.titulo.toLowerCase()}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
    </>
  );
}

/**
 * Os downloads de um conjunto sem filtro escolhido. Um conjunto com filtro obrigatório
 * (lançamentos de um deputado num mês) não tem arquivo "inteiro": o link daria 400, então
 * a página explica onde escolher os filtros.
 */
function DownloadsSemFiltro({ conjunto, comDicionario = true }: { conjunto: Conjunto; comDicionario?: boolean }) {
  return conjunto.filtros.some((f) => f.obrigatorio) ? (
    <Text>
      Escolha {conjunto.filtros.filter((f) => f.obrigatorio).map((f) => f.rotulo.toLowerCase()).join(', ')} na{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={caminhoDeEntrada(conjunto)}>tela</RouterLink>
      </Link>{' '}
      para baixar os arquivos
      {comDicionario ? (
        <>
          ; veja o{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={caminhoDoDicionario(conjunto)}>
              dicionário de dados<chakra.span srOnly> de {conjunto.titulo.toLowerCase()}</chakra.span>
            </RouterLink>
          </Link>
        </>
      ) : null}
      .
    </Text>
  ) : (
    <LinksDeExportacao conjunto={conjunto} valores={{}} comDicionario={comDicionario} />
  );
}
