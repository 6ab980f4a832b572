import {
  hojeEmBrasilia,
  formatarData,
  LIMITES_LAI,
  MENSAGENS_LAI,
  MOTIVOS_NEGATIVA_LAI,
  nomeDoMes,
  ROTULOS_DECISAO_LAI,
  ROTULOS_RECURSO_LAI,
  ROTULOS_STATUS_LAI,
  type DecisaoLai,
  type DecisaoRecursoLai,
  type MotivoNegativaLai,
  type StatusLai,
} from '@alego/catalog';
import { Recaptcha } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type {
  ConsultarSolicitacaoInformacaoQuery,
  EnviarSolicitacaoInformacaoMutation,
  EstatisticasSolicitacoesInformacaoQuery,
  RecorrerSolicitacaoInformacaoMutation,
  VocabulariosSolicitacaoInformacaoQuery,
} from '../../gql/institucional/graphql';
import { CamposDeLocalidade } from '../../componentes/Localidade';
import { configuracaoDoSite } from '../../configuracao';
import { AvisoDeErro, AvisoDeStatus, BotaoEnviar, Campo, estiloDoCampo, Formulario, LinkInterno, MensagemDeErro, PaginaCidadao } from '../cidadao/comum/Formulario';
import { useSessaoCidadao } from '../cidadao/session';
import { executarOperacao, MENSAGEM_RECAPTCHA, MENSAGENS_ENVIO } from './envio';
import documento from './solicitacoes-informacao.graphql?raw';

export const CAMINHO_LAI = '/transparencia/solicitacoes-informacao';

type CampoLai = 'tipoPessoa' | 'nome' | 'email' | 'telefone' | 'genero' | 'escolaridade' | 'ocupacao' | 'objetivo' | 'pedido';

/** Server messages back to their fields (the catalog writes them once). */
const CAMPO_POR_MENSAGEM: Record<string, CampoLai> = {
  [MENSAGENS_LAI.tipoPessoa]: 'tipoPessoa',
  [MENSAGENS_LAI.nome]: 'nome',
  [MENSAGENS_LAI.nomeLongo]: 'nome',
  [MENSAGENS_LAI.email]: 'email',
  [MENSAGENS_LAI.emailInvalido]: 'email',
  [MENSAGENS_LAI.telefone]: 'telefone',
  [MENSAGENS_LAI.opcao('gênero')]: 'genero',
  [MENSAGENS_LAI.opcao('escolaridade')]: 'escolaridade',
  [MENSAGENS_LAI.opcao('ocupação')]: 'ocupacao',
  [MENSAGENS_LAI.opcao('objetivo')]: 'objetivo',
  [MENSAGENS_LAI.pedido]: 'pedido',
  [MENSAGENS_LAI.pedidoLongo]: 'pedido',
};

/** O resultado do envio sem JavaScript (o gateway volta para a página com `?protocolo=&prazo=` ou `?erro=`). */
export interface ResultadoLaiDaUrl {
  enviado: { protocolo: string; prazo: string; mensagem: string } | null;
  erros: Partial<Record<CampoLai, string>>;
  erroDeLocalidade: string | null;
  erroGeral: string | null;
}

/**
 * Lê o resultado do envio sem JavaScript. Só números de protocolo, datas e mensagens conhecidas aparecem: um link
 * forjado não põe texto arbitrário na página.
 */
