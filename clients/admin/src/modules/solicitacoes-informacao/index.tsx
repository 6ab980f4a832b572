import {
  formatarData,
  MOTIVOS_NEGATIVA_LAI,
  ROTULOS_DECISAO_LAI,
  ROTULOS_RECURSO_LAI,
  ROTULOS_STATUS_LAI,
  type DecisaoLai,
  type DecisaoRecursoLai,
  type MotivoNegativaLai,
  type SituacaoDoPrazo,
  type StatusLai,
} from '@alego/catalog';
import { formatDataHora } from '@alego/ui';
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, DataList, Dialog, Field, Heading, Link, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { possuiPermissoes } from '../../auth/permissoes';
import { useSession } from '../../auth/useSession';
import type { SolicitacaoInformacaoQuery, SolicitacoesInformacaoQuery } from '../../gql/graphql';
import { ProrrogarSolicitacaoInformacaoDocument, ResponderRecursoInformacaoDocument, ResponderSolicitacaoInformacaoDocument, SolicitacaoInformacaoDocument, SolicitacoesInformacaoDocument } from '../../gql/graphql';
import { definirRecurso } from '../../kit/definirRecurso';
import { MENSAGENS, mensagemDoErro } from '../../kit/mensagens';
import type { Coluna, PropsAcoes } from '../../kit/recurso';
import { avisos } from '../../shell/avisos';

type Resumo = NonNullable<SolicitacoesInformacaoQuery['solicitacoesInformacao']>['itens'][number];
type Detalhe = NonNullable<SolicitacaoInformacaoQuery['solicitacaoInformacao']>;

const PERMISSAO = 'api/admin/solicitacao_informacao';
const CORES_PRAZO: Record<SituacaoDoPrazo, string> = { no_prazo: 'green', vence_em_breve: 'orange', vencida: 'red' };

/** The deadline with its state: overdue in red, due in the last days in orange (PRAZOS_LAI.alerta). */
function Prazo({ s }: { s: { prazo: string; prorrogada: boolean; situacaoDoPrazo?: string | null; rotuloSituacaoDoPrazo?: string | null } }) {
  return (
    <Stack direction="row" gap="2" align="center">
      <Text as="span">
        {formatarData(s.prazo)}
        {s.prorrogada ? ' (prorrogado)' : ''}
      </Text>
      {s.situacaoDoPrazo ? <Badge colorPalette={CORES_PRAZO[s.situacaoDoPrazo as SituacaoDoPrazo]}>{s.rotuloSituacaoDoPrazo}</Badge> : null}
    </Stack>
  );
}

const colunas: Coluna<Resumo>[] = [
  { titulo: 'Protocolo', valor: (s) => s.protocolo },
  { titulo: 'Requerente', valor: (s) => s.nome },
  { titulo: 'Recebido em', valor: (s) => formatarData(s.recebidaEm) },
  { titulo: 'Prazo', valor: (s) => <Prazo s={s} /> },
  { titulo: 'Situação', valor: (s) => ROTULOS_STATUS_LAI[s.status as StatusLai] },
];

