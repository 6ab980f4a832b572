import { ErrorState, Loading, PageTitle } from '@alego/ui';
import { Alert, Badge, Box, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { ROTA_ACESSO_NEGADO } from '../../auth/acesso';
import { usePermissoes } from '../../auth/useSession';
import { usePageTitle } from '../../shell/usePageTitle';
import { buscarSistema, FUNCIONALIDADE_SISTEMA, IDADE_MAXIMA_DO_BACKUP_EM_HORAS, idadeDoBackup, taxaDeAcerto, tamanhoLegivel, type RespostaDoSistema } from './sistema';

const dataHora = (iso: string) => new Date(iso).toLocaleString('pt-BR');

/** Sistema: saúde e versão de cada subgrafo, migrações, cache, fila e último backup (funcionalidade Admin). */
export function SistemaPage({ buscar = buscarSistema }: { buscar?: typeof buscarSistema }) {
  usePageTitle('Sistema');
  const { possuiFuncionalidade } = usePermissoes();
  const permitido = possuiFuncionalidade(FUNCIONALIDADE_SISTEMA);
  const [resposta, setResposta] = useState<RespostaDoSistema | null>(null);

  useEffect(() => {
    if (!permitido) return;
    let ativo = true;
    void buscar().then((r) => ativo && setResposta(r));
    return () => {
      ativo = false;
    };
  }, [buscar, permitido]);

  if (!permitido) return <Navigate to={ROTA_ACESSO_NEGADO} replace />;
  if (!resposta) return <Loading />;
  if (!resposta.ok) return <ErrorState descricao={resposta.mensagem} />;
  const { estado } = resposta;
  const backup = estado.ultimoBackup;

  return (
    <Stack gap="6">
      <PageTitle>Sistema</PageTitle>
      <Text color="fg.muted">
        Versão do gateway: {estado.gateway.versao}. Consultado em {dataHora(estado.geradoEm)}.
      </Text>

      <Box as="section" aria-labelledby="titulo-subgrafos">
        <Text as="h2" id="titulo-subgrafos" fontWeight="semibold" mb="2">
          Serviços
        </Text>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Serviço</Table.ColumnHeader>
              <Table.ColumnHeader>Situação</Table.ColumnHeader>
              <Table.ColumnHeader>Versão</Table.ColumnHeader>
              <Table.ColumnHeader>Migrações aplicadas</Table.ColumnHeader>
              <Table.ColumnHeader>Última migração</Table.ColumnHeader>
              <Table.ColumnHeader>Pendentes</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {estado.subgrafos.map((subgrafo) => (
              <Table.Row key={subgrafo.nome}>
                <Table.Cell>{subgrafo.nome}</Table.Cell>
                <Table.Cell>
                  {!subgrafo.disponivel ? (
                    <Badge colorPalette="red">Fora do ar</Badge>
                  ) : subgrafo.estado?.banco ? (
                    <Badge colorPalette="green">No ar</Badge>
                  ) : (
                    <Badge colorPalette="orange">Sem banco de dados</Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{subgrafo.estado?.versao ?? '—'}</Table.Cell>
                <Table.Cell>{subgrafo.estado?.migracoes.aplicadas ?? '—'}</Table.Cell>
                <Table.Cell>{subgrafo.estado?.migracoes.ultima ?? '—'}</Table.Cell>
                <Table.Cell>{subgrafo.estado ? subgrafo.estado.migracoes.pendentes.length || 'nenhuma' : '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <Box as="section" aria-labelledby="titulo-cache">
        <Text as="h2" id="titulo-cache" fontWeight="semibold" mb="2">
          Cache de respostas públicas
        </Text>
        <Text>
          Validade de {estado.cache.ttlMs / 1000} s, até {estado.cache.maxEntradas.toLocaleString('pt-BR')} respostas. Desde o início deste gateway:{' '}
          {estado.cache.acertos.toLocaleString('pt-BR')} acertos e {estado.cache.faltas.toLocaleString('pt-BR')} faltas (taxa de acerto {taxaDeAcerto(estado.cache)}).
        </Text>
      </Box>

      <Box as="section" aria-labelledby="titulo-fila">
        <Text as="h2" id="titulo-fila" fontWeight="semibold" mb="2">
          Fila de trabalhos
        </Text>
        <Text>{estado.fila.mensagem}</Text>
      </Box>

      <Box as="section" aria-labelledby="titulo-backup">
        <Text as="h2" id="titulo-backup" fontWeight="semibold" mb="2">
          Último backup
        </Text>
        {!backup ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>Nenhum backup registrado. Rode npm run backup (docs/operacao.md).</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="2">
            <Text>
              {backup.arquivo} ({tamanhoLegivel(backup.bytes)}), feito em {dataHora(backup.criadoEm)}, {idadeDoBackup(backup.idadeEmHoras)}.
            </Text>
            {backup.idadeEmHoras > IDADE_MAXIMA_DO_BACKUP_EM_HORAS && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>O último backup tem mais de um dia.</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