export function resultadoLaiDaUrl(url: URL): ResultadoLaiDaUrl {
  const protocolo = url.searchParams.get('protocolo') ?? '';
  const prazo = url.searchParams.get('prazo') ?? '';
  const erros: Partial<Record<CampoLai, string>> = {};
  let erroDeLocalidade: string | null = null;
  const gerais = new Set<string>();
  for (const erro of url.searchParams.getAll('erro')) {
    const campo = CAMPO_POR_MENSAGEM[erro];
    if (campo) erros[campo] ??= erro;
    else if (erro === MENSAGENS_LAI.estado || erro === MENSAGENS_LAI.municipio) erroDeLocalidade ??= erro;
    else if (erro === 'limite') gerais.add(MENSAGENS_ENVIO.muitasTentativas);
    else if (erro === 'indisponivel') gerais.add(MENSAGENS_ENVIO.indisponivel);
    else if (erro === MENSAGEM_RECAPTCHA) gerais.add(MENSAGEM_RECAPTCHA);
  }
  const enviado = /^\d{10,12}$/.test(protocolo) && /^\d{4}-\d{2}-\d{2}$/.test(prazo) ? { protocolo, prazo, mensagem: MENSAGENS_LAI.enviada } : null;
  return { enviado, erros, erroDeLocalidade, erroGeral: [...gerais].join(' ') || null };
}

function Rotulo(props: { htmlFor: string; obrigatorio?: boolean; children: ReactNode }) {
  return (
    <chakra.label htmlFor={props.htmlFor} display="block" fontWeight="semibold" mb="1.5">
      {props.children}
      {props.obrigatorio ? (
        <Text as="span" color="fg.error" ms="1" aria-hidden="true">
          *
        </Text>
      ) : null}
    </chakra.label>
  );
}

