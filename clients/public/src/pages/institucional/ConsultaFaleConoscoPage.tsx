import { ROTULOS_STATUS_FALE_CONOSCO } from '@alego/catalog';
import { formatDataHora } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { useLoaderData } from 'react-router';
import type { ConsultarFaleConoscoQuery } from '../../gql/institucional/graphql';
import { AvisoDeErro, BotaoEnviar, Campo, Formulario, PaginaCidadao } from '../cidadao/comum/Formulario';

export interface DadosDaConsultaFaleConosco {
  protocolo: string;
  email: string;
  solicitacao: ConsultarFaleConoscoQuery['consultarFaleConosco'] | null;
  erro: string | null;
}

/** Consulta pública do Fale Conosco: a mensagem e a resposta, com o protocolo e o e-mail (lida no servidor). */
export function ConsultaFaleConoscoPage() {
  const { protocolo, email, solicitacao: s, erro } = useLoaderData<DadosDaConsultaFaleConosco>();
  return (
    <PaginaCidadao titulo="Consultar mensagem do Fale Conosco" subtitulo="Informe o número de protocolo e o e-mail usado no envio.">
      <Stack gap="6">
        <Formulario rotulo="Consultar mensagem" method="get" action="/fale-conosco/consulta">
          <Campo id="protocolo" name="protocolo" rotulo="Protocolo" inputMode="numeric" obrigatorio defaultValue={protocolo} />
          <Campo id="email" name="email" rotulo="E-mail" type="email" obrigatorio defaultValue={email} />
          <BotaoEnviar enviando={false} textoEnviando="" alignSelf="flex-start">
            Consultar
          </BotaoEnviar>
        </Formulario>
        <AvisoDeErro mensagem={erro} />
        {s ? (
          <Stack as="section" aria-labelledby="resultado" gap="3">
            <Heading as="h2" id="resultado" size="lg">
              Protocolo nº {s.protocolo}: {ROTULOS_STATUS_FALE_CONOSCO[s.status]}
            </Heading>
            <Text fontWeight="semibold">{s.assunto}</Text>
            <Text whiteSpace="pre-wrap">{s.mensagem}</Text>
            <Box borderWidth="1px" borderRadius="md" p="4">
              <Heading as="h3" size="md" mb="2">
                Resposta
              </Heading>
              {s.respostaConteudo ? (
                <>
                  <Text whiteSpace="pre-wrap">{s.respostaConteudo}</Text>
                  {s.respondidaEm ? <Text fontSize="sm">Respondida em {formatDataHora(s.respondidaEm)}</Text> : null}
                  {s.pdfRespostaSolicitacao ? (
                    <chakra.a href={s.pdfRespostaSolicitacao.url} color="brand.fg" textDecoration="underline">
                      {s.pdfRespostaSolicitacao.nome} (PDF)
                    </chakra.a>
                  ) : null}
                </>
              ) : (
                <Text>Ainda sem resposta.</Text>
              )}
            </Box>
          </Stack>
        ) : null}
      </Stack>
    </PaginaCidadao>
  );
}
