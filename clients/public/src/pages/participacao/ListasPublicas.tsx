import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { EmptyState, PageTitle } from '@alego/ui';
import { useLoaderData } from 'react-router';
import { AvisoNaoCientifico, doGraphql, ListaDeProcessos, NavegacaoParticipacao } from './componentes';
import type { MaisVotadasData, RecentesData } from './loaders';

export function MaisVotadasPage() {
  const { itens } = useLoaderData<MaisVotadasData>();
  return (
    <>
      <PageTitle subtitulo="As dez proposições com mais votos de cidadãos (a favor e contra somados).">Proposições mais votadas</PageTitle>
      <NavegacaoParticipacao />
      <AvisoNaoCientifico />
      {itens.length ? <ListaDeProcessos itens={itens.map(doGraphql)} /> : <EmptyState titulo="Nenhuma proposição votada ainda" descricao="Seja o primeiro a participar." />}
    </>
  );
}

export function RecentesPage() {
  const { categorias } = useLoaderData<RecentesData>();
  return (
    <>
      <PageTitle subtitulo="As proposições autuadas mais recentemente, por tipo.">Proposições recentes</PageTitle>
      <NavegacaoParticipacao />
      <AvisoNaoCientifico />
      {categorias.length === 0 ? <EmptyState titulo="Nenhuma proposição ainda" descricao="Volte em breve." /> : null}
      {categorias.map(({ categoria, processos }, i) => (
        <Box as="section" key={categoria} aria-labelledby={`categoria-${i}`} mb="8">
          <Heading as="h2" size="lg" mb="3" id={`categoria-${i}`}>
            {categoria}
          </Heading>
          <ListaDeProcessos itens={processos.map(doGraphql)} nivel="h3" />
        </Box>
      ))}
    </>
  );
}
