import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, PageTitle } from '@alego/ui';
import type { ReactNode } from 'react';
import { data, Link as RouterLink, useLoaderData } from 'react-router';
import { Paginacao } from '../../componentes/Paginacao';
import {
  TransparenciaFornecedorDocument,
  TransparenciaProcessoDeCompraDocument,
  type TransparenciaContratoComExecucaoFragment,
  type TransparenciaEmpenhoDaCadeiaFragment,
  type TransparenciaFornecedorQuery,
  type TransparenciaProcessoDeCompraQuery,
} from '../../gql/transparencia/graphql';
import { runQuery, type ErroDaRota, type PageLoaderArgs } from '../../routing/page';
import { lerPagina } from '../../routing/params';
import { somarReais } from './GraficoDeBarras';
import { linkComFiltros } from './links';
import { BASE_SIGA_O_DINHEIRO, caminhoDoConjunto, conjuntoPorId, formatarData, formatarReais, formatarTamanho, formatarValor } from './registro';

/** Linhas por página nas tabelas de contratos e de empenhos destas páginas. */
export const POR_PAGINA_DA_CADEIA = 20;

export function caminhoDoProcesso(processo: string): string {
  return `${BASE_SIGA_O_DINHEIRO}/processos/${encodeURIComponent(processo)}`;
}

export function caminhoDoFornecedor(cnpj: string): string {
  return `${BASE_SIGA_O_DINHEIRO}/fornecedores/${cnpj}`;
}

function naoEncontrada(mensagem: string): never {
  throw data<ErroDaRota>({ mensagem }, { status: 404 });
}

function paginaQueExiste(pagina: number, totalPaginas: number): void {
  if (pagina > 1 && pagina > totalPaginas) naoEncontrada('Página não encontrada.');
}

export type ProcessoDeCompra = NonNullable<TransparenciaProcessoDeCompraQuery['processoDeCompra']>;
export type Fornecedor = NonNullable<TransparenciaFornecedorQuery['fornecedor']>;

export interface ProcessoData {
  processo: ProcessoDeCompra;
  pagina: number;
}

/** `/transparencia/siga-o-dinheiro/processos/:processo?pagina=N` (a página dos empenhos). */
export async function carregarProcesso({ client, params, url }: PageLoaderArgs): Promise<ProcessoData> {
  const processo = (params.processo ?? '').trim();
  if (!processo || processo.length > 40) naoEncontrada('Processo de compra não encontrado.');
  const pagina = lerPagina(url.searchParams.get('pagina'));
  const { processoDeCompra } = await runQuery(client, {
    query: TransparenciaProcessoDeCompraDocument,
    variables: { processo, pagina, porPagina: POR_PAGINA_DA_CADEIA },
  });
  if (!processoDeCompra) naoEncontrada('Processo de compra não encontrado.');
  paginaQueExiste(pagina, processoDeCompra.empenhos.totalPaginas);
  return { processo: processoDeCompra, pagina };
}

export interface FornecedorData {
  fornecedor: Fornecedor;
  pagina: number;
  paginaContratos: number;
}

/** `/transparencia/siga-o-dinheiro/fornecedores/:cnpj?contratos=N&pagina=M` (páginas dos contratos e dos empenhos). */
export async function carregarFornecedor({ client, params, url }: PageLoaderArgs): Promise<FornecedorData> {
  const cnpj = (params.cnpj ?? '').replace(/[.\s/-]/g, '');
  if (!/^\d{14}$/.test(cnpj)) naoEncontrada('Fornecedor não encontrado.');
  const pagina = lerPagina(url.searchParams.get('pagina'));
  const paginaContratos = lerPagina(url.searchParams.get('contratos'));
  const { fornecedor } = await runQuery(client, {
    query: TransparenciaFornecedorDocument,
    variables: { cnpj, pagina, paginaContratos, porPagina: POR_PAGINA_DA_CADEIA },
  });
  if (!fornecedor) naoEncontrada('Fornecedor não encontrado.');
  paginaQueExiste(pagina, fornecedor.empenhos.totalPaginas);
  paginaQueExiste(paginaContratos, fornecedor.contratos.totalPaginas);
  return { fornecedor, pagina, paginaContratos };
}

// ---------------------------------------------------------------------------------------
// Peças comuns às duas páginas
// ---------------------------------------------------------------------------------------

