import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { diaPorExtenso, SITUACOES_AGENDA, TIPOS_AGENDA, TIPOS_ENVOLVIDO, type SituacaoAgendaValor, type TipoAgendaValor, type TipoEnvolvidoValor } from '@alego/catalog';
import type { AgendaDetalhe } from './documentos';

export function ExibicaoAgenda({ item }: { item: AgendaDetalhe }) {
  return (
    <Stack gap="4">
      <Text fontSize="lg">
        {diaPorExtenso(item.data)} · {TIPOS_AGENDA[item.tipo as TipoAgendaValor]}{' '}
        <Badge colorPalette={item.situacao === 'publicacao' ? 'green' : 'orange'}>{SITUACOES_AGENDA[item.situacao as SituacaoAgendaValor]}</Badge>
      </Text>
      {item.agendaItens.map((evento) => (
        <Box key={evento.id} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
          <Heading as="h3" size="md">
            {evento.horario} — {evento.titulo}
          </Heading>
          {evento.local ? <Text color="fg.muted">Local: {evento.local}</Text> : null}
          {evento.envolvido ? (
            <Text color="fg.muted">
              {TIPOS_ENVOLVIDO[evento.tipoEnvolvido as TipoEnvolvidoValor] ?? 'Envolvido'}: {evento.envolvido}
            </Text>
          ) : null}
          {evento.pauta ? <Box mt="2" dangerouslySetInnerHTML={{ __html: evento.pauta }} /> : null}
        </Box>
      ))}
    </Stack>
  );
}
