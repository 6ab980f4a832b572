import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, ErrorState, PageTitle } from '@alego/ui';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import {
  TransparenciaEmitirContrachequeDocument,
  TransparenciaRegistrarAcessoRemuneracaoDocument,
  TransparenciaRemuneracaoDoServidorDocument,
  TransparenciaRemuneracoesPeriodosDocument,
} from '../../gql/transparencia/graphql';
import { presente, runQuery, type PageLoaderArgs } from '../../routing/page';
import { linkComFiltros } from './links';
import { BASE_DA_TRANSPARENCIA, caminhoDoConjunto, conjuntoPorId, formatarValor, nomeDoMes } from './registro';

export const CAMINHO_DA_CONSULTA = `${BASE_DA_TRANSPARENCIA}/remuneracoes/consulta`;

/**
 * Os campos do contracheque vêm das colunas do conjunto de remunerações: tela, consulta e exportação iguais
 * (consultas.test.ts confere a consulta de transparencia.graphql contra estas colunas).
 */
const REMUNERACOES = conjuntoPorId('remuneracoes')!;
export const CAMPOS = REMUNERACOES.colunas.filter((c) => c.campo !== 'ano' && c.campo !== 'mes');

export interface ConsultaRemuneracaoData {
  periodos: { ano: number; mes: number }[];
  matricula: string;
  periodo: string;
  erros: string[];
  /** null: consulta feita sem resultado; undefined: nada consultado ainda. */
  resultado?: Record<string, unknown> | null;
  /** O código de verificação do contracheque e o QR code que abre a conferência (/cad); nulo se não foi emitido. */
  verificacao?: { codigo: string; qrCodeSvg: string } | null;
}

const PERIODO = /^(\d{4})-(\d{2})$/;
const MATRICULA = /^[\w.-]{1,20}$/;

/** `?matricula=12345&periodo=2025-03`: o contracheque de um servidor num mês (e o registro do acesso, como no portal antigo). */
export async function carregarConsultaRemuneracao({ client, url }: PageLoaderArgs): Promise<ConsultaRemuneracaoData> {
  const periodos = presente((await runQuery(client, { query: TransparenciaRemuneracoesPeriodosDocument })).remuneracoesPeriodos);
  const matricula = (url.searchParams.get('matricula') ?? '').trim();
  const periodo = (url.searchParams.get('periodo') ?? '').trim();
  const base = { periodos, matricula, periodo, erros: [] as string[] };
  if (!matricula && !periodo) return base;
  const erros: string[] = [];
  if (!MATRICULA.test(matricula)) erros.push('Informe a matrícula: até 20 letras ou números.');
  const m = PERIODO.exec(periodo);
  if (!m || !periodos.some((p) => p.ano === Number(m[1]) && p.mes === Number(m[2]))) erros.push('Escolha um mês da lista.');
  if (erros.length || !m) return { ...base, erros };
  const variables = { matricula, ano: Number(m[1]), mes: Number(m[2]) };
  const { remuneracaoDoServidor } = await runQuery(client, {
    query: TransparenciaRemuneracaoDoServidorDocument,
    variables,
    fetchPolicy: 'network-only',
  });
  let verificacao: ConsultaRemuneracaoData['verificacao'] = null;
  if (remuneracaoDoServidor) {
    // O registro do acesso não impede a consulta (a remuneração é pública): uma falha aqui só fica no console.
    await client.mutate({ mutation: TransparenciaRegistrarAcessoRemuneracaoDocument, variables }).catch((erro: unknown) => console.error('[public] registro de acesso falhou:', erro));
    // Nem o código de verificação: sem ele, o contracheque aparece sem o bloco de conferência.
    verificacao = await client
      .mutate({ mutation: TransparenciaEmitirContrachequeDocument, variables })
      .then((r) => r.data?.emitirContracheque ?? null)
      .catch((erro: unknown) => {
        console.error('[public] código do contracheque não emitido:', erro);
        return null;
      });
  }
  return { ...base, resultado: remuneracaoDoServidor, verificacao };
}

function rotuloDoPeriodo(p: { ano: number; mes: number }): string {
  const nome = nomeDoMes(p.mes);
  return `${nome.charAt(0).toUpperCase()}${nome.slice(1)} de ${p.ano}`;
}

const Input = chakra('input');
const Select = chakra('select');
const estiloDoCampo = {
  w: 'full',
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'md',
  bg: 'bg',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' },
} as const;