function Item(props: { rotulo: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{props.rotulo}</DataList.ItemLabel>
      <DataList.ItemValue whiteSpace="pre-wrap">{props.children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function Exibicao({ item: s }: { item: Detalhe }) {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        Pedido nº {s.protocolo}
      </Heading>
      <DataList.Root orientation="horizontal">
        <Item rotulo="Situação">{ROTULOS_STATUS_LAI[s.status as StatusLai]}</Item>
        <Item rotulo="Prazo">
          <Prazo s={s} />
        </Item>
        <Item rotulo="Recebido em">{formatarData(s.recebidaEm)}</Item>
        <Item rotulo="Requerente">{s.nome}</Item>
        <Item rotulo="E-mail">
          <Link href={`mailto:${s.email}`}>{s.email}</Link>
        </Item>
        <Item rotulo="Telefone">{s.telefone ?? '-'}</Item>
        {s.justificativaProrrogacao ? <Item rotulo="Justificativa da prorrogação">{s.justificativaProrrogacao}</Item> : null}
      </DataList.Root>
      <Box as="section">
        <Heading as="h3" size="md" mb="2">
          Pedido
        </Heading>
        <Text whiteSpace="pre-wrap" borderWidth="1px" borderRadius="md" p="4">
          {s.pedido}
        </Text>
      </Box>
      {s.resposta ? (
        <Box as="section">
          <Heading as="h3" size="md" mb="2">
            Resposta: {ROTULOS_DECISAO_LAI[s.decisao as DecisaoLai]}
            {s.motivoNegativa ? ` (${MOTIVOS_NEGATIVA_LAI[s.motivoNegativa as MotivoNegativaLai]})` : ''}
          </Heading>
          <Text whiteSpace="pre-wrap" borderWidth="1px" borderRadius="md" p="4">
            {s.resposta}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {s.respondidaPor ?? '-'}
            {s.respondidaEm ? ` em ${formatDataHora(s.respondidaEm)}` : ''}
          </Text>
          {s.pdfResposta ? (
            <Link href={s.pdfResposta.url} target="_blank" rel="noopener">
              PDF da resposta: {s.pdfResposta.nome}
            </Link>
          ) : null}
        </Box>
      ) : null}
      {s.recursos.map((r) => (
        <Box as="section" key={r.id}>
          <Heading as="h3" size="md" mb="2">
            Recurso em {r.instancia}ª instância (prazo {formatarData(r.prazo)})
          </Heading>
          <Text whiteSpace="pre-wrap" borderWidth="1px" borderRadius="md" p="4">
            {r.razoes}
          </Text>
          {r.resposta ? (
            <Text mt="2">
              {ROTULOS_RECURSO_LAI[r.decisao as DecisaoRecursoLai]}: {r.resposta}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/** One dialog for the three actions: its fields, its submit. */
function Modal(props: { titulo: string; botao: string; ocupado: boolean; aoFechar: () => void; aoEnviar: () => void; children: ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : props.aoFechar())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                props.aoEnviar();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{props.titulo}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{props.children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={props.aoFechar} disabled={props.ocupado}>
                  Cancelar
                </Button>
                <Button type="submit" colorPalette="brand" loading={props.ocupado} loadingText={MENSAGENS.salvando}>
                  {props.botao}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Selecao<T extends string>(props: { rotulo: string; valor: T | ''; opcoes: Record<T, string>; aoMudar: (v: T) => void }) {
  return (
    <Field.Root required>
      <Field.Label>
        {props.rotulo} <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.valor} onChange={(e) => props.aoMudar(e.currentTarget.value as T)}>
          <option value="">Selecione</option>
          {(Object.entries(props.opcoes) as [T, string][]).map(([v, r]) => (
            <option key={v} value={v}>
              {r}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Texto(props: { rotulo: string; valor: string; aoMudar: (v: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>
        {props.rotulo} <Field.RequiredIndicator />
      </Field.Label>
      <Textarea rows={6} value={props.valor} onChange={(e) => props.aoMudar(e.currentTarget.value)} />
    </Field.Root>
  );
}

type Acao = 'prorrogar' | 'responder' | 'recurso';

/** Prorrogar (uma vez, com justificativa), Responder (texto, decisão e PDF) e Decidir recurso: com `#update`. */
function Acoes({ item, aoConcluir, local }: PropsAcoes<{ id: string; status: string; prorrogada: boolean }>) {
  const sessao = useSession();
  const [aberta, setAberta] = useState<Acao | null>(null);
  const [texto, setTexto] = useState('');
  const [decisao, setDecisao] = useState<DecisaoLai | ''>('');
  const [motivo, setMotivo] = useState<MotivoNegativaLai | ''>('');
  const [decisaoRecurso, setDecisaoRecurso] = useState<DecisaoRecursoLai | ''>('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [prorrogar, p] = useMutation(ProrrogarSolicitacaoInformacaoDocument, { refetchQueries: 'active' });
  const [responder, r] = useMutation(ResponderSolicitacaoInformacaoDocument, { refetchQueries: 'active' });
  const [decidir, d] = useMutation(ResponderRecursoInformacaoDocument, { refetchQueries: 'active' });
  if (!possuiPermissoes([`${PERMISSAO}#update`], sessao)) return null;
  const abrir = (acao: Acao) => {
    setTexto('');
    setAberta(acao);
  };
  const executar = async (fazer: () => Promise<unknown>, sucesso: string) => {
    try {
      await fazer();
      avisos.sucesso(sucesso);
      setAberta(null);
      aoConcluir();
    } catch (falha) {
      avisos.erro(mensagemDoErro(falha, MENSAGENS.falhaEnviar));
    }
  };
  const tamanho = local === 'lista' ? 'xs' : 'sm';
  return (
    <Stack direction="row" gap="2">
      {item.status === 'aguardando_resposta' && !item.prorrogada ? (
        <Button size={tamanho} variant="outline" onClick={() => abrir('prorrogar')}>
          Prorrogar prazo
        </Button>
      ) : null}
      {item.status === 'aguardando_resposta' ? (
        <Button size={tamanho} colorPalette="brand" onClick={() => abrir('responder')}>
          Responder
        </Button>
      ) : null}
      {item.status === 'em_recurso' ? (
        <Button size={tamanho} colorPalette="brand" onClick={() => abrir('recurso')}>
          Decidir recurso
        </Button>
      ) : null}
      {aberta === 'prorrogar' ? (
        <Modal
          titulo="Prorrogar prazo por 10 dias"
          botao="Prorrogar"
          ocupado={p.loading}
          aoFechar={() => setAberta(null)}
          aoEnviar={() => void executar(() => prorrogar({ variables: { id: item.id, justificativa: texto } }), 'Prazo prorrogado. O requerente foi avisado por e-mail.')}
        >
          <Texto rotulo="Justificativa" valor={texto} aoMudar={setTexto} />
        </Modal>
      ) : null}
      {aberta === 'responder' ? (
        <Modal
          titulo="Responder pedido"
          botao="Enviar resposta"
          ocupado={r.loading}
          aoFechar={() => setAberta(null)}
          aoEnviar={() =>
            void executar(
              () => responder({ variables: { id: item.id, dados: { resposta: texto, decisao: decisao as DecisaoLai, motivoNegativa: motivo || null, pdfResposta: pdf } } }),
              'Resposta enviada ao requerente.',
            )
          }
        >
          <Texto rotulo="Resposta" valor={texto} aoMudar={setTexto} />
          <Selecao rotulo="Decisão" valor={decisao} opcoes={ROTULOS_DECISAO_LAI} aoMudar={setDecisao} />
          {decisao && decisao !== 'deferida' ? <Selecao rotulo="Motivo da negativa" valor={motivo} opcoes={MOTIVOS_NEGATIVA_LAI} aoMudar={setMotivo} /> : null}
          <Field.Root>
            <Field.Label>PDF da resposta (opcional)</Field.Label>
            <input type="file" accept="application/pdf,.pdf" onChange={(e) => setPdf(e.currentTarget.files?.[0] ?? null)} />
            <Field.HelperText>Até 20 MB.</Field.HelperText>
          </Field.Root>
        </Modal>
      ) : null}
      {aberta === 'recurso' ? (
        <Modal
          titulo="Decidir recurso"
          botao="Enviar decisão"
          ocupado={d.loading}
          aoFechar={() => setAberta(null)}
          aoEnviar={() => void executar(() => decidir({ variables: { id: item.id, dados: { resposta: texto, decisao: decisaoRecurso as DecisaoRecursoLai } } }), 'Decisão enviada ao requerente.')}
        >
          <Texto rotulo="Fundamentação" valor={texto} aoMudar={setTexto} />
          <Selecao rotulo="Decisão" valor={decisaoRecurso} opcoes={ROTULOS_RECURSO_LAI} aoMudar={setDecisaoRecurso} />
        </Modal>
      ) : null}
    </Stack>
  );
}

/** Fila dos pedidos de acesso à informação: uma aba por situação, o prazo mais próximo primeiro. */
export const solicitacoesInformacao = definirRecurso<Detalhe, Record<string, never>>({
  nome: 'solicitacao_informacao',
  rotulo: 'Acesso à informação',
  rotuloItem: 'Pedido de acesso à informação',
  grupo: 'Portal',
  permissaoBase: PERMISSAO,
  caminho: '/solicitacoes-informacao',
  documentos: { lista: SolicitacoesInformacaoDocument, item: SolicitacaoInformacaoDocument },
  parametros: {
    paramAba: 'aba',
    abas: [
      { valor: 'aguardando', rotulo: 'Aguardando resposta', filtro: { status: 'aguardando_resposta' } },
      { valor: 'recursos', rotulo: 'Em recurso', filtro: { status: 'em_recurso' } },
      { valor: 'respondidas', rotulo: 'Respondidas', filtro: { status: 'respondida' } },
      { valor: 'encerradas', rotulo: 'Encerradas', filtro: { status: 'encerrada' } },
    ],
    filtrosDaUrl: { protocolo: 'protocolo' },
  },
  rotuloBusca: 'Buscar por nome ou pedido',
  colunas,
  descrever: (s) => `o pedido ${s.protocolo}`,
  Acoes,
  Exibicao,
});
