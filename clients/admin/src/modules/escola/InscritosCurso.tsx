import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { MENSAGENS_ESCOLA } from '@alego/catalog';
import { Badge, Button, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { baixarArquivo, blobDeBase64 } from '@alego/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { possuiPermissoes } from '../../auth/permissoes';
import { mensagemDoErro } from '../../kit/mensagens';
import { avisos } from '../../shell/avisos';
import { AlterarStatusInscricaoDocument, ExcluirCertificadoDocument, GerarCertificadosDocument, InscritosCursoDocument, RelatorioInscritosDocument } from './documentos';

const POR_PAGINA = 12;

/**
 * Inscritos de um curso (inscritos-curso?id&pagina&termo): situação de cada inscrição (alterar_status_inscricao),
 * certificados em lote (gerar-certificado), exclusão de certificado (excluir-certificado) e o relatório em PDF
 * (gerar-relatorio). Na exibição do curso e na rota própria.
 */
export function InscritosCurso({ cursoId }: { cursoId: string }) {
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const termo = params.get('termo') ?? '';
  const [busca, setBusca] = useState(termo);
  const { data, refetch, loading } = useQuery(InscritosCursoDocument, { variables: { cursoId, termo: termo || null, pagina, porPagina: POR_PAGINA }, fetchPolicy: 'network-only' });
  const cliente = useApolloClient();
  const [alterar] = useMutation(AlterarStatusInscricaoDocument);
  const [gerar, { loading: gerando }] = useMutation(GerarCertificadosDocument);
  const [excluir] = useMutation(ExcluirCertificadoDocument);
  const podeAlterar = possuiPermissoes(['api/admin/cursos#update']);
  const podeGerar = possuiPermissoes(['api/admin/inscritos_curso#gerar_certificado']);
  const podeExcluir = possuiPermissoes(['api/admin/inscritos_curso#excluir_certificado']);
  const podeRelatorio = possuiPermissoes(['api/admin/inscritos_curso#gerar_relatorio']);
  const pagina_ = data?.inscritosCurso;

  const executar = async (acao: () => Promise<unknown>, sucesso: (r: unknown) => string, falha: string) => {
    try {
      const r = await acao();
      avisos.sucesso(sucesso(r));
      await refetch();
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, falha));
    }
  };
  const relatorio = async () => {
    try {
      const { data: r } = await cliente.query({ query: RelatorioInscritosDocument, variables: { cursoId }, fetchPolicy: 'network-only' });
      if (r?.relatorioInscritos) baixarArquivo(r.relatorioInscritos.nome, blobDeBase64(r.relatorioInscritos.conteudoBase64, 'application/pdf'));
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, 'Não foi possível gerar o relatório.'));
    }
  };

  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h2" size="md">
          Inscritos ({pagina_?.total ?? 0})
        </Heading>
        <Flex gap="2" wrap="wrap">
          {podeGerar ? (
            <Button
              size="sm"
              colorPalette="brand"
              loading={gerando}
              onClick={() => void executar(() => gerar({ variables: { cursoId } }), () => MENSAGENS_ESCOLA.certificadosGerados, MENSAGENS_ESCOLA.certificadosNaoGerados)}
            >
              Gerar certificados
            </Button>
          ) : null}
          {podeRelatorio ? (
            <Button size="sm" variant="outline" onClick={() => void relatorio()}>
              Relatório de inscritos (PDF)
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Flex
        as="form"
        gap="2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams((p) => {
            const novo = new URLSearchParams(p);
            if (busca.trim()) novo.set('termo', busca.trim());
            else novo.delete('termo');
            novo.delete('pagina');
            return novo;
          });
        }}
      >
        <Input size="sm" aria-label="Buscar inscrito por nome" placeholder="Buscar por nome" value={busca} onChange={(e) => setBusca(e.target.value)} maxW="sm" />
        <Button size="sm" type="submit" variant="outline">
          Buscar
        </Button>
      </Flex>
      {pagina_?.itens.length ? (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Nome</Table.ColumnHeader>
              <Table.ColumnHeader>Situação</Table.ColumnHeader>
              <Table.ColumnHeader>Certificado</Table.ColumnHeader>
              <Table.ColumnHeader>Ações</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pagina_.itens.map((i) => (
              <Table.Row key={i.id}>
                <Table.Cell>{i.nome}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={i.status === 'aprovada' ? 'green' : i.status === 'pendente' ? 'yellow' : 'gray'}>{i.statusDescricao}</Badge>
                </Table.Cell>
                <Table.Cell>{i.codigoCertificado ?? '—'}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2" wrap="wrap">
                    {podeAlterar && i.status !== 'aprovada' ? (
                      <Button size="xs" onClick={() => void executar(() => alterar({ variables: { cursoId, inscricaoId: i.id, status: 'aprovada' } }), () => MENSAGENS_ESCOLA.inscricaoSalva, 'Não foi possível alterar a inscrição.')}>
                        Aprovar
                      </Button>
                    ) : null}
                    {podeAlterar && i.status === 'aprovada' && !i.certificado ? (
                      <Button size="xs" variant="outline" onClick={() => void executar(() => alterar({ variables: { cursoId, inscricaoId: i.id, status: 'reprovada' } }), () => MENSAGENS_ESCOLA.inscricaoSalva, 'Não foi possível alterar a inscrição.')}>
                        Reprovar
                      </Button>
                    ) : null}
                    {podeExcluir && i.certificado ? (
                      <Button size="xs" colorPalette="red" variant="outline" onClick={() => void executar(() => excluir({ variables: { inscricaoId: i.id } }), () => MENSAGENS_ESCOLA.certificadoExcluido, MENSAGENS_ESCOLA.certificadoNaoExcluido)}>
                        Excluir certificado
                      </Button>
                    ) : null}
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text color="fg.muted">{loading ? 'Buscando dados...' : 'Nenhum inscrito.'}</Text>
      )}
      {(pagina_?.totalPaginas ?? 1) > 1 ? (
        <Flex gap="2" align="center">
          <Button size="xs" variant="outline" disabled={pagina <= 1} onClick={() => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), pagina: String(pagina - 1) }))}>
            Anterior
          </Button>
          <Text fontSize="sm">
            Página {pagina} de {pagina_?.totalPaginas}
          </Text>
          <Button size="xs" variant="outline" disabled={pagina >= (pagina_?.totalPaginas ?? 1)} onClick={() => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), pagina: String(pagina + 1) }))}>
            Próxima
          </Button>
        </Flex>
      ) : null}
    </Stack>
  );
}

/** A rota `inscritos-curso?id&pagina&termo`. */
export function PaginaInscritosCurso() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <InscritosCurso cursoId={id} /> : <Text>Escolha um curso na lista de cursos.</Text>;
}