function Selecao(props: { id: CampoLai; rotulo: string; opcoes: { valor: string; rotulo: string }[]; erro?: string; obrigatorio?: boolean }) {
  return (
    <Box>
      <Rotulo htmlFor={props.id} obrigatorio={props.obrigatorio}>
        {props.rotulo}
      </Rotulo>
      <chakra.select
        id={props.id}
        name={props.id}
        defaultValue=""
        aria-required={props.obrigatorio || undefined}
        aria-invalid={props.erro ? true : undefined}
        aria-describedby={props.erro ? `${props.id}-erro` : undefined}
        {...estiloDoCampo}
      >
        <option value="">{props.obrigatorio ? 'Selecione' : 'Prefiro não informar'}</option>
        {props.opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </chakra.select>
      {props.erro ? <MensagemDeErro id={`${props.id}-erro`}>{props.erro}</MensagemDeErro> : null}
    </Box>
  );
}

function AreaDeTexto(props: { id: string; rotulo: string; erro?: string; maximo: number; ajuda?: string }) {
  return (
    <Box>
      <Rotulo htmlFor={props.id} obrigatorio>
        {props.rotulo}
      </Rotulo>
      {props.ajuda ? (
        <Text id={`${props.id}-ajuda`} fontSize="sm" color="fg.muted" mb="1.5">
          {props.ajuda}
        </Text>
      ) : null}
      <chakra.textarea
        id={props.id}
        name={props.id}
        rows={7}
        maxLength={props.maximo}
        aria-required
        aria-invalid={props.erro ? true : undefined}
        aria-describedby={[props.ajuda ? `${props.id}-ajuda` : '', props.erro ? `${props.id}-erro` : ''].join(' ').trim() || undefined}
        {...estiloDoCampo}
      />
      {props.erro ? <MensagemDeErro id={`${props.id}-erro`}>{props.erro}</MensagemDeErro> : null}
    </Box>
  );
}

const ORDEM: CampoLai[] = ['tipoPessoa', 'nome', 'email', 'telefone', 'genero', 'escolaridade', 'ocupacao', 'objetivo', 'pedido'];

function Links() {
  return (
    <Text fontSize="sm">
      <LinkInterno to={`${CAMINHO_LAI}/consulta`}>Consultar uma solicitação</LinkInterno> ·{' '}
      <LinkInterno to={`${CAMINHO_LAI}/estatisticas`}>Estatísticas dos pedidos</LinkInterno>
    </Text>
  );
}

/**
 * Pedido de acesso à informação (Lei 12.527/2011): identificação, o pedido e, opcionalmente, o perfil para as
 * estatísticas. O sucesso mostra o protocolo e o prazo, numa região anunciada que recebe o foco.
 */
export function SolicitacaoInformacaoPage() {
  const { resultado, ...vocabularios } = useLoaderData<VocabulariosSolicitacaoInformacaoQuery & { resultado: ResultadoLaiDaUrl }>();
  // Sem JavaScript, o envio volta do gateway com o resultado na URL (resultadoLaiDaUrl).
  const [erros, setErros] = useState<Partial<Record<CampoLai, string>>>(resultado.erros);
  const [erroGeral, setErroGeral] = useState<string | null>(resultado.erroGeral);
  const [enviado, setEnviado] = useState<{ protocolo: string; prazo: string; mensagem: string } | null>(resultado.enviado);
  const [enviando, setEnviando] = useState(false);
  const [rodada, setRodada] = useState(0);
  const [erroDeLocalidade, setErroDeLocalidade] = useState<string | undefined>(resultado.erroDeLocalidade ?? undefined);
  const sucesso = useRef<HTMLDivElement>(null);
  // Com a sessão do cidadão aberta, o pedido fica na conta dele (Minhas solicitações).
  const sessao = useSessaoCidadao();

  async function aoEnviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    if (enviando) return;
    const form = evento.currentTarget;
    const valores = new FormData(form);
    const texto = (nome: string) => String(valores.get(nome) ?? '').trim();
    const opcional = (nome: string) => texto(nome) || null;
    setEnviando(true);
    setErroGeral(null);
    const resultado = await executarOperacao<EnviarSolicitacaoInformacaoMutation>(documento, 'EnviarSolicitacaoInformacao', {
      dados: {
        tipoPessoa: texto('tipoPessoa'),
        nome: texto('nome'),
        email: texto('email'),
        telefone: opcional('telefone'),
        genero: opcional('genero'),
        escolaridade: opcional('escolaridade'),
        ocupacao: opcional('ocupacao'),
        objetivo: opcional('objetivo'),
        estadoId: texto('estadoId') ? Number(texto('estadoId')) : null,
        municipioId: texto('municipioId') ? Number(texto('municipioId')) : null,
        pedido: texto('pedido'),
      },
      recaptcha: texto('g-recaptcha-response'),
    }, undefined, sessao?.token ?? null);
    setEnviando(false);
    setRodada((r) => r + 1);
    if (!resultado.ok) {
      const novos: Partial<Record<CampoLai, string>> = {};
      const gerais: string[] = resultado.geral ? [resultado.geral] : [];
      setErroDeLocalidade(undefined);
      for (const mensagem of resultado.mensagens) {
        const campo = CAMPO_POR_MENSAGEM[mensagem];
        if (campo) novos[campo] ??= mensagem;
        else if (mensagem === MENSAGENS_LAI.estado || mensagem === MENSAGENS_LAI.municipio) setErroDeLocalidade(mensagem);
        else gerais.push(mensagem);
      }
      setErros(novos);
      setErroGeral(gerais.join(' ') || null);
      const primeiro = ORDEM.find((c) => novos[c]);
      if (primeiro) (form.elements.namedItem(primeiro) as HTMLElement | null)?.focus();
      return;
    }
    setErros({});
    form.reset();
    setEnviado(resultado.dados.enviarSolicitacaoInformacao);
    requestAnimationFrame(() => sucesso.current?.focus());
  }

  return (
    <PaginaCidadao
      titulo="Pedido de acesso à informação"
      subtitulo="Peça qualquer informação pública da Assembleia (Lei 12.527/2011). Não é preciso dizer o motivo. A resposta chega por e-mail em até 20 dias, prorrogáveis por mais 10 com justificativa."
    >
      <Stack gap="5">
        <Links />
        {sessao ? (
          <Text>
            Você está conectado como {sessao.usuario.nome}: o pedido ficará também em{' '}
            <LinkInterno to="/cidadao/solicitacoes">Minhas solicitações</LinkInterno>.
          </Text>
        ) : null}
        <Box ref={sucesso} tabIndex={-1} outline="none">
          <AvisoDeStatus mensagem={enviado?.mensagem ?? null} titulo={enviado ? `Protocolo nº ${enviado.protocolo}` : undefined}>
            {enviado ? <Text mt="1">Prazo de resposta: {formatarData(enviado.prazo)}. Enviamos um recibo para o seu e-mail.</Text> : null}
          </AvisoDeStatus>
        </Box>
        <AvisoDeErro mensagem={erroGeral} />
        {/* Sem JavaScript o formulário é enviado ao gateway (POST nesta mesma página), que volta para ela. */}
        <Formulario onSubmit={aoEnviar} rotulo="Pedido de acesso à informação" ocupado={enviando} method="post" action={CAMINHO_LAI}>
          <Selecao id="tipoPessoa" rotulo="Tipo de pessoa" opcoes={vocabularios.tipoPessoas ?? []} erro={erros.tipoPessoa} obrigatorio />
          <Campo id="nome" name="nome" rotulo="Nome ou razão social" autoComplete="name" obrigatorio erro={erros.nome} maxLength={LIMITES_LAI.texto} />
          <Campo id="email" name="email" rotulo="E-mail" type="email" inputMode="email" autoComplete="email" obrigatorio erro={erros.email} maxLength={LIMITES_LAI.texto} />
          <Campo id="telefone" name="telefone" rotulo="Telefone (opcional)" type="tel" inputMode="tel" autoComplete="tel" erro={erros.telefone} ajuda="Com DDD, por exemplo (62) 3221-3000." />
          <AreaDeTexto id="pedido" rotulo="Informação solicitada" erro={erros.pedido} maximo={LIMITES_LAI.pedido} ajuda="Descreva com clareza a informação que deseja receber." />
          <Box as="fieldset" borderWidth="1px" borderRadius="md" p="4">
            <chakra.legend px="1" fontWeight="semibold">
              Perfil (opcional, só para as estatísticas)
            </chakra.legend>
            <Stack gap="4">
              <CamposDeLocalidade erro={erroDeLocalidade} />
              <Selecao id="genero" rotulo="Gênero" opcoes={vocabularios.generos ?? []} erro={erros.genero} />
              <Selecao id="escolaridade" rotulo="Escolaridade" opcoes={vocabularios.escolaridades ?? []} erro={erros.escolaridade} />
              <Selecao id="ocupacao" rotulo="Ocupação" opcoes={vocabularios.ocupacoes ?? []} erro={erros.ocupacao} />
              <Selecao id="objetivo" rotulo="Objetivo" opcoes={vocabularios.objetivos ?? []} erro={erros.objetivo} />
            </Stack>
          </Box>
          <Recaptcha config={configuracaoDoSite().recaptcha} rodada={rodada} />
          <BotaoEnviar enviando={enviando} textoEnviando="Enviando…" alignSelf="flex-start">
            Enviar pedido
          </BotaoEnviar>
        </Formulario>
      </Stack>
    </PaginaCidadao>
  );
}

