import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { PageTitle } from '@alego/ui';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import { Abas, CarregandoNavegacao, ListaDeDeputados, Secao } from '../pessoas/ui';
import type { LiderancasData, ListaDeDeputadosData, MesaDiretoraData } from './loaders';
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
  const quantidade = dados.deputados.length === 1 ? '1 deputado' : `${dados.deputados.length} deputados`;
  return (
    <>
      <PageTitle subtitulo={textos.descricao}>{textos.titulo}</PageTitle>
      <Abas rotulo={ROTULO_DA_AREA} itens={PAGINAS_DA_AREA} atual={base} />
      <Filtros base={base} dados={dados} />
      <CarregandoNavegacao />
      <Text as="p" role="status" mb="4" color="fg.muted">
        {filtrada ? `${quantidade} encontrados com os filtros escolhidos.` : `${quantidade}.`}
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
      <ListaDeDeputados deputados={dados.membros} vazio="Nenhum membro da Mesa Diretora registrado" />
    </>
  );
}
