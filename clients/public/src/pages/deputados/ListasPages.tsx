import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { PageTitle } from '@alego/ui';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { EmptyState } from '@alego/ui';
import { caminhoDaLegislatura, caminhoDoPerfil, deputadosDaLegislatura } from '../pessoas/caminhos';
import { Abas, CarregandoNavegacao, FotoDoDeputado, ListaDeDeputados, Secao } from '../pessoas/ui';
import type { GaleriaData, LegislaturasAnterioresData, LiderancasData, ListaDeDeputadosData, MesaDiretoraData } from './loaders';
import { PAGINAS_DA_AREA, ROTULO_DA_AREA } from './secoes';

export const TEXTOS_DA_SITUACAO = {
  'em-exercicio': {
    titulo: 'Deputados em exercício',
    descricao: 'Os deputados estaduais em exercício do mandato na Assembleia Legislativa do Estado de Goiás.',
    vazio: 'Nenhum deputado em exercício encontrado',
  },
  'fora-exercicio': {
    titulo: 'Deputados fora de exercício',
    descricao: 'Deputados estaduais desta legislatura afastados ou que deixaram o mandato.',
    vazio: 'Nenhum deputado fora de exercício encontrado',
  },
} as const;

const Campo = chakra('input');
const Escolha = chakra('select');
const estiloDoCampo = {
  w: 'full',
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'md',
  bg: 'bg',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' },
} as const;

/** Link da lista com os filtros: `/deputados/em-exercicio?partido=3&termo=ana`. */
export function linkDaLista(base: string, termo: string, partidoId: string): string {
  const busca = new URLSearchParams();
  if (termo) busca.set('termo', termo);
  if (partidoId) busca.set('partido', partidoId);
  const texto = busca.toString();
  return texto ? `${base}?${texto}` : base;
}

export function ListaPorSituacaoPage() {
  const dados = useLoaderData<ListaDeDeputadosData>();
  const textos = TEXTOS_DA_SITUACAO[dados.situacao];
  const base = `/deputados/${dados.situacao}`;
  const filtrada = Boolean(dados.termo || dados.partidoId);
  const n = dados.deputados.length;
  const quantidade = filtrada
    ? `${n === 1 ? '1 deputado encontrado' : `${n} deputados encontrados`} com os filtros escolhidos.`
    : `${n === 1 ? '1 deputado' : `${n} deputados`}.`;
  return (
    <>
      <PageTitle subtitulo={textos.descricao}>{textos.titulo}</PageTitle>
      <Abas rotulo={ROTULO_DA_AREA} itens={PAGINAS_DA_AREA} atual={base} />
      <Filtros base={base} dados={dados} />
      <CarregandoNavegacao />
      <Text as="p" role="status" mb="4" color="fg.muted">
        {quantidade}
        {filtrada ? (
          <>
            {' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={base}>Limpar filtros</RouterLink>
            </Link>
          </>
        ) : null}
      </Text>
      <ListaDeDeputados deputados={dados.deputados} vazio={textos.vazio} />
    </>
  );
}

/** Busca por GET num <form> comum (funciona sem JavaScript; com ele, o roteador navega). */
function Filtros({ base, dados }: { base: string; dados: ListaDeDeputadosData }) {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action={base}
      role="search"
      aria-label="Filtrar deputados"
      onSubmit={(evento) => {
        evento.preventDefault();
        const campos = new FormData(evento.currentTarget);
        const termo = campos.get('termo');
        const partido = campos.get('partido');
        navigate(linkDaLista(base, typeof termo === 'string' ? termo.trim() : '', typeof partido === 'string' ? partido : ''));
      }}
    >
      <Flex gap="3" mb="6" wrap="wrap" align="flex-end">
        <Box flex="2" minW="14rem">
          <chakra.label htmlFor="deputados-termo" display="block" fontWeight="semibold" mb="1">
            Nome do deputado
          </chakra.label>
          <Campo key={dados.termo} id="deputados-termo" type="search" name="termo" defaultValue={dados.termo} maxLength={200} {...estiloDoCampo} />
        </Box>
        <Box flex="1" minW="12rem">
          <chakra.label htmlFor="deputados-partido" display="block" fontWeight="semibold" mb="1">
            Partido
          </chakra.label>
          <Escolha key={dados.partidoId} id="deputados-partido" name="partido" defaultValue={dados.partidoId} {...estiloDoCampo}>
            <option value="">Todos os partidos</option>
            {dados.partidos.map((p) => (
              <option key={p.id} value={p.id}>
                {p.sigla} – {p.nome}
              </option>
            ))}
          </Escolha>
        </Box>
        <Button type="submit" colorPalette="brand" h="10">
          Filtrar
        </Button>
      </Flex>
    </form>
  );
}

