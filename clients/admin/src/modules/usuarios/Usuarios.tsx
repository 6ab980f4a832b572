import { EmptyState, ErrorState, Loading, PageTitle } from '@alego/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Flex, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Confirmacao } from '../../kit/Confirmacao';
import { mensagemDoErro } from '../../kit/mensagens';
import { avisos } from '../../shell/avisos';
import { usePageTitle } from '../../shell/usePageTitle';
import { AtualizarUsuarioAdminDocument, CriarUsuarioAdminDocument, DefinirVinculoAdminDocument, EnviarLinkDeSenhaAdminDocument, OpcoesUsuarioAdminDocument, UsuariosAdminDocument } from './documentos';
import { SeletorDePermissoes } from './SeletorDePermissoes';

const FALHA = 'Não foi possível salvar o usuário.';

interface Escolha {
  permissoes: string[];
  funcionalidades: string[];
}

/** Formulário de novo usuário ou das permissões de um usuário numa lotação. */
function FormularioUsuario({ usuario, aoSalvar }: { usuario?: { id: string; nome: string; vinculos: { lotacao: { id: string }; permissoes: string[]; funcionalidades: string[] }[] }; aoSalvar: () => void }) {
  const { data } = useQuery(OpcoesUsuarioAdminDocument);
  const [criar, criacao] = useMutation(CriarUsuarioAdminDocument);
  const [definir, definicao] = useMutation(DefinirVinculoAdminDocument);
  const [lotacaoId, setLotacaoId] = useState(usuario?.vinculos[0]?.lotacao.id ?? '');
  const vinculo = usuario?.vinculos.find((v) => v.lotacao.id === lotacaoId);
  const [escolha, setEscolha] = useState<Escolha>({ permissoes: vinculo?.permissoes ?? [], funcionalidades: vinculo?.funcionalidades ?? [] });
  const catalogo = data?.catalogoDePermissoes;
  const lotacoes = data?.lotacoes?.itens ?? [];
  if (!catalogo) return <Loading />;

  function trocarLotacao(id: string) {
    setLotacaoId(id);
    const outro = usuario?.vinculos.find((v) => v.lotacao.id === id);
    setEscolha({ permissoes: outro?.permissoes ?? [], funcionalidades: outro?.funcionalidades ?? [] });
  }

  async function salvar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    const dados = new FormData(evento.currentTarget);
    const texto = (nome: string) => String(dados.get(nome) ?? '');
    try {
      if (usuario) await definir({ variables: { dados: { usuarioId: usuario.id, lotacaoId, ...escolha } } });
      else await criar({ variables: { dados: { login: texto('login'), nome: texto('nome'), email: texto('email') || null, senha: texto('senha'), lotacaoPadraoId: lotacaoId, ...escolha } } });
      avisos.sucesso(usuario ? 'Permissões salvas com sucesso.' : 'Usuário criado com sucesso.');
      aoSalvar();
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, FALHA));
    }
  }

  return (
    <form onSubmit={salvar} aria-label={usuario ? `Permissões de ${usuario.nome}` : 'Novo usuário'}>
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
        {!usuario && (
          <Flex gap="3" wrap="wrap">
            <Field.Root maxW="56" required>
              <Field.Label>Login</Field.Label>
              <Input name="login" autoComplete="off" />
            </Field.Root>
            <Field.Root maxW="80" required>
              <Field.Label>Nome</Field.Label>
              <Input name="nome" />
            </Field.Root>
            <Field.Root maxW="80">
              <Field.Label>E-mail</Field.Label>
              <Input name="email" type="email" />
            </Field.Root>
            <Field.Root maxW="56" required>
              <Field.Label>Senha inicial</Field.Label>
              <Input name="senha" type="password" autoComplete="new-password" />
            </Field.Root>
          </Flex>
        )}
        <Field.Root maxW="96" required>
          <Field.Label>{usuario ? 'Lotação' : 'Lotação padrão'}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="lotacao" value={lotacaoId} onChange={(e) => trocarLotacao(e.currentTarget.value)}>
              <option value="">Selecione</option>
              {lotacoes.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.sigla} — {l.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SeletorDePermissoes catalogo={catalogo} permissoes={escolha.permissoes} funcionalidades={escolha.funcionalidades} aoMudar={setEscolha} />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={criacao.loading || definicao.loading}>
            Salvar
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** usuarios: contas da equipe, criação, desativação e permissões por lotação (funcionalidade Admin). */
export function Usuarios() {
  usePageTitle('Usuários');
  const [termo, setTermo] = useState('');
  const [pagina, setPagina] = useState(1);
  const [editando, setEditando] = useState<string | 'novo' | null>(null);
  const { data, loading, error, refetch } = useQuery(UsuariosAdminDocument, { variables: { filtro: { termo: termo || null }, pagina }, fetchPolicy: 'network-only' });
  const [atualizar] = useMutation(AtualizarUsuarioAdminDocument);
  const [enviarLink, envioDeLink] = useMutation(EnviarLinkDeSenhaAdminDocument);
  // The account whose password link waits for the administrator's confirmation.
  const [linkPara, setLinkPara] = useState<{ id: string; nome: string; email: string } | null>(null);
  const lista = data?.usuarios;
  const emEdicao = lista?.itens.find((u) => u.id === editando);

  async function alternarAtivo(id: string, ativo: boolean) {
    try {
      await atualizar({ variables: { id, dados: { ativo } } });
      avisos.sucesso(ativo ? 'Usuário reativado.' : 'Usuário desativado: perde o acesso na próxima renovação do token.');
      await refetch();
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, FALHA));
    }
  }

  async function confirmarLink() {
    if (!linkPara) return;
    try {
      const { data: enviado } = await enviarLink({ variables: { id: linkPara.id } });
      if (enviado) avisos.sucesso(enviado.enviarLinkDeSenha.mensagem);
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, 'Não foi possível enviar o link.'));
    } finally {
      setLinkPara(null);
    }
  }

  const aoSalvar = () => {
    setEditando(null);
    void refetch();
  };

  return (
    <Stack gap="4">
      <PageTitle>Usuários</PageTitle>
      <HStack>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setTermo(String(new FormData(e.currentTarget).get('termo') ?? ''));
            setPagina(1);
          }}
        >
          <HStack>
            <Input name="termo" placeholder="Buscar por nome ou login" aria-label="Buscar por nome ou login" maxW="80" />
            <Button type="submit" variant="outline">
              Buscar
            </Button>
          </HStack>
        </form>
        <Button colorPalette="brand" onClick={() => setEditando('novo')}>
          Novo usuário
        </Button>
      </HStack>
      <Confirmacao
        aberta={linkPara !== null}
        titulo="Enviar link de senha"
        texto={linkPara ? `Enviar para ${linkPara.email} um link para ${linkPara.nome} definir uma nova senha? O link vale por 24 horas; a senha atual continua valendo até ser trocada.` : ''}
        aoConfirmar={() => void confirmarLink()}
        aoCancelar={() => setLinkPara(null)}
        ocupado={envioDeLink.loading}
      />
      {editando === 'novo' && <FormularioUsuario aoSalvar={aoSalvar} />}
      {emEdicao && <FormularioUsuario key={emEdicao.id} usuario={emEdicao} aoSalvar={aoSalvar} />}
      {error ? (
        <ErrorState titulo={mensagemDoErro(error, 'Não foi possível carregar os usuários.')} />
      ) : loading && !lista ? (
        <Loading />
      ) : !lista?.itens.length ? (
        <EmptyState titulo="Nenhum usuário encontrado." />
      ) : (
        <>
          <Table.Root size="sm" aria-label="Usuários">
            <Table.Header>
              <Table.Row>
                {['Nome', 'Login', 'Lotações', 'Situação', 'Ações'].map((t) => (
                  <Table.ColumnHeader key={t}>{t}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lista.itens.map((u) => (
                <Table.Row key={u.id}>
                  <Table.Cell>{u.nome}</Table.Cell>
                  <Table.Cell>{u.login}</Table.Cell>
                  <Table.Cell>{u.vinculos.map((v) => v.lotacao.sigla).join(', ')}</Table.Cell>
                  <Table.Cell>{u.ativo ? 'Ativo' : 'Desativado'}</Table.Cell>
                  <Table.Cell>
                    <HStack>
                      <Button size="xs" variant="outline" onClick={() => setEditando(u.id)}>
                        Permissões
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => alternarAtivo(u.id, !u.ativo)}>
                        {u.ativo ? 'Desativar' : 'Reativar'}
                      </Button>
                      {/* The password reaches the person by e-mail, never through the administrator (docs/autenticacao.md). */}
                      {u.ativo && u.email ? (
                        <Button size="xs" variant="outline" onClick={() => setLinkPara({ id: u.id, nome: u.nome, email: u.email! })}>
                          Enviar link de senha
                        </Button>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <HStack justify="space-between">
            <Text fontSize="sm">
              {lista.total} usuários · página {lista.pagina} de {lista.totalPaginas}
            </Text>
            <HStack>
              <Button size="sm" variant="outline" disabled={pagina <= 1} onClick={() => setPagina(pagina - 1)}>
                Anterior
              </Button>
              <Button size="sm" variant="outline" disabled={pagina >= lista.totalPaginas} onClick={() => setPagina(pagina + 1)}>
                Próxima
              </Button>
            </HStack>
          </HStack>
        </>
      )}
    </Stack>
  );
}