const celula = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } as const;
const numero = { ...celula, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function LinkInterno({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** Os números do topo: cada um com `data-valor`, que a jornada do navegador confere com as somas. */
function Resumo({ titulo, itens }: { titulo: string; itens: { rotulo: string; valor: string; chave: string }[] }) {
  return (
    <Box as="section" aria-labelledby="resumo-titulo" mb="8" p="4" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.subtle">
      <Heading as="h2" id="resumo-titulo" size="md" mb="3">
        {titulo}
      </Heading>
      <Flex as="dl" gap={{ base: '4', md: '10' }} wrap="wrap" m="0">
        {itens.map((item) => (
          <Box key={item.chave}>
            <Text as="dt" color="fg.muted" fontSize="sm">
              {item.rotulo}
            </Text>
            <Text as="dd" m="0" fontSize="2xl" fontWeight="bold" data-valor={item.chave} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {item.valor}
            </Text>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

/** Tabela com legenda, rolagem horizontal própria (não a da página) e foco por teclado. */
function TabelaDaCadeia({ id, legenda, colunas, children }: { id: string; legenda: string; colunas: { rotulo: string; numero?: boolean }[]; children: ReactNode }) {
  return (
    <Box role="region" aria-labelledby={id} tabIndex={0} position="relative" overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="md">
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
        <chakra.caption id={id} textAlign="left" px="3" py="2" fontWeight="semibold" captionSide="top">
          {legenda}
        </chakra.caption>
        <thead>
          <tr>
            {colunas.map((c) => (
              <chakra.th key={c.rotulo} scope="col" textAlign={c.numero ? 'right' : 'left'} bg="bg.muted" {...celula}>
                {c.rotulo}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </chakra.table>
    </Box>
  );
}

function TabelaDeContratos({ contratos, legenda, comFornecedor, comProcesso }: { contratos: readonly TransparenciaContratoComExecucaoFragment[]; legenda: string; comFornecedor: boolean; comProcesso: boolean }) {
  const colunas = [
    { rotulo: 'Contrato' },
    { rotulo: 'Objeto' },
    ...(comFornecedor ? [{ rotulo: 'Fornecedor' }] : []),
    ...(comProcesso ? [{ rotulo: 'Processo' }] : []),
    { rotulo: 'Assinatura' },
    { rotulo: 'Valor contratado', numero: true },
    { rotulo: 'Empenhado', numero: true },
    { rotulo: 'Pago', numero: true },
  ];
  return (
    <TabelaDaCadeia id="contratos-legenda" legenda={legenda} colunas={colunas}>
      {contratos.map((c) => (
        <tr key={c.id} data-contrato={c.numero}>
          <chakra.th scope="row" textAlign="left" {...celula} whiteSpace="nowrap">
            {c.numero}
            <Text as="span" display="block" fontWeight="normal" color="fg.muted">
              {c.vigente ? 'Vigente' : `Vigência até ${formatarData(c.vigenciaFim)}`}
            </Text>
          </chakra.th>
          <chakra.td {...celula} minW="14rem">
            {c.objeto}
          </chakra.td>
          {comFornecedor ? (
            <chakra.td {...celula} minW="12rem">
              <LinkInterno to={caminhoDoFornecedor(c.cnpj)}>{c.fornecedor}</LinkInterno>
              <Text as="span" display="block" color="fg.muted" whiteSpace="nowrap">
                {c.cnpjFormatado}
              </Text>
            </chakra.td>
          ) : null}
          {comProcesso ? (
            <chakra.td {...celula} whiteSpace="nowrap">
              {c.processo ? <LinkInterno to={caminhoDoProcesso(c.processo)}>{c.processo}</LinkInterno> : 'Não informado'}
            </chakra.td>
          ) : null}
          <chakra.td {...celula} whiteSpace="nowrap">
            <time dateTime={c.dataAssinatura}>{formatarData(c.dataAssinatura)}</time>
          </chakra.td>
          <chakra.td {...numero}>{formatarReais(c.valor)}</chakra.td>
          <chakra.td {...numero}>{formatarReais(c.execucao.totalEmpenhado)}</chakra.td>
          <chakra.td {...numero} data-pago={c.execucao.totalPago}>
            {formatarReais(c.execucao.totalPago)}
          </chakra.td>
        </tr>
      ))}
    </TabelaDaCadeia>
  );
}

function TabelaDeEmpenhos({ empenhos, legenda, comCredor }: { empenhos: readonly TransparenciaEmpenhoDaCadeiaFragment[]; legenda: string; comCredor: boolean }) {
  const colunas = [
    { rotulo: 'Empenho' },
    { rotulo: 'Data' },
    ...(comCredor ? [{ rotulo: 'Credor' }] : [{ rotulo: 'Processo' }]),
    { rotulo: 'Elemento de despesa' },
    { rotulo: 'Empenhado', numero: true },
    { rotulo: 'Liquidado', numero: true },
    { rotulo: 'Pago', numero: true },
  ];
  return (
    <TabelaDaCadeia id="empenhos-legenda" legenda={legenda} colunas={colunas}>
      {empenhos.map((e) => (
        <tr key={e.id}>
          <chakra.th scope="row" textAlign="left" {...celula} whiteSpace="nowrap">
            {e.numero}
          </chakra.th>
          <chakra.td {...celula} whiteSpace="nowrap">
            <time dateTime={e.data}>{formatarData(e.data)}</time>
          </chakra.td>
          {comCredor ? (
            <chakra.td {...celula} minW="12rem">
              <LinkInterno to={caminhoDoFornecedor(e.cnpj)}>{e.credor}</LinkInterno>
            </chakra.td>
          ) : (
            <chakra.td {...celula} whiteSpace="nowrap">
              {e.processo ? <LinkInterno to={caminhoDoProcesso(e.processo)}>{e.processo}</LinkInterno> : 'Não informado'}
            </chakra.td>
          )}
          <chakra.td {...celula} minW="12rem">
            {e.elementoDespesa}
          </chakra.td>
          <chakra.td {...numero}>{formatarReais(e.valorEmpenhado)}</chakra.td>
          <chakra.td {...numero}>{formatarReais(e.valorLiquidado)}</chakra.td>
          <chakra.td {...numero}>{formatarReais(e.valorPago)}</chakra.td>
        </tr>
      ))}
    </TabelaDaCadeia>
  );
}

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mb="10">
      <Heading as="h2" id={id} size="xl" mb="3">
        {titulo}
      </Heading>
      {children}
    </Box>
  );
}

const NOTA_DA_JUNCAO =
  'Os empenhos entram num contrato pelo número do processo e pelo CNPJ do fornecedor, os mesmos nos dois registros. Um contrato sem processo informado aparece sem empenhos.';

// ---------------------------------------------------------------------------------------
// Processo de compra
// ---------------------------------------------------------------------------------------

export function ProcessoPage() {
  const { processo: p, pagina } = useLoaderData<ProcessoData>();
  const base = caminhoDoProcesso(p.processo);
  const estimado = somarReais(p.editais.map((e) => e.valorEstimado));
  const contratado = somarReais(p.contratos.map((c) => c.valor));
  const editais = conjuntoPorId('editais');
  const empenhos = conjuntoPorId('empenhos');
  return (
    <>
      <PageTitle subtitulo="Siga o dinheiro: do edital aos contratos, aos empenhos e aos pagamentos, pelo número do processo.">Processo {p.processo}</PageTitle>
      <Resumo
        titulo="O processo em números"
        itens={[
          ...(p.editais.length ? [{ chave: 'estimado', rotulo: 'Valor estimado no edital', valor: formatarReais(estimado) }] : []),
          { chave: 'contratado', rotulo: `Contratado (${formatarValor('inteiro', p.contratos.length)} ${p.contratos.length === 1 ? 'contrato' : 'contratos'})`, valor: formatarReais(contratado) },
          { chave: 'empenhado', rotulo: 'Empenhado', valor: formatarReais(p.execucao.totalEmpenhado) },
          { chave: 'liquidado', rotulo: 'Liquidado', valor: formatarReais(p.execucao.totalLiquidado) },
          { chave: 'pago', rotulo: 'Pago', valor: formatarReais(p.execucao.totalPago) },
        ]}
      />
      <Secao id="licitacao-titulo" titulo="Licitação">
        {p.editais.length === 0 ? (
          <Text>Nenhum edital publicado com este processo (contratação direta ou anterior ao portal).</Text>
        ) : (
          <chakra.ul listStyleType="none" p="0" m="0" display="grid" gap="3">
            {p.editais.map((e) => (
              <Box as="li" key={e.id} p="4" borderWidth="1px" borderColor="border" borderRadius="md">
                <Text fontWeight="bold">
                  {editais ? <LinkInterno to={linkComFiltros(caminhoDoConjunto(editais), { termo: p.processo })}>{e.identificador}</LinkInterno> : e.identificador}
                </Text>
                <Text>{e.objeto}</Text>
                <Text color="fg.muted">
                  Fase: {e.fase.descricao} · Abertura: <time dateTime={e.dataAbertura}>{formatarData(e.dataAbertura)}</time> · Estimado: {formatarReais(e.valorEstimado)}
                </Text>
              </Box>
            ))}
          </chakra.ul>
        )}
      </Secao>
      <Secao id="contratos-titulo" titulo="Contratos">
        <Text color="fg.muted" mb="3">
          {NOTA_DA_JUNCAO}
        </Text>
        {p.contratos.length === 0 ? (
          <EmptyState titulo="Nenhum contrato com este processo" />
        ) : (
          <TabelaDeContratos contratos={p.contratos} legenda={`Contratos do processo ${p.processo}`} comFornecedor comProcesso={false} />
        )}
      </Secao>
      <Secao id="fornecedores-titulo" titulo="Fornecedores">
        <TabelaDaCadeia
          id="fornecedores-legenda"
          legenda={`Quanto cada fornecedor recebeu no processo ${p.processo}`}
          colunas={[{ rotulo: 'Fornecedor' }, { rotulo: 'CNPJ' }, { rotulo: 'Contratado', numero: true }, { rotulo: 'Empenhado', numero: true }, { rotulo: 'Pago', numero: true }]}
        >
          {p.fornecedores.map((f) => (
            <tr key={f.cnpj}>
              <chakra.th scope="row" textAlign="left" {...celula}>
                <LinkInterno to={caminhoDoFornecedor(f.cnpj)}>{f.nome}</LinkInterno>
              </chakra.th>
              <chakra.td {...celula} whiteSpace="nowrap">
                {f.cnpjFormatado}
              </chakra.td>
              <chakra.td {...numero}>{formatarReais(f.valorContratado)}</chakra.td>
              <chakra.td {...numero}>{formatarReais(f.execucao.totalEmpenhado)}</chakra.td>
              <chakra.td {...numero}>{formatarReais(f.execucao.totalPago)}</chakra.td>
            </tr>
          ))}
        </TabelaDaCadeia>
      </Secao>
      <Secao id="empenhos-titulo" titulo="Empenhos e pagamentos">
        {p.empenhos.total === 0 ? (
          <EmptyState titulo="Nenhum empenho com este processo" />
        ) : (
          <>
            <Text color="fg.muted" mb="3">
              {formatarValor('inteiro', p.empenhos.total)} {p.empenhos.total === 1 ? 'empenho' : 'empenhos'}, o mais recente primeiro.{' '}
              {empenhos ? <LinkInterno to={linkComFiltros(caminhoDoConjunto(empenhos), { termo: p.processo })}>Ver no conjunto de empenhos e baixar os dados</LinkInterno> : null}
            </Text>
            <TabelaDeEmpenhos empenhos={p.empenhos.itens} legenda={`Empenhos do processo ${p.processo}${p.empenhos.totalPaginas > 1 ? ` (página ${pagina} de ${p.empenhos.totalPaginas})` : ''}`} comCredor />
            <Paginacao pagina={pagina} totalPaginas={p.empenhos.totalPaginas} link={(n) => linkComFiltros(base, {}, n)} />
          </>
        )}
      </Secao>
    </>
  );
}

// ---------------------------------------------------------------------------------------
// Fornecedor
// ---------------------------------------------------------------------------------------

export function FornecedorPage() {
  const { fornecedor: f, pagina, paginaContratos } = useLoaderData<FornecedorData>();
  const base = caminhoDoFornecedor(f.cnpj);
  const link = (valores: { pagina: number; contratos: number }) =>
    linkComFiltros(base, valores.contratos > 1 ? { contratos: String(valores.contratos) } : {}, valores.pagina);
  const contratos = conjuntoPorId('contratos');
  const empenhos = conjuntoPorId('empenhos');
  return (
    <>
      <PageTitle subtitulo={`CNPJ ${f.cnpjFormatado}. Quanto a Assembleia pagou a este fornecedor, e por quais contratos.`}>{f.nome}</PageTitle>
      <Resumo
        titulo="O fornecedor em números"
        itens={[
          { chave: 'contratos', rotulo: 'Contratos', valor: formatarValor('inteiro', f.quantidadeContratos) },
          { chave: 'contratado', rotulo: 'Contratado', valor: formatarReais(f.valorContratado) },
          { chave: 'empenhado', rotulo: 'Empenhado', valor: formatarReais(f.execucao.totalEmpenhado) },
          { chave: 'liquidado', rotulo: 'Liquidado', valor: formatarReais(f.execucao.totalLiquidado) },
          { chave: 'pago', rotulo: 'Pago', valor: formatarReais(f.execucao.totalPago) },
        ]}
      />
      {f.sancoes.length ? <SancoesDoFornecedor sancoes={f.sancoes} /> : null}
      <Secao id="contratos-titulo" titulo="Por quais contratos">
        <Text color="fg.muted" mb="3">
          {NOTA_DA_JUNCAO}{' '}
          {contratos ? <LinkInterno to={linkComFiltros(caminhoDoConjunto(contratos), { termo: f.cnpj })}>Ver no conjunto de contratos</LinkInterno> : null}
        </Text>
        {f.contratos.total === 0 ? (
          <EmptyState titulo="Nenhum contrato com este fornecedor" descricao="Os empenhos abaixo não vêm de um contrato publicado." />
        ) : (
          <>
            <TabelaDeContratos
              contratos={f.contratos.itens}
              legenda={`Contratos de ${f.nome}${f.contratos.totalPaginas > 1 ? ` (página ${paginaContratos} de ${f.contratos.totalPaginas})` : ''}`}
              comFornecedor={false}
              comProcesso
            />
            <Paginacao pagina={paginaContratos} totalPaginas={f.contratos.totalPaginas} link={(n) => link({ pagina, contratos: n })} />
          </>
        )}
      </Secao>
      <Secao id="empenhos-titulo" titulo="Empenhos e pagamentos">
        {f.empenhos.total === 0 ? (
          <EmptyState titulo="Nenhum empenho para este fornecedor" />
        ) : (
          <>
            <Text color="fg.muted" mb="3">
              {formatarValor('inteiro', f.empenhos.total)} {f.empenhos.total === 1 ? 'empenho' : 'empenhos'}, o mais recente primeiro.{' '}
              {empenhos ? <LinkInterno to={linkComFiltros(caminhoDoConjunto(empenhos), { termo: f.cnpj })}>Ver no conjunto de empenhos e baixar os dados</LinkInterno> : null}
            </Text>
            <TabelaDeEmpenhos empenhos={f.empenhos.itens} legenda={`Empenhos de ${f.nome}${f.empenhos.totalPaginas > 1 ? ` (página ${pagina} de ${f.empenhos.totalPaginas})` : ''}`} comCredor={false} />
            <Paginacao pagina={pagina} totalPaginas={f.empenhos.totalPaginas} link={(n) => link({ pagina: n, contratos: paginaContratos })} />
          </>
        )}
      </Secao>
    </>
  );
}

/** As sanções publicadas contra o fornecedor (a lista de sanções leva aqui pelo CNPJ), com o PDF de cada uma. */
function SancoesDoFornecedor({ sancoes }: { sancoes: Fornecedor['sancoes'] }) {
  const conjunto = conjuntoPorId('sancoes-administrativas');
  return (
    <Secao id="sancoes-titulo" titulo="Sanções administrativas">
      {conjunto ? (
        <Text color="fg.muted" mb="3">
          <LinkInterno to={caminhoDoConjunto(conjunto)}>Ver todas as sanções administrativas</LinkInterno>
        </Text>
      ) : null}
      <chakra.ul listStyleType="none" p="0" m="0" display="grid" gap="3">
        {sancoes.map((s) => (
          <Box as="li" key={s.id} p="4" borderWidth="1px" borderColor="border" borderRadius="md">
            <Text fontWeight="bold">{s.sancao}</Text>
            <Text color="fg.muted">
              Processo: {s.processo ?? 'não informado'}
              {s.dataPublicacao ? (
                <>
                  {' '}
                  · Publicação: <time dateTime={s.dataPublicacao}>{formatarData(s.dataPublicacao)}</time>
                </>
              ) : null}
            </Text>
            {s.arquivo ? (
              <Text>
                <Link href={s.arquivo.url} color="brand.fg" textDecoration="underline">
                  {s.arquivo.nome}
                  <chakra.span srOnly> – da sanção {s.sancao}</chakra.span>
                </Link>{' '}
                <chakra.span color="fg.muted">(PDF, {formatarTamanho(s.arquivo.tamanho)})</chakra.span>
              </Text>
            ) : null}
          </Box>
        ))}
      </chakra.ul>
    </Secao>
  );
}