export function ConsultaRemuneracaoPage() {
  const dados = useLoaderData<ConsultaRemuneracaoData>();
  const navigate = useNavigate();
  const escolhido = PERIODO.exec(dados.periodo);
  const periodo = escolhido ? { ano: Number(escolhido[1]), mes: Number(escolhido[2]) } : null;
  return (
    <>
      <PageTitle subtitulo="O contracheque de um deputado ou servidor num mês: remuneração básica, vantagens, indenizações, descontos e líquido.">
        Consulta de remuneração
      </PageTitle>
      <chakra.form
        method="get"
        action={CAMINHO_DA_CONSULTA}
        role="search"
        aria-label="Consultar remuneração"
        mb="6"
        p="4"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        onSubmit={(evento) => {
          evento.preventDefault();
          const form = new FormData(evento.currentTarget);
          navigate(linkComFiltros(CAMINHO_DA_CONSULTA, { matricula: String(form.get('matricula') ?? '').trim(), periodo: String(form.get('periodo') ?? '') }));
        }}
      >
        <Flex key={`${dados.matricula}|${dados.periodo}`} gap="4" wrap="wrap" align="flex-end">
          <Box flex="1" minW="12rem">
            <chakra.label htmlFor="consulta-matricula" display="block" fontWeight="semibold" mb="1">
              Matrícula
            </chakra.label>
            <Input id="consulta-matricula" name="matricula" required maxLength={20} defaultValue={dados.matricula} autoComplete="off" {...estiloDoCampo} />
          </Box>
          <Box flex="1" minW="12rem">
            <chakra.label htmlFor="consulta-periodo" display="block" fontWeight="semibold" mb="1">
              Mês
            </chakra.label>
            <Select id="consulta-periodo" name="periodo" required defaultValue={dados.periodo} {...estiloDoCampo}>
              <option value="">Escolha o mês</option>
              {dados.periodos.map((p) => {
                const valor = `${p.ano}-${String(p.mes).padStart(2, '0')}`;
                return (
                  <option key={valor} value={valor}>
                    {rotuloDoPeriodo(p)}
                  </option>
                );
              })}
            </Select>
          </Box>
          <Button type="submit" colorPalette="brand" h="10">
            Consultar
          </Button>
        </Flex>
      </chakra.form>
      {dados.erros.length ? <ErrorState titulo="Confira a consulta" descricao={<chakra.ul ps="5">{dados.erros.map((e) => <li key={e}>{e}</li>)}</chakra.ul>} /> : null}
      {dados.resultado === null && periodo ? (
        <EmptyState
          titulo="Nenhuma remuneração encontrada"
          descricao={`Não há remuneração da matrícula ${dados.matricula} em ${rotuloDoPeriodo(periodo).toLowerCase()}. Confira a matrícula ou escolha outro mês.`}
        />
      ) : null}
      {dados.resultado && periodo ? <Contracheque item={dados.resultado} periodo={rotuloDoPeriodo(periodo)} verificacao={dados.verificacao ?? null} /> : null}
      <Text mt="8" color="fg.muted">
        A folha inteira, com filtros e downloads, está em{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={caminhoDoConjunto(REMUNERACOES)}>Remunerações</RouterLink>
        </Link>
        .
      </Text>
    </>
  );
}

function Contracheque({ item, periodo, verificacao }: { item: Record<string, unknown>; periodo: string; verificacao: ConsultaRemuneracaoData['verificacao'] }) {
  return (
    <Box as="section" aria-labelledby="contracheque-titulo" p="5" borderWidth="1px" borderColor="border" borderRadius="lg">
      <Heading as="h2" id="contracheque-titulo" size="lg" mb="4">
        {String(item.nome)} – {periodo}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="8" rowGap="2" m="0">
        {CAMPOS.map((c) => (
          <Box key={c.campo} display="contents">
            <chakra.dt color="fg.muted">{c.rotulo}</chakra.dt>
            <chakra.dd m="0" fontWeight={c.campo === 'liquido' ? 'bold' : 'normal'} textAlign={c.tipo === 'dinheiro' ? { sm: 'right' } : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatarValor(c.tipo, item[c.campo]) || '—'}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      {verificacao ? (
        <Flex mt="5" gap="4" align="center" wrap="wrap" data-testid="verificacao-contracheque">
          {/* SVG do próprio portal (biblioteca qrcode no servidor), com o endereço de conferência do código. */}
          <Box w="24" h="24" aria-hidden="true" dangerouslySetInnerHTML={{ __html: verificacao.qrCodeSvg }} />
          <Box>
            <Text color="fg.muted">Código de verificação</Text>
            <Text fontFamily="mono" fontWeight="bold" fontSize="lg">
              {verificacao.codigo}
            </Text>
            <Link asChild color="brand.fg">
              <RouterLink to={`/vcc/${verificacao.codigo}`}>Conferir a autenticidade deste contracheque</RouterLink>
            </Link>
          </Box>
        </Flex>
      ) : null}
    </Box>
  );
}
