import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { emissorDoCodigo, formatarCodigo, MENSAGEM_CODIGO_INVALIDO, MENSAGEM_DOCUMENTO_NAO_ENCONTRADO, normalizarCodigo } from '@alego/catalog';
import { EmptyState, ErrorState, PageTitle } from '@alego/ui';
import { useLoaderData } from 'react-router';
import { VerificarDocumentoEscolaDocument, VerificarDocumentoFolhaDocument, VerificarDocumentoInstitucionalDocument, type DocumentoConferidoFragment } from '../../gql/escola/graphql';
import { MENSAGEM_FALHA_DADOS, type PageLoaderArgs } from '../../routing/page';

export type Conferencia =
  | { estado: 'vazio' }
  | { estado: 'invalido'; codigo: string; mensagem: string }
  | { estado: 'nao_encontrado'; codigo: string; mensagem: string }
  | { estado: 'encontrado'; codigo: string; documento: DocumentoConferidoFragment }
  | { estado: 'falha'; codigo: string; mensagem: string };

export interface VerificacaoData {
  /** `cad` (autenticidade de documentos) ou `vcc` (validação de contracheque): muda só o título e o formulário. */
  tipo: 'cad' | 'vcc';
  conferencia: Conferencia;
}

/**
 * `/cad/{cd}`, `/cad?cd=`, `/validar_cad?cd=` e os caminhos `vcc`: confere o código num só pedido ao emissor que o
 * prefixo indica (docs/documentos-verificaveis.md). Sem JavaScript também: o formulário é um GET para a mesma página.
 */
export async function carregarVerificacao({ client, params, url }: PageLoaderArgs, tipo: VerificacaoData['tipo']): Promise<VerificacaoData> {
  const digitado = (params.cd ?? url.searchParams.get('cd') ?? url.searchParams.get('codigo') ?? '').trim();
  if (!digitado) return { tipo, conferencia: { estado: 'vazio' } };
  const codigo = normalizarCodigo(digitado);
  if (!codigo) return { tipo, conferencia: { estado: 'invalido', codigo: digitado.slice(0, 40), mensagem: MENSAGEM_CODIGO_INVALIDO } };
  const emissor = emissorDoCodigo(codigo);
  const naoEncontrado = (): VerificacaoData => ({ tipo, conferencia: { estado: 'nao_encontrado', codigo: formatarCodigo(codigo), mensagem: MENSAGEM_DOCUMENTO_NAO_ENCONTRADO } });
  if (!emissor) return naoEncontrado();
  try {
    const consultar = {
      documentoDaEscola: () => client.query({ query: VerificarDocumentoEscolaDocument, variables: { codigo }, fetchPolicy: 'network-only' }).then((r) => r.data?.documentoDaEscola),
      documentoDaFolha: () => client.query({ query: VerificarDocumentoFolhaDocument, variables: { codigo }, fetchPolicy: 'network-only' }).then((r) => r.data?.documentoDaFolha),
      documentoInstitucional: () => client.query({ query: VerificarDocumentoInstitucionalDocument, variables: { codigo }, fetchPolicy: 'network-only' }).then((r) => r.data?.documentoInstitucional),
    } satisfies Record<typeof emissor.consulta, () => Promise<DocumentoConferidoFragment | null | undefined>>;
    const resposta = await consultar[emissor.consulta]();
    if (!resposta) return naoEncontrado();
    return { tipo, conferencia: { estado: 'encontrado', codigo: resposta.codigo, documento: resposta } };
  } catch (erro) {
    // Past the lookup budget the gateway answers 429 with its own Portuguese message: show it as it is.
    const limite = CombinedGraphQLErrors.is(erro) ? erro.errors.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS') : undefined;
    return { tipo, conferencia: { estado: 'falha', codigo: formatarCodigo(codigo), mensagem: limite?.message ?? MENSAGEM_FALHA_DADOS } };
  }
}

const TEXTOS = {
  cad: {
    titulo: 'Autenticidade de documentos',
    subtitulo: 'Confira um certificado, contracheque ou outro documento emitido pelo portal da Assembleia: digite o código impresso nele ou leia o QR code.',
  },
  vcc: {
    titulo: 'Validação de contracheque',
    subtitulo: 'Confira um contracheque emitido pela consulta de remuneração da Assembleia: digite o código impresso nele ou leia o QR code.',
  },
} as const;

export function tituloDaVerificacao(dados: VerificacaoData): string {
  return TEXTOS[dados.tipo].titulo;
}

const Input = chakra('input');

export function VerificacaoPage() {
  const { tipo, conferencia } = useLoaderData<VerificacaoData>();
  const textos = TEXTOS[tipo];
  return (
    <>
      <PageTitle subtitulo={textos.subtitulo}>{textos.titulo}</PageTitle>
      <chakra.form method="get" action="/cad" role="search" aria-label="Conferir documento" mb="6" p="4" borderWidth="1px" borderColor="border" borderRadius="md">
        <Flex gap="4" wrap="wrap" align="flex-end">
          <Box flex="1" minW="16rem">
            <chakra.label htmlFor="codigo-verificacao" display="block" fontWeight="semibold" mb="1">
              Código de verificação
            </chakra.label>
            <Input
              id="codigo-verificacao"
              name="cd"
              required
              maxLength={40}
              autoComplete="off"
              placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
              defaultValue={conferencia.estado === 'vazio' ? '' : conferencia.codigo}
              w="full"
              h="10"
              px="3"
              borderWidth="1px"
              borderColor="border.emphasized"
              borderRadius="md"
              fontFamily="mono"
            />
          </Box>
          <Button type="submit" colorPalette="brand" h="10">
            Conferir
          </Button>
        </Flex>
      </chakra.form>
      {conferencia.estado === 'invalido' || conferencia.estado === 'falha' ? <ErrorState titulo="Não foi possível conferir" descricao={conferencia.mensagem} /> : null}
      {conferencia.estado === 'nao_encontrado' ? <EmptyState titulo="Documento não encontrado" descricao={conferencia.mensagem} /> : null}
      {conferencia.estado === 'encontrado' ? <DocumentoAutentico documento={conferencia.documento} /> : null}
    </>
  );
}

function DocumentoAutentico({ documento }: { documento: DocumentoConferidoFragment }) {
  return (
    <Box as="section" aria-labelledby="documento-autentico" p="5" borderWidth="2px" borderColor="green.solid" borderRadius="lg" data-testid="documento-autentico">
      <Heading as="h2" id="documento-autentico" size="lg" mb="1">
        Documento autêntico
      </Heading>
      <Text color="fg.muted" mb="4">
        Este código corresponde a um documento emitido pela Assembleia Legislativa do Estado de Goiás.
      </Text>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="8" rowGap="2" m="0">
        {[
          { rotulo: 'Documento', valor: documento.tipo },
          { rotulo: 'Titular', valor: documento.titular },
          { rotulo: 'Emitido em', valor: documento.emitidoEm.split('-').reverse().join('/') },
          ...documento.detalhes,
          { rotulo: 'Código', valor: documento.codigo },
        ].map((d) => (
          <Box key={d.rotulo} display="contents">
            <chakra.dt color="fg.muted">{d.rotulo}</chakra.dt>
            <chakra.dd m="0" fontWeight="semibold">
              {d.valor}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}
