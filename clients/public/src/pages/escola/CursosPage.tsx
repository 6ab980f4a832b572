import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { MENSAGENS_ESCOLA, MODALIDADES_CURSO, TURNOS } from '@alego/catalog';
import { EmptyState, PageTitle } from '@alego/ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { CursosAbertosDocument, InscreverEmCursoDocument, type CursosAbertosQuery } from '../../gql/escola/graphql';
import { presente, runQuery, type PageLoaderArgs } from '../../routing/page';
import { apiCidadao } from '../cidadao/api';
import { AvisoDeErro, AvisoDeStatus, LinkInterno } from '../cidadao/comum/Formulario';
import { useSessaoCidadao } from '../cidadao/session';

export type CursosData = NonNullable<CursosAbertosQuery['cursos']>;

export async function carregarCursos({ client }: PageLoaderArgs): Promise<CursosData> {
  return presente((await runQuery(client, { query: CursosAbertosDocument, variables: { pagina: 1 }, fetchPolicy: 'network-only' })).cursos);
}

type Curso = CursosData['itens'][number];

/** Cursos com inscrições abertas; a inscrição pede a entrada na área do cidadão (docs/escola.md). */
export function CursosPage() {
  const cursos = useLoaderData<CursosData>();
  return (
    <>
      <PageTitle subtitulo="Cursos da Escola do Legislativo com inscrições abertas, para servidores públicos e para a comunidade. Inscreva-se com a sua conta da área do cidadão.">
        Escola do Legislativo
      </PageTitle>
      {cursos.itens.length ? (
        <Stack gap="5">
          {cursos.itens.map((curso) => (
            <CartaoDoCurso key={curso.id} curso={curso} />
          ))}
        </Stack>
      ) : (
        <EmptyState titulo="Nenhum curso com inscrições abertas" descricao="Volte em breve: novos cursos são anunciados aqui." />
      )}
      <Text mt="8" color="fg.muted">
        Suas inscrições e certificados ficam em <LinkInterno to="/cidadao/cursos">Meus cursos</LinkInterno>.
      </Text>
    </>
  );
}

function CartaoDoCurso({ curso }: { curso: Curso }) {
  const sessao = useSessaoCidadao();
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [sucesso, setSucesso] = useState<string | null>(null);
  async function inscrever() {
    setEnviando(true);
    setErro(null);
    const resultado = await apiCidadao.executar(InscreverEmCursoDocument, { cursoId: curso.id }, { autenticada: true });
    setEnviando(false);
    if (resultado.ok) setSucesso(MENSAGENS_ESCOLA.inscricaoRealizada);
    else setErro(resultado.mensagem);
  }
  const titulo = `curso-${curso.id}`;
  return (
    <Box as="article" aria-labelledby={titulo} p="5" borderWidth="1px" borderColor="border" borderRadius="lg">
      <Heading as="h2" id={titulo} size="lg" mb="2">
        {curso.titulo}
      </Heading>
      {curso.descricao ? <Text mb="3">{curso.descricao}</Text> : null}
      <Text color="fg.muted">
        {curso.periodo} · {curso.cargaHoraria} horas · {MODALIDADES_CURSO[curso.modalidade as keyof typeof MODALIDADES_CURSO] ?? curso.modalidade}
        {curso.local ? ` · ${curso.local}` : ''}
        {curso.docente ? ` · ${curso.docente}` : ''}
      </Text>
      <Text color="fg.muted">Horários: {curso.horarios.map((h) => `${TURNOS[h.turno as keyof typeof TURNOS] ?? h.turno}, ${h.horarioInicial} às ${h.horarioFinal}`).join('; ')}</Text>
      <Text color="fg.muted" mb="3">
        Vagas restantes: {curso.vagasRestantes}
      </Text>
      <AvisoDeErro mensagem={erro} />
      <AvisoDeStatus mensagem={sucesso} status="success" />
      {sucesso ? null : sessao ? (
        <Button colorPalette="brand" onClick={() => void inscrever()} loading={enviando} disabled={curso.vagasRestantes <= 0}>
          Inscrever-me
        </Button>
      ) : (
        <Text>
          Para se inscrever, <LinkInterno to="/cidadao/entrar">entre na área do cidadão</LinkInterno>.
        </Text>
      )}
    </Box>
  );
}