type Consulta = ConsultarSolicitacaoInformacaoQuery['consultarSolicitacaoInformacao'];
export interface DadosDaConsulta {
  protocolo: string;
  email: string;
  solicitacao: Consulta | null;
  erro: string | null;
}

function Item(props: { rotulo: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontWeight="semibold">
        {props.rotulo}
      </Text>
      <Text as="dd" ms="0" whiteSpace="pre-wrap">
        {props.children}
      </Text>
    </Box>
  );
}

function Recurso(props: { protocolo: string; email: string; instancia: number }) {
  const revalidar = useRevalidator();
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  async function aoEnviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    const razoes = String(new FormData(evento.currentTarget).get('razoes') ?? '');
    setEnviando(true);
    const resultado = await executarOperacao<RecorrerSolicitacaoInformacaoMutation>(documento, 'RecorrerSolicitacaoInformacao', { protocolo: props.protocolo, email: props.email, razoes });
    setEnviando(false);
    if (!resultado.ok) return setErro(resultado.geral ?? resultado.mensagens.join(' '));
    setErro(null);
    await revalidar.revalidate();
  }
  return (
    <Formulario onSubmit={aoEnviar} rotulo={`Recurso em ${props.instancia}ª instância`} ocupado={enviando}>
      <Heading as="h2" size="md">
        Recorrer em {props.instancia}ª instância
      </Heading>
      <AvisoDeErro mensagem={erro} />
      <AreaDeTexto id="razoes" rotulo="Razões do recurso" maximo={LIMITES_LAI.pedido} erro={erro === MENSAGENS_LAI.recurso ? erro : undefined} />
      <BotaoEnviar enviando={enviando} textoEnviando="Enviando…" alignSelf="flex-start">
        Enviar recurso
      </BotaoEnviar>
    </Formulario>
  );
}

