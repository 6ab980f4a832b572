import { LIMITES_FALE_CONOSCO } from '@alego/catalog';
import { Recaptcha } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import type { ObjetivosFaleConoscoQuery } from '../../gql/institucional/graphql';
import { configuracaoDoSite } from '../../configuracao';
import { AvisoDeErro, AvisoDeStatus, BotaoEnviar, Campo, estiloDoCampo, Formulario, MensagemDeErro, PaginaCidadao } from '../cidadao/comum/Formulario';
import { enviarFaleConosco, MENSAGEM_ENVIADA, type ResultadoDaUrl } from './envio';
import { validarFaleConosco, type CampoFaleConosco, type DadosFaleConosco, type ErrosFaleConosco } from './validacao';

const ORDEM: CampoFaleConosco[] = ['nome', 'email', 'telefone', 'assunto', 'tipo', 'mensagem'];

function Rotulo(props: { htmlFor: string; children: ReactNode }) {
  return (
    <chakra.label htmlFor={props.htmlFor} display="block" fontWeight="semibold" mb="1.5">
      {props.children}
      <Text as="span" color="fg.error" ms="1" aria-hidden="true">
        *
      </Text>
    </chakra.label>
  );
}

function dadosDo(form: HTMLFormElement): DadosFaleConosco {
  const valores = new FormData(form);
  const texto = (nome: CampoFaleConosco) => String(valores.get(nome) ?? '');
  return { nome: texto('nome'), email: texto('email'), telefone: texto('telefone'), assunto: texto('assunto'), tipo: texto('tipo'), mensagem: texto('mensagem') };
}

/**
 * Fale Conosco: o cidadão escreve à Assembleia e recebe um número de protocolo. Erros
 * aparecem ao lado de cada campo (e o foco vai ao primeiro); o sucesso mostra o
 * protocolo numa região anunciada por leitores de tela, que recebe o foco.
 */
export function FaleConoscoPage() {
  const { objetivosFaleConosco, resultado } = useLoaderData<ObjetivosFaleConoscoQuery & { resultado: ResultadoDaUrl }>();
  // Sem JavaScript, o envio volta do gateway com o resultado na URL (ver resultadoDaUrl).
  const [erros, setErros] = useState<ErrosFaleConosco>(resultado.erros);
  const [erroGeral, setErroGeral] = useState<string | null>(resultado.erroGeral);
  const [enviado, setEnviado] = useState<{ protocolo: string; mensagem: string } | null>(
    resultado.protocolo ? { protocolo: resultado.protocolo, mensagem: MENSAGEM_ENVIADA } : null,
  );
  const [enviando, setEnviando] = useState(false);
  const [rodada, setRodada] = useState(0);
  const recaptcha = configuracaoDoSite().recaptcha;
  const sucesso = useRef<HTMLDivElement>(null);

  function focarPrimeiroErro(form: HTMLFormElement, novos: ErrosFaleConosco) {
    const primeiro = ORDEM.find((campo) => novos[campo]);
    if (primeiro) (form.elements.namedItem(primeiro) as HTMLElement | null)?.focus();
  }

  async function aoEnviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    if (enviando) return;
    const form = evento.currentTarget;
    const dados = dadosDo(form);
    const locais = validarFaleConosco(dados);
    setErroGeral(null);
    setErros(locais);
    if (Object.keys(locais).length) return focarPrimeiroErro(form, locais);
    setEnviando(true);
    const resultado = await enviarFaleConosco({
      dados: { ...dados, telefone: dados.telefone.trim() || null, tipo: dados.tipo as never },
      // O widget põe o token no formulário; sem chave do site configurada o campo segue vazio (docs/recaptcha.md).
      recaptcha: String(new FormData(form).get('g-recaptcha-response') ?? ''),
    });
    setEnviando(false);
    // O token vale uma vez: o widget recomeça a cada envio.
    setRodada((r) => r + 1);
    if (!resultado.ok) {
      setErros(resultado.erros);
      setErroGeral(resultado.mensagem);
      focarPrimeiroErro(form, resultado.erros);
      return;
    }
    form.reset();
    setEnviado({ protocolo: resultado.protocolo, mensagem: resultado.mensagem });
    // Depois de a região aparecer: leitores de tela e teclado vão direto ao protocolo.
    requestAnimationFrame(() => sucesso.current?.focus());
  }

  const descricao = (campo: CampoFaleConosco) => (erros[campo] ? `${campo}-erro` : undefined);

  return (
    <PaginaCidadao
      titulo="Fale conosco"
      subtitulo="Envie sua dúvida, sugestão, elogio, reclamação ou denúncia à Assembleia. Você receberá um número de protocolo."
    >
      <Stack gap="5">
        <Box ref={sucesso} tabIndex={-1} outline="none">
          <AvisoDeStatus mensagem={enviado?.mensagem ?? null} titulo={enviado ? `Protocolo nº ${enviado.protocolo}` : undefined} />
        </Box>
        <AvisoDeErro mensagem={erroGeral} />
        {/* Sem JavaScript o formulário é enviado ao gateway (POST /fale-conosco), que volta para esta página. */}
        <Formulario onSubmit={aoEnviar} rotulo="Fale conosco" ocupado={enviando} method="post" action="/fale-conosco">
          <Campo id="nome" name="nome" rotulo="Nome" autoComplete="name" obrigatorio erro={erros.nome} maxLength={255} />
          <Campo id="email" name="email" rotulo="E-mail" type="email" inputMode="email" autoComplete="email" obrigatorio erro={erros.email} maxLength={255} />
          <Campo id="telefone" name="telefone" rotulo="Telefone (opcional)" type="tel" inputMode="tel" autoComplete="tel" erro={erros.telefone} ajuda="Com DDD, por exemplo (62) 3221-3000." />
          <Campo id="assunto" name="assunto" rotulo="Assunto" obrigatorio erro={erros.assunto} maxLength={255} />
          <Box>
            <Rotulo htmlFor="tipo">Objetivo</Rotulo>
            <chakra.select
              id="tipo"
              name="tipo"
              defaultValue=""
              aria-required
              aria-invalid={erros.tipo ? true : undefined}
              aria-describedby={descricao('tipo')}
              {...estiloDoCampo}
            >
              <option value="">Selecione</option>
              {(objetivosFaleConosco ?? []).map((o) => (
                <option key={o.valor} value={o.valor}>
                  {o.rotulo}
                </option>
              ))}
            </chakra.select>
            {erros.tipo ? <MensagemDeErro id="tipo-erro">{erros.tipo}</MensagemDeErro> : null}
          </Box>
          <Box>
            <Rotulo htmlFor="mensagem">Mensagem</Rotulo>
            <chakra.textarea
              id="mensagem"
              name="mensagem"
              rows={7}
              maxLength={LIMITES_FALE_CONOSCO.mensagem}
              aria-required
              aria-invalid={erros.mensagem ? true : undefined}
              aria-describedby={descricao('mensagem')}
              {...estiloDoCampo}
            />
            {erros.mensagem ? <MensagemDeErro id="mensagem-erro">{erros.mensagem}</MensagemDeErro> : null}
          </Box>
          {recaptcha ? <Recaptcha config={recaptcha} rodada={rodada} /> : <input type="hidden" name="g-recaptcha-response" defaultValue="" />}
          <BotaoEnviar enviando={enviando} textoEnviando="Enviando…" alignSelf="flex-start">
            Enviar mensagem
          </BotaoEnviar>
        </Formulario>
      </Stack>
    </PaginaCidadao>
  );
}
