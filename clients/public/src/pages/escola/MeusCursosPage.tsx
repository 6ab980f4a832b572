import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatarCodigo } from '@alego/catalog';
import { baixarArquivo, blobDeBase64, EmptyState, Loading, PageTitle } from '@alego/ui';
import { useEffect, useState } from 'react';
import { MeuCertificadoDocument, MinhasInscricoesDocument, type MinhasInscricoesQuery } from '../../gql/escola/graphql';
import { apiCidadao } from '../cidadao/api';
import { AvisoDeErro, LinkInterno } from '../cidadao/comum/Formulario';
import { useExigirLogin } from '../cidadao/comum/hooks';

type Inscricao = NonNullable<MinhasInscricoesQuery['minhasInscricoes']>[number];
type Carga = { tipo: 'carregando' } | { tipo: 'erro'; mensagem: string } | { tipo: 'pronto'; inscricoes: Inscricao[] };

/** As inscrições do cidadão, a situação de cada uma e o certificado em PDF quando emitido. */
export function MeusCursosPage() {
  const sessao = useExigirLogin();
  const [carga, setCarga] = useState<Carga>({ tipo: 'carregando' });
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    if (!sessao) return;
    void apiCidadao.executar(MinhasInscricoesDocument, {}, { autenticada: true }).then((r) => {
      if (r.ok) setCarga({ tipo: 'pronto', inscricoes: r.dados.minhasInscricoes ?? [] });
      else if (r.status !== 401) setCarga({ tipo: 'erro', mensagem: r.mensagem });
    });
  }, [sessao]);
  async function certificado(inscricao: Inscricao) {
    setErro(null);
    const r = await apiCidadao.executar(MeuCertificadoDocument, { inscricaoId: inscricao.id }, { autenticada: true });
    if (!r.ok) setErro(r.mensagem);
    else if (r.dados.meuCertificado) baixarArquivo(r.dados.meuCertificado.nome, blobDeBase64(r.dados.meuCertificado.conteudoBase64, 'application/pdf'));
  }
  return (
    <>
      <PageTitle subtitulo="Suas inscrições nos cursos da Escola do Legislativo e os certificados emitidos.">Meus cursos</PageTitle>
      <AvisoDeErro mensagem={carga.tipo === 'erro' ? carga.mensagem : erro} />
      {carga.tipo === 'carregando' ? <Loading /> : null}
      {carga.tipo === 'pronto' && !carga.inscricoes.length ? (
        <EmptyState titulo="Nenhuma inscrição" descricao="Você ainda não se inscreveu em nenhum curso." />
      ) : null}
      {carga.tipo === 'pronto' ? (
        <Stack gap="4">
          {carga.inscricoes.map((inscricao) => (
            <Box key={inscricao.id} as="article" p="4" borderWidth="1px" borderColor="border" borderRadius="lg">
              <Heading as="h2" size="md">
                {inscricao.cursoDados?.titulo}
              </Heading>
              <Text color="fg.muted">
                {inscricao.cursoDados?.periodo} · {inscricao.cursoDados?.cargaHoraria} horas · Situação: {inscricao.statusDescricao}
              </Text>
              {inscricao.codigoCertificado ? (
                <Box mt="2">
                  <Text>Código de verificação: {formatarCodigo(inscricao.codigoCertificado)}</Text>
                  <Button mt="2" colorPalette="brand" onClick={() => void certificado(inscricao)}>
                    Baixar certificado
                  </Button>
                </Box>
              ) : null}
            </Box>
          ))}
        </Stack>
      ) : null}
      <Text mt="8" color="fg.muted">
        Veja os <LinkInterno to="/escola/cursos">cursos com inscrições abertas</LinkInterno>.
      </Text>
    </>
  );
}
