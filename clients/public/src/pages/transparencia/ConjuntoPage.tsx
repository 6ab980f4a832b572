import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, ErrorState, PageTitle } from '@alego/ui';
import { Link as RouterLink, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { Paginacao } from '../../componentes/Paginacao';
import { CaixaDeTotais, contagem, LinksDeExportacao } from './componentes';
import { linkComFiltros } from './links';
import type { ConjuntoData } from './loaders';
import { caminhoDoConjunto, conjuntoPorId, formatarData, TERMO_MAXIMO, type Conjunto, type Filtro } from './registro';
import { Tabela } from './Tabela';

const Form = chakra('form');
const Input = chakra('input');
const Select = chakra('select');
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

/** A tela de um conjunto: filtros pela URL, totais, tabela de 10, paginação, downloads. */
export function ConjuntoPage() {
  const dados = useLoaderData<ConjuntoData>();
  const conjunto = conjuntoPorId(dados.conjunto)!;
  const navegacao = useNavigation();
  const base = caminhoDoConjunto(conjunto);
  const carregando = navegacao.state === 'loading' && navegacao.location?.pathname === base;
  const filtrado = Object.keys(dados.valores).length > 0;
  return (
    <>
      <PageTitle subtitulo={conjunto.descricao}>{conjunto.titulo}</PageTitle>
      <FormularioDeFiltros conjunto={conjunto} valores={dados.valores} sugestoes={dados.sugestoes} />
      {dados.erros.length ? (
        <ErrorState titulo="Filtros inválidos" descricao={<chakra.ul ps="5">{dados.erros.map((e) => <li key={e}>{e}</li>)}</chakra.ul>} />
      ) : (
        <>
          <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
            <Text as="p" role="status" color="fg.muted">
              {carregando ? 'Carregando…' : `${contagem(dados.total)}${filtrado ? ' no filtro' : ''}${dados.totalPaginas > 1 ? ` · página ${dados.pagina} de ${dados.totalPaginas}` : ''}`}
            </Text>
            <LinksDeExportacao conjunto={conjunto} valores={dados.valores} />
          </Flex>
          <CaixaDeTotais conjunto={conjunto} totais={dados.totais} />
          {dados.itens.length === 0 ? (
            <EmptyState
              titulo={filtrado ? 'Nenhum registro encontrado para estes filtros' : conjunto.vazio}
              descricao={filtrado ? 'Tente outros filtros ou limpe a busca.' : 'Volte em breve.'}
            >
              {filtrado ? (
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={base}>Limpar filtros</RouterLink>
                </Link>
              ) : null}
            </EmptyState>
          ) : (
            <Tabela
              colunas={conjunto.colunas}
              itens={dados.itens}
              ocupada={carregando}
              legenda={`${conjunto.titulo}: ${contagem(dados.total)}${dados.totalPaginas > 1 ? `, página ${dados.pagina} de ${dados.totalPaginas}` : ''}`}
            />
          )}
          <Paginacao pagina={dados.pagina} totalPaginas={dados.totalPaginas} link={(p) => linkComFiltros(base, dados.valores, p)} />
        </>
      )}
    </>
  );
}

/**
 * Filtros num <form method="get"> comum: sem JavaScript o navegador pede a URL com os
 * filtros; com ele o roteador navega sem recarregar. Campos vazios ficam fora da URL.
 */
function FormularioDeFiltros({ conjunto, valores, sugestoes }: { conjunto: Conjunto; valores: Record<string, string>; sugestoes: Record<string, { valor: string; rotulo: string }[]> }) {
  const navigate = useNavigate();
  const base = caminhoDoConjunto(conjunto);
  return (
    <Form
      method="get"
      action={base}
      role="search"
      aria-label={`Filtrar ${conjunto.titulo.toLowerCase()}`}
      mb="6"
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      onSubmit={(evento) => {
        evento.preventDefault();
        const novos: Record<string, string> = {};
        for (const [nome, valor] of new FormData(evento.currentTarget)) {
          if (typeof valor === 'string' && valor.trim()) novos[nome] = valor.trim();
        }
        navigate(linkComFiltros(base, novos));
      }}
    >
      {/* A chave recria os campos quando a URL muda (voltar do navegador, "limpar filtros"). */}
      <SimpleGrid key={JSON.stringify(valores)} columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {conjunto.filtros.map((filtro) => (
          <CampoDeFiltro key={filtro.nome} conjunto={conjunto} filtro={filtro} valor={valores[filtro.nome] ?? ''} sugestoes={sugestoes[filtro.nome]} />
        ))}
      </SimpleGrid>
      <Flex gap="3" mt="4" align="center" wrap="wrap">
        <Button type="submit" colorPalette="brand" h="10">
          Filtrar
        </Button>
        {Object.keys(valores).length ? (
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={base}>Limpar filtros</RouterLink>
          </Link>
        ) : null}
      </Flex>
    </Form>
  );
}

function CampoDeFiltro({ conjunto, filtro, valor, sugestoes }: { conjunto: Conjunto; filtro: Filtro; valor: string; sugestoes: { valor: string; rotulo: string }[] | undefined }) {
  const id = `filtro-${conjunto.id}-${filtro.nome}`;
  const idAjuda = `${id}-ajuda`;
  const comum = { id, name: filtro.nome, defaultValue: valor, 'aria-describedby': idAjuda, ...estiloDoCampo };
  let campo;
  if (filtro.tipo === 'booleano') {
    campo = (
      <Select {...comum}>
        <option value="">Todos</option>
        <option value="sim">Sim</option>
        <option value="nao">Não</option>
      </Select>
    );
  } else if (filtro.opcoes || sugestoes) {
    const opcoes = filtro.opcoes ?? sugestoes ?? [];
    campo = (
      <Select {...comum}>
        <option value="">Todos</option>
        {opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </Select>
    );
  } else if (filtro.tipo === 'data') {
    // Texto dd/mm/aaaa em vez de <input type="date">: este segue a língua do navegador (mm/dd/yyyy num Chromium em
    // inglês), e o formulário precisa funcionar sem JavaScript. Um link antigo com ISO aparece como dd/mm/aaaa.
    campo = <Input {...comum} defaultValue={formatarData(valor)} type="text" inputMode="numeric" autoComplete="off" placeholder="dd/mm/aaaa" pattern="\d{1,2}/\d{1,2}/\d{4}" maxLength={10} title="Data no formato dd/mm/aaaa" />;
  } else if (filtro.tipo === 'inteiro') {
    campo = <Input {...comum} type="number" inputMode="numeric" min={filtro.minimo} max={filtro.maximo} step={1} />;
  } else {
    campo = <Input {...comum} type="search" maxLength={TERMO_MAXIMO} />;
  }
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="1">
        {filtro.rotulo}
      </chakra.label>
      {campo}
      <Text id={idAjuda} fontSize="xs" color="fg.muted" mt="1">
        {filtro.descricao}
        {filtro.tipo === 'data' ? ' Formato dd/mm/aaaa.' : ''}
      </Text>
    </Box>
  );
}
