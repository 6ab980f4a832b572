import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { diaPorExtenso, mesPorExtenso, semanasDoMes, TIPOS_AGENDA, TIPOS_ENVOLVIDO, type TipoAgendaValor, type TipoEnvolvidoValor } from '@alego/catalog';
import { EmptyState, PageTitle } from '@alego/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { EventoDaAgendaFragment } from '../../gql/redacao/graphql';
import { CarregandoNavegacao } from '../pessoas/ui';
import type { AgendaDoDiaData, AgendaPublicada, MesData, PautaPreviaData } from './loaders';

const Table = chakra('table');
const Th = chakra('th');
const Td = chakra('td');

export const caminhoDoDia = (dia: string) => `/agenda?data=${dia}`;
const caminhoDoMes = (ano: number, mes: number) => `/agenda-do-mes?ano=${ano}&mes=${mes}`;

function LinkInterno({ to, children, ...resto }: { to: string; children: ReactNode; 'aria-label'?: string; rel?: string }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline" {...resto}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** Um evento: horário, título, local, envolvido, pauta e o arquivo .ics para o calendário de quem lê. */
export function Evento({ evento }: { evento: EventoDaAgendaFragment }) {
  const envolvido = evento.envolvido ? `${TIPOS_ENVOLVIDO[evento.tipoEnvolvido as TipoEnvolvidoValor] ?? 'Envolvido'}: ${evento.envolvido}` : null;
  return (
    <Flex as="article" gap="4" py="4" borderTopWidth="1px" borderColor="border" align="flex-start">
      <Text as="p" fontWeight="bold" fontSize="lg" color="brand.fg" minW="16">
        <time>{evento.horario}</time>
      </Text>
      <Box flex="1" minW="0">
        <Heading as="h3" size="md" mb="1">
          {evento.titulo}
        </Heading>
        {evento.local ? <Text color="fg.muted">Local: {evento.local}</Text> : null}
        {envolvido ? <Text color="fg.muted">{envolvido}</Text> : null}
        {evento.pauta ? <Box mt="2" dangerouslySetInnerHTML={{ __html: evento.pauta }} /> : null}
        <Link href={`/agenda/eventos/${evento.id}.ics`} fontSize="sm" color="brand.fg" textDecoration="underline" mt="2" display="inline-block">
          Adicionar “{evento.titulo}” ao meu calendário (.ics)
        </Link>
      </Box>
    </Flex>
  );
}

function AgendasDoDia({ agendas, nivel = 'h2' }: { agendas: readonly AgendaPublicada[]; nivel?: 'h2' | 'h3' }) {
  return (
    <>
      {agendas.map((agenda) => (
        <Box as="section" key={agenda.id} aria-labelledby={`agenda-${agenda.id}`} mb="8">
          <Heading as={nivel} id={`agenda-${agenda.id}`} size="xl" mb="2">
            {TIPOS_AGENDA[agenda.tipo as TipoAgendaValor] ?? agenda.tipo}
          </Heading>
          {agenda.agendaItens.map((evento) => (
            <Evento key={evento.id} evento={evento} />
          ))}
        </Box>
      ))}
    </>
  );
}

function Assinar() {
  return (
    <Text fontSize="sm" mt="8">
      Acompanhe a agenda no seu programa de calendário:{' '}
      <Link href="/agenda.ics" color="brand.fg" textDecoration="underline">
        assinar a agenda (iCalendar)
      </Link>
      .
    </Text>
  );
}

export function AgendaDoDiaPage() {
  const { data, hoje, agendas, anterior, proximo } = useLoaderData<AgendaDoDiaData>();
  return (
    <>
      <PageTitle subtitulo={diaPorExtenso(data)}>Agenda{data === hoje ? ' de hoje' : ''}</PageTitle>
      <CarregandoNavegacao />
      <Flex as="nav" aria-label="Outros dias da agenda" justify="space-between" wrap="wrap" gap="3" mb="6">
        {anterior ? (
          <LinkInterno to={caminhoDoDia(anterior)} rel="prev">
            ← Dia anterior com eventos ({diaPorExtenso(anterior)})
          </LinkInterno>
        ) : (
          <span />
        )}
        <LinkInterno to={caminhoDoMes(Number(data.slice(0, 4)), Number(data.slice(5, 7)))}>Calendário do mês</LinkInterno>
        {proximo ? (
          <LinkInterno to={caminhoDoDia(proximo)} rel="next">
            Próximo dia com eventos ({diaPorExtenso(proximo)}) →
          </LinkInterno>
        ) : (
          <span />
        )}
      </Flex>
      {agendas.length === 0 ? <EmptyState titulo="Nenhum evento na agenda deste dia" descricao="Veja os dias anterior e seguinte com eventos, ou o calendário do mês." /> : <AgendasDoDia agendas={agendas} />}
      <Assinar />
    </>
  );
}

const SEMANA = [
  ['Dom', 'domingo'],
  ['Seg', 'segunda-feira'],
  ['Ter', 'terça-feira'],
  ['Qua', 'quarta-feira'],
  ['Qui', 'quinta-feira'],
  ['Sex', 'sexta-feira'],
  ['Sáb', 'sábado'],
] as const;

function vizinho(ano: number, mes: number, passo: 1 | -1): { ano: number; mes: number } {
  const indice = ano * 12 + (mes - 1) + passo;
  return { ano: Math.floor(indice / 12), mes: (indice % 12) + 1 };
}

/** O calendário do mês: uma tabela (semana por linha) com os dias de eventos ligados à agenda do dia. */
export function AgendaDoMesPage() {
  const { ano, mes, hoje, dias } = useLoaderData<MesData>();
  const comEventos = new Set(dias);
  const anterior = vizinho(ano, mes, -1);
  const seguinte = vizinho(ano, mes, 1);
  return (
    <>
      <PageTitle subtitulo="Os dias com eventos levam à agenda do dia.">Agenda do mês</PageTitle>
      <CarregandoNavegacao />
      <Flex as="nav" aria-label="Outros meses" justify="space-between" gap="3" mb="4">
        <LinkInterno to={caminhoDoMes(anterior.ano, anterior.mes)} rel="prev">
          ← {mesPorExtenso(anterior.ano, anterior.mes)}
        </LinkInterno>
        <LinkInterno to={caminhoDoMes(seguinte.ano, seguinte.mes)} rel="next">
          {mesPorExtenso(seguinte.ano, seguinte.mes)} →
        </LinkInterno>
      </Flex>
      <Table w="full" borderCollapse="collapse" textAlign="center">
        <chakra.caption fontSize="xl" fontWeight="bold" mb="2" textTransform="capitalize">
          {mesPorExtenso(ano, mes)}
        </chakra.caption>
        <thead>
          <tr>
            {SEMANA.map(([curto, longo]) => (
              <Th key={curto} scope="col" p="2" borderBottomWidth="1px">
                <abbr title={longo}>{curto}</abbr>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {semanasDoMes(ano, mes).map((semana, i) => (
            <tr key={i}>
              {semana.map((dia, j) =>
                dia ? (
                  <Td key={dia} p="1" borderWidth="1px" borderColor="border" bg={dia === hoje ? 'brand.subtle' : undefined} aria-current={dia === hoje ? 'date' : undefined}>
                    {comEventos.has(dia) ? (
                      <Link asChild display="block" p="2" fontWeight="bold" color="brand.fg" textDecoration="underline" aria-label={`${diaPorExtenso(dia)}: há eventos`}>
                        <RouterLink to={caminhoDoDia(dia)}>{Number(dia.slice(8))}</RouterLink>
                      </Link>
                    ) : (
                      <Text as="span" display="block" p="2" color="fg.muted">
                        {Number(dia.slice(8))}
                      </Text>
                    )}
                  </Td>
                ) : (
                  <Td key={`vazio-${j}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {dias.length === 0 ? <Text mt="4">Nenhum evento publicado neste mês.</Text> : null}
      <Assinar />
    </>
  );
}

/** `dias-do-mes-com-processos`: a lista dos dias do mês com eventos (também em `.json`). */
export function DiasComProcessosPage() {
  const { ano, mes, dias } = useLoaderData<MesData>();
  return (
    <>
      <PageTitle subtitulo={mesPorExtenso(ano, mes)}>Dias do mês com eventos</PageTitle>
      {dias.length === 0 ? (
        <EmptyState titulo="Nenhum evento publicado neste mês" />
      ) : (
        <Box as="ul" pl="5">
          {dias.map((dia) => (
            <li key={dia}>
              <LinkInterno to={caminhoDoDia(dia)}>{diaPorExtenso(dia)}</LinkInterno>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

export function PautaPreviaPage() {
  const { agendas } = useLoaderData<PautaPreviaData>();
  const dias = [...new Set(agendas.map((a) => a.data))];
  return (
    <>
      <PageTitle subtitulo="O que será discutido nos próximos dias: os eventos da agenda com pauta.">Pauta prévia</PageTitle>
      {dias.length === 0 ? (
        <EmptyState titulo="Nenhuma pauta publicada para os próximos dias" />
      ) : (
        dias.map((dia) => (
          <Box as="section" key={dia} aria-labelledby={`pauta-${dia}`} mb="10">
            <Heading as="h2" id={`pauta-${dia}`} size="2xl" color="brand.fg" mb="4">
              <RouterLink to={caminhoDoDia(dia)}>{diaPorExtenso(dia)}</RouterLink>
            </Heading>
            <AgendasDoDia agendas={agendas.filter((a) => a.data === dia)} nivel="h3" />
          </Box>
        ))
      )}
    </>
  );
}