/** Consulta por protocolo e e-mail: o pedido, a resposta (com o PDF), os recursos e, quando cabe, o formulário de recurso. */
export function ConsultaSolicitacaoInformacaoPage() {
  const { protocolo, email, solicitacao: s, erro } = useLoaderData<DadosDaConsulta>();
  const podeRecorrer = s && s.status === 'respondida' && s.recursos.length < 2 && hojeEmBrasilia() <= s.prazo;
  return (
    <PaginaCidadao titulo="Consultar pedido de acesso à informação" subtitulo="Informe o número de protocolo e o e-mail usado no pedido.">
      <Stack gap="6">
        <Links />
        <Formulario rotulo="Consultar solicitação" method="get" action={`${CAMINHO_LAI}/consulta`}>
          <Campo id="protocolo" name="protocolo" rotulo="Protocolo" inputMode="numeric" obrigatorio defaultValue={protocolo} />
          <Campo id="email" name="email" rotulo="E-mail" type="email" obrigatorio defaultValue={email} />
          <BotaoEnviar enviando={false} textoEnviando="" alignSelf="flex-start">
            Consultar
          </BotaoEnviar>
        </Formulario>
        <AvisoDeErro mensagem={erro} />
        {s ? (
          <Stack as="section" aria-labelledby="resultado" gap="4">
            <Heading as="h2" id="resultado" size="lg">
              Protocolo nº {s.protocolo}: {ROTULOS_STATUS_LAI[s.status as StatusLai]}
            </Heading>
            <Stack as="dl" gap="3">
              <Item rotulo="Recebido em">{formatarData(s.recebidaEm)}</Item>
              <Item rotulo={s.status === 'respondida' ? 'Prazo para recorrer' : 'Prazo'}>
                {formatarData(s.prazo)}
                {s.prorrogada ? ' (prorrogado)' : ''}
              </Item>
              {s.justificativaProrrogacao ? <Item rotulo="Justificativa da prorrogação">{s.justificativaProrrogacao}</Item> : null}
              <Item rotulo="Pedido">{s.pedido}</Item>
              {s.resposta ? (
                <>
                  <Item rotulo="Decisão">
                    {ROTULOS_DECISAO_LAI[s.decisao as DecisaoLai]}
                    {s.motivoNegativa ? ` – ${MOTIVOS_NEGATIVA_LAI[s.motivoNegativa as MotivoNegativaLai]}` : ''}
                  </Item>
                  <Item rotulo="Resposta">{s.resposta}</Item>
                  <Item rotulo="Resposta em PDF">
                    <chakra.a href={`/api/transparencia/solicitacoes_informacao/resposta.pdf?${new URLSearchParams({ protocolo: s.protocolo, email })}`} color="brand.fg" textDecoration="underline">
                      Baixar a resposta com código de verificação (PDF)
                    </chakra.a>
                  </Item>
                </>
              ) : null}
              {s.pdfResposta ? (
                <Item rotulo="Documento da resposta">
                  <chakra.a href={s.pdfResposta.url} color="brand.fg" textDecoration="underline">
                    {s.pdfResposta.nome} (PDF)
                  </chakra.a>
                </Item>
              ) : null}
              {s.recursos.map((r) => (
                <Item key={r.instancia} rotulo={`Recurso em ${r.instancia}ª instância`}>
                  {r.razoes}
                  {r.resposta ? `\n${ROTULOS_RECURSO_LAI[r.decisao as DecisaoRecursoLai]}: ${r.resposta}` : `\nAguardando decisão até ${formatarData(r.prazo)}.`}
                </Item>
              ))}
            </Stack>
            {podeRecorrer ? <Recurso protocolo={s.protocolo} email={email} instancia={s.recursos.length + 1} /> : null}
          </Stack>
        ) : null}
      </Stack>
    </PaginaCidadao>
  );
}