export function LiderancasPage() {
  const dados = useLoaderData<LiderancasData>();
  return (
    <>
      <PageTitle subtitulo="Quem fala pelo Governo e por cada partido no plenário.">Lideranças parlamentares</PageTitle>
      <Abas rotulo={ROTULO_DA_AREA} itens={PAGINAS_DA_AREA} atual="/deputados/liderancas-parlamentares" />
      <CarregandoNavegacao />
      <Secao id="lider-governo" titulo="Liderança do Governo">
        <ListaDeDeputados deputados={dados.liderDoGoverno} vazio="Nenhum líder do Governo registrado" detalhe={() => 'Líder do Governo'} />
      </Secao>
      <Secao id="lideres-partido" titulo="Lideranças partidárias">
        <ListaDeDeputados
          deputados={dados.lideresDePartido}
          vazio="Nenhum líder de partido registrado"
          detalhe={(d) => (d.partido ? `Líder do ${d.partido.sigla}` : 'Líder de partido')}
        />
      </Secao>
    </>
  );
}

export function MesaDiretoraPage() {
  const dados = useLoaderData<MesaDiretoraData>();
  return (
    <>
      <PageTitle subtitulo="Os deputados que dirigem os trabalhos da Assembleia.">Mesa Diretora</PageTitle>
      <Abas rotulo={ROTULO_DA_AREA} itens={PAGINAS_DA_AREA} atual="/deputados/mesa-diretora" />
      <CarregandoNavegacao />
      <ListaDeDeputados
        deputados={dados.membros}
        vazio="Nenhum membro da Mesa Diretora registrado"
        detalhe={(d) => d.cargoDescricao}
      />
    </>
  );
}

/** "2019–2021" ou "desde 2023" (mandato em curso). */
export function periodoDoMandato(anoInicio: number, anoFim: number | null | undefined): string {
  return anoFim ? `${anoInicio}–${anoFim}` : `desde ${anoInicio}`;
}

export function GaleriaPage() {
  const { presidentes } = useLoaderData<GaleriaData>();
  return (
    <>
      <PageTitle subtitulo="Os deputados que presidiram a Assembleia, do mais recente ao mais antigo.">Galeria de presidentes</PageTitle>
      <Abas rotulo={ROTULO_DA_AREA} itens={PAGINAS_DA_AREA} atual="/deputados/galeria-presidentes" />
      <CarregandoNavegacao />
      {presidentes.length === 0 ? (
        <EmptyState titulo="Nenhum presidente registrado" />
      ) : (
        <SimpleGrid as="ol" listStyleType="none" p="0" m="0" columns={{ base: 2, sm: 3, lg: 5 }} gap="6">
          {presidentes.map((p) => {
            const fotoUrl = p.fotoUrl ?? p.deputado?.fotoUrl ?? null;
            return (
              <Box as="li" key={p.id} textAlign="center">
                <Flex justify="center" mb="2">
                  <FotoDoDeputado fotoUrl={fotoUrl} nome={p.nome} exibida={140} larguras={[160, 320]} />
                </Flex>
                {p.deputado ? (
                  <Link asChild color="brand.fg" fontWeight="semibold">
                    <RouterLink to={caminhoDoPerfil(p.deputado.id)}>{p.nome}</RouterLink>
                  </Link>
                ) : (
                  <Text fontWeight="semibold">{p.nome}</Text>
                )}
                <Text color="fg.muted">{periodoDoMandato(p.anoInicio, p.anoFim)}</Text>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}

export function LegislaturasAnterioresPage() {
  const { legislaturas } = useLoaderData<LegislaturasAnterioresData>();
  return (
    <>
      <PageTitle subtitulo="Os deputados de cada legislatura encerrada, com o partido de então.">
        Deputados de legislaturas anteriores
      </PageTitle>
      <Abas rotulo={ROTULO_DA_AREA} itens={PAGINAS_DA_AREA} atual="/deputados/legislaturas-anteriores" />
      <CarregandoNavegacao />
      {legislaturas.length === 0 ? <EmptyState titulo="Nenhuma legislatura anterior registrada" /> : null}
      {legislaturas.map((l) => (
        <Secao key={l.id} id={`legislatura-${l.id}`} titulo={`${l.descricao} (${l.anoInicio}–${l.anoFim})`}>
          <ListaDeDeputados
            deputados={deputadosDaLegislatura(l.deputadoLegislaturas)}
            vazio="Nenhum deputado registrado nesta legislatura"
          />
          <Text mt="3">
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={caminhoDaLegislatura(l.id)}>Ver a {l.descricao}</RouterLink>
            </Link>
          </Text>
        </Secao>
      ))}
    </>
  );
}
