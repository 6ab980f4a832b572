import { LIMITES_IMPRENSA, MENSAGENS_IMPRENSA, TIPOS_VEICULO_IMPRENSA } from '@alego/catalog';
import { Recaptcha } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router';
import { configuracaoDoSite } from '../../configuracao';
import type { SolicitarCredenciamentoImprensaMutation, VeiculosCredenciadosQuery } from '../../gql/institucional/graphql';
import { AvisoDeErro, AvisoDeStatus, BotaoEnviar, Campo, Formulario, MensagemDeErro, PaginaCidadao } from '../cidadao/comum/Formulario';
import documento from './credenciamento-imprensa.graphql?raw';
import { executarOperacao } from './envio';

type CampoImprensa = 'nome' | 'cpf' | 'email' | 'telefone' | 'veiculo' | 'tipoVeiculo' | 'funcao';

const CAMPO_POR_MENSAGEM: Record<string, CampoImprensa> = {
  [MENSAGENS_IMPRENSA.nome]: 'nome',
  [MENSAGENS_IMPRENSA.cpf]: 'cpf',
  [MENSAGENS_IMPRENSA.email]: 'email',
  [MENSAGENS_IMPRENSA.telefone]: 'telefone',
  [MENSAGENS_IMPRENSA.veiculo]: 'veiculo',
  [MENSAGENS_IMPRENSA.tipoVeiculo]: 'tipoVeiculo',
  [MENSAGENS_IMPRENSA.funcao]: 'funcao',
};

/** Credenciamento de imprensa: os veículos credenciados e o pedido de credenciamento de um profissional. */
export function CredenciamentoImprensaPage() {
  const { veiculosCredenciados } = useLoaderData<VeiculosCredenciadosQuery>();
  const [erros, setErros] = useState<Partial<Record<CampoImprensa, string>>>({});
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [enviado, setEnviado] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [rodada, setRodada] = useState(0);
  const sucesso = useRef<HTMLDivElement>(null);

  async function aoEnviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    if (enviando) return;
    const form = evento.currentTarget;
    const valores = new FormData(form);
    const texto = (nome: string) => String(valores.get(nome) ?? '').trim();
    setEnviando(true);
    const resultado = await executarOperacao<SolicitarCredenciamentoImprensaMutation>(documento, 'SolicitarCredenciamentoImprensa', {
      dados: { nome: texto('nome'), cpf: texto('cpf'), email: texto('email'), telefone: texto('telefone') || null, veiculo: texto('veiculo'), tipoVeiculo: texto('tipoVeiculo'), funcao: texto('funcao') },
      recaptcha: texto('g-recaptcha-response'),
    });
    setEnviando(false);
    setRodada((r) => r + 1);
    if (!resultado.ok) {
      const novos: Partial<Record<CampoImprensa, string>> = {};
      const gerais = resultado.geral ? [resultado.geral] : [];
      for (const m of resultado.mensagens) {
        const campo = CAMPO_POR_MENSAGEM[m];
        if (campo) novos[campo] ??= m;
        else gerais.push(m);
      }
      setErros(novos);
      setErroGeral(gerais.join(' ') || null);
      return;
    }
    setErros({});
    setErroGeral(null);
    form.reset();
    setEnviado(resultado.dados.solicitarCredenciamentoImprensa.mensagem);
    requestAnimationFrame(() => sucesso.current?.focus());
  }

  return (
    <PaginaCidadao titulo="Credenciamento de imprensa" subtitulo="Profissionais de imprensa pedem aqui o credenciamento para a cobertura das atividades da Assembleia.">
      <Stack gap="8">
        <Box as="section" aria-labelledby="veiculos">
          <Heading as="h2" id="veiculos" size="md" mb="2">
            Veículos credenciados
          </Heading>
          {veiculosCredenciados?.length ? (
            <chakra.ul ps="5">
              {veiculosCredenciados.map((v) => (
                <li key={v.veiculo}>
                  {v.veiculo} ({v.rotuloTipo})
                </li>
              ))}
            </chakra.ul>
          ) : (
            <Text>Nenhum veículo credenciado ainda.</Text>
          )}
        </Box>
        <Box ref={sucesso} tabIndex={-1} outline="none">
          <AvisoDeStatus mensagem={enviado} />
        </Box>
        <AvisoDeErro mensagem={erroGeral} />
        <Formulario onSubmit={aoEnviar} rotulo="Pedido de credenciamento" ocupado={enviando}>
          <Campo id="nome" name="nome" rotulo="Nome" autoComplete="name" obrigatorio erro={erros.nome} maxLength={LIMITES_IMPRENSA.texto} />
          <Campo id="cpf" name="cpf" rotulo="CPF" inputMode="numeric" obrigatorio erro={erros.cpf} maxLength={14} />
          <Campo id="email" name="email" rotulo="E-mail" type="email" autoComplete="email" obrigatorio erro={erros.email} maxLength={LIMITES_IMPRENSA.texto} />
          <Campo id="telefone" name="telefone" rotulo="Telefone (opcional)" type="tel" autoComplete="tel" erro={erros.telefone} />
          <Campo id="veiculo" name="veiculo" rotulo="Veículo de imprensa" obrigatorio erro={erros.veiculo} maxLength={LIMITES_IMPRENSA.texto} />
          <Box>
            <chakra.label htmlFor="tipoVeiculo" display="block" fontWeight="semibold" mb="1.5">
              Tipo de veículo
              <Text as="span" color="fg.error" ms="1" aria-hidden="true">
                *
              </Text>
            </chakra.label>
            <chakra.select
              id="tipoVeiculo"
              name="tipoVeiculo"
              defaultValue=""
              aria-required
              aria-invalid={erros.tipoVeiculo ? true : undefined}
              aria-describedby={erros.tipoVeiculo ? 'tipoVeiculo-erro' : undefined}
              width="100%"
              px="4"
              py="2.5"
              borderWidth="1px"
              borderColor="border.emphasized"
              borderRadius="l2"
            >
              <option value="">Selecione</option>
              {Object.entries(TIPOS_VEICULO_IMPRENSA).map(([valor, rotulo]) => (
                <option key={valor} value={valor}>
                  {rotulo}
                </option>
              ))}
            </chakra.select>
            {erros.tipoVeiculo ? <MensagemDeErro id="tipoVeiculo-erro">{erros.tipoVeiculo}</MensagemDeErro> : null}
          </Box>
          <Campo id="funcao" name="funcao" rotulo="Função" obrigatorio erro={erros.funcao} maxLength={LIMITES_IMPRENSA.funcao} ajuda="Repórter, fotógrafo, cinegrafista, editor..." />
          <Recaptcha config={configuracaoDoSite().recaptcha} rodada={rodada} />
          <BotaoEnviar enviando={enviando} textoEnviando="Enviando…" alignSelf="flex-start">
            Pedir credenciamento
          </BotaoEnviar>
        </Formulario>
      </Stack>
    </PaginaCidadao>
  );
}