type Estatistica = NonNullable<EstatisticasSolicitacoesInformacaoQuery['estatisticasSolicitacoesInformacao']>[number];

/** Estatísticas do ano (Lei 12.527, art. 30, III): por mês e no ano, negativas por motivo e tempo médio de resposta. */
export function EstatisticasSolicitacaoInformacaoPage() {
  const { ano, linhas } = useLoaderData<{ ano: number; linhas: Estatistica[] }>();
  const total = linhas.find((l) => l.mes === null);
  const celula = { px: '3', py: '2', borderBottomWidth: '1px', textAlign: 'right' } as const;
  return (
    <PaginaCidadao titulo={`Estatísticas dos pedidos de acesso à informação – ${ano}`} subtitulo="Pedidos recebidos, atendidos e negados, por mês, e o tempo médio de resposta em dias corridos.">
      <Stack gap="6">
        <Links />
        <Formulario rotulo="Escolher o ano" method="get" action={`${CAMINHO_LAI}/estatisticas`}>
          <Campo id="ano" name="ano" rotulo="Ano" inputMode="numeric" defaultValue={String(ano)} />
          <BotaoEnviar enviando={false} textoEnviando="" alignSelf="flex-start">
            Ver
          </BotaoEnviar>
        </Formulario>
        <Box overflowX="auto">
          <chakra.table width="100%" borderCollapse="collapse">
            <caption>Pedidos de acesso à informação em {ano}</caption>
            <thead>
              <tr>
                {['Mês', 'Recebidos', 'Atendidos', 'Negados', 'Sem resposta', 'Prorrogados', 'Recursos', 'Tempo médio (dias)'].map((t) => (
                  <chakra.th key={t} scope="col" {...celula}>
                    {t}
                  </chakra.th>
                ))}
              </tr>
            </thead>
            <tbody>
              {linhas.map((l) => (
                <tr key={l.mes ?? 'ano'}>
                  <chakra.th scope="row" {...celula} textAlign="left" fontWeight={l.mes === null ? 'bold' : 'normal'}>
                    {l.mes === null ? 'Total do ano' : nomeDoMes(l.mes)}
                  </chakra.th>
                  {[l.recebidas, l.atendidas, l.negadas, l.pendentes, l.prorrogadas, l.recursos, l.tempoMedioResposta === null || l.tempoMedioResposta === undefined ? '–' : String(l.tempoMedioResposta).replace('.', ',')].map((v, i) => (
                    <chakra.td key={i} {...celula}>
                      {v}
                    </chakra.td>
                  ))}
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
        <Box>
          <Heading as="h2" size="md" mb="2">
            Negativas por motivo
          </Heading>
          {total?.motivosNegativa.length ? (
            <chakra.ul ps="5">
              {total.motivosNegativa.map((m) => (
                <li key={m.motivo}>
                  {m.rotulo}: {m.quantidade}
                </li>
              ))}
            </chakra.ul>
          ) : (
            <Text>Nenhum pedido negado em {ano}.</Text>
          )}
        </Box>
      </Stack>
    </PaginaCidadao>
  );
}
