import { formatDataHora } from '@alego/ui';
import { Badge, Box, DataList, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SolicitacaoDetalhe } from './documentos';
import { CORES_STATUS, ROTULOS_OBJETIVO, ROTULOS_STATUS } from './fale-conosco.rules';

function Item(props: { rotulo: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{props.rotulo}</DataList.ItemLabel>
      <DataList.ItemValue>{props.children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Mensagem do cidadão e, quando houver, a resposta da equipe (texto e PDF). */
export function ExibicaoFaleConosco({ item }: { item: SolicitacaoDetalhe }) {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        {item.assunto}
      </Heading>
      <DataList.Root orientation="horizontal">
        <Item rotulo="Protocolo">{item.protocolo}</Item>
        <Item rotulo="Situação">
          <Badge colorPalette={CORES_STATUS[item.status]}>{ROTULOS_STATUS[item.status]}</Badge>
        </Item>
        <Item rotulo="Objetivo">{ROTULOS_OBJETIVO[item.tipo]}</Item>
        <Item rotulo="Nome">{item.nome}</Item>
        <Item rotulo="E-mail">
          <Link href={`mailto:${item.email}`}>{item.email}</Link>
        </Item>
        <Item rotulo="Telefone">{item.telefone ?? '-'}</Item>
        <Item rotulo="Enviada em">{formatDataHora(item.createdAt)}</Item>
      </DataList.Root>
      <Box as="section" aria-labelledby="mensagem-cidadao">
        <Heading as="h3" size="md" id="mensagem-cidadao" mb="2">
          Mensagem
        </Heading>
        <Text whiteSpace="pre-wrap" borderWidth="1px" borderRadius="md" p="4">
          {item.mensagem}
        </Text>
      </Box>
      <Box as="section" aria-labelledby="resposta-equipe">
        <Heading as="h3" size="md" id="resposta-equipe" mb="2">
          Resposta
        </Heading>
        {item.respostaConteudo ? (
          <Stack gap="2">
            <Text whiteSpace="pre-wrap" borderWidth="1px" borderRadius="md" p="4">
              {item.respostaConteudo}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {item.respondidaPor ?? '-'}
              {item.respondidaEm ? ` em ${formatDataHora(item.respondidaEm)}` : ''}
            </Text>
            {item.pdfRespostaSolicitacao ? (
              <Link href={item.pdfRespostaSolicitacao.url} target="_blank" rel="noopener">
                PDF da resposta: {item.pdfRespostaSolicitacao.nome}
              </Link>
            ) : null}
          </Stack>
        ) : (
          <Text color="fg.muted">Ainda sem resposta.</Text>
        )}
      </Box>
    </Stack>
  );
}
