import { Recaptcha } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router';
import { configuracaoDoSite } from '../../configuracao';
import type { ContatosQuery } from '../../gql/institucional/graphql';
import { AvisoDeErro, AvisoDeStatus, BotaoEnviar, Campo, Formulario, LinkInterno, PaginaCidadao } from '../cidadao/comum/Formulario';
import { enviarFaleConosco } from './envio';

export interface DadosDosContatos {
  pagina: string | null;
  contatadoId: string | null;
  contatos: NonNullable<ContatosQuery['contatos']>;
}

const PAGINAS: [string | null, string][] = [
  [null, 'Todos'],
  ['departamentos', 'Setores'],
  ['gabinetes', 'Gabinetes'],
];

/** Mensagem a um setor ou gabinete: vai ao Fale Conosco com o destinatário. */
function Mensagem(props: { contato: DadosDosContatos['contatos'][number] }) {
  const [resultado, setResultado] = useState<{ ok: boolean; texto: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [rodada, setRodada] = useState(0);
  async function aoEnviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    const form = evento.currentTarget;
    const v = new FormData(form);
    const t = (n: string) => String(v.get(n) ?? '').trim();
    setEnviando(true);
    const r = await enviarFaleConosco({
      dados: { nome: t('nome'), email: t('email'), telefone: null, assunto: t('assunto'), tipo: 'solicitacao_informacao', mensagem: t('mensagem'), contatadoId: Number(props.contato.id) },
      recaptcha: t('g-recaptcha-response'),
    });
    setEnviando(false);
    setRodada((n) => n + 1);
    if (r.ok) form.reset();
    setResultado(r.ok ? { ok: true, texto: `${r.mensagem} Protocolo nº ${r.protocolo}.` } : { ok: false, texto: [r.mensagem, ...Object.values(r.erros)].filter(Boolean).join(' ') });
  }
  return (
    <Stack gap="4" as="section" aria-labelledby="mensagem-contato">
      <Heading as="h2" id="mensagem-contato" size="md">
        Escrever para {props.contato.nome}
      </Heading>
      <AvisoDeStatus mensagem={resultado?.ok ? resultado.texto : null} />
      <AvisoDeErro mensagem={resultado && !resultado.ok ? resultado.texto : null} />
      <Formulario onSubmit={aoEnviar} rotulo={`Mensagem para ${props.contato.nome}`} ocupado={enviando}>
        <Campo id="nome" name="nome" rotulo="Nome" autoComplete="name" obrigatorio />
        <Campo id="email" name="email" rotulo="E-mail" type="email" autoComplete="email" obrigatorio />
        <Campo id="assunto" name="assunto" rotulo="Assunto" obrigatorio />
        <Box>
          <chakra.label htmlFor="mensagem" display="block" fontWeight="semibold" mb="1.5">
            Mensagem
          </chakra.label>
          <chakra.textarea id="mensagem" name="mensagem" rows={6} aria-required width="100%" px="4" py="2.5" borderWidth="1px" borderColor="border.emphasized" borderRadius="l2" />
        </Box>
        <Recaptcha config={configuracaoDoSite().recaptcha} rodada={rodada} />
        <BotaoEnviar enviando={enviando} textoEnviando="Enviando…" alignSelf="flex-start">
          Enviar mensagem
        </BotaoEnviar>
      </Formulario>
    </Stack>
  );
}

/** Contatos: setores e gabinetes, com telefones, fax, e-mail e local; o diretório em PDF; mensagem a um deles. */
export function ContatosPage() {
  const { pagina, contatadoId, contatos } = useLoaderData<DadosDosContatos>();
  const escolhido = contatadoId ? contatos.find((c) => c.id === contatadoId) : undefined;
  return (
    <PaginaCidadao titulo="Contatos" subtitulo="Telefones, e-mails e endereços dos setores da Assembleia e dos gabinetes dos deputados.">
      <Stack gap="6">
        <Text>
          {PAGINAS.map(([valor, rotulo], i) => (
            <chakra.span key={rotulo}>
              {i ? ' · ' : ''}
              {valor === pagina ? <strong>{rotulo}</strong> : <LinkInterno to={valor ? `/contatos/${valor}` : '/contatos'}>{rotulo}</LinkInterno>}
            </chakra.span>
          ))}
          {' · '}
          <chakra.a href="/api/portal/contatos/gerar_pdf_contatos" color="brand.fg" textDecoration="underline">
            Baixar os contatos em PDF
          </chakra.a>
        </Text>
        {escolhido ? <Mensagem contato={escolhido} /> : null}
        <Stack as="ul" gap="4" listStyleType="none" p="0">
          {contatos.map((c) => (
            <Box as="li" key={c.id} borderWidth="1px" borderRadius="md" p="4">
              <Heading as="h2" size="sm">
                {c.nome}
              </Heading>
              {c.responsavel ? <Text>Responsável: {c.responsavel}</Text> : null}
              {c.telefones.length ? <Text>Telefone: {c.telefones.join(', ')}</Text> : null}
              {c.fax ? <Text>Fax: {c.fax}</Text> : null}
              {c.email ? <Text>E-mail: {c.email}</Text> : null}
              {c.localizacao ? <Text>Local: {c.localizacao}</Text> : null}
              <LinkInterno to={`/contatos/${c.tipo === 'gabinete' ? 'gabinetes' : 'departamentos'}/${c.id}`}>Escrever para este contato</LinkInterno>
            </Box>
          ))}
        </Stack>
      </Stack>
    </PaginaCidadao>
  );
}
