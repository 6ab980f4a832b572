import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, PageTitle } from '@alego/ui';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import { AvisoNaoCientifico, doGraphql, ListaDeProcessos, NavegacaoParticipacao, Paginacao } from './componentes';
import { formatarNumero } from './formato';
import { BASE, CAMPOS_AVANCADOS, linkDaBusca, type BuscaData, type CampoAvancado } from './loaders';

const Entrada = chakra('input', {
  base: { w: 'full', h: '10', px: '3', borderWidth: '1px', borderColor: 'border.emphasized', borderRadius: 'md', bg: 'bg', _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' } },
});
const Selecao = chakra('select', {
  base: { w: 'full', h: '10', px: '3', borderWidth: '1px', borderColor: 'border.emphasized', borderRadius: 'md', bg: 'bg' },
});
const Rotulo = chakra('label', { base: { display: 'block', fontWeight: 'semibold', mb: '1' } });

const ROTULOS: Record<CampoAvancado, string> = {
  numero: 'Número',
  ano: 'Ano',
  tipo: 'Tipo',
  autor: 'Autor',
  situacao: 'Situação',
  data_inicio: 'Autuado a partir de',
  data_fim: 'Autuado até',
};

/** Índice dos processos: busca simples e avançada por GET (funcionam sem JavaScript), resultados paginados. */
export function BuscaPage() {
  const dados = useLoaderData<BuscaData>();
  const navigate = useNavigate();
  const [avancadaAberta, setAvancadaAberta] = useState(dados.modo === 'avancada');

  const enviar = (modo: 'simples' | 'avancada') => (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const form = new FormData(evento.currentTarget);
    const valor = (nome: string) => String(form.get(nome) ?? '').trim();
    const avancada = Object.fromEntries(CAMPOS_AVANCADOS.map((c) => [c, modo === 'avancada' ? valor(c) : ''])) as Record<CampoAvancado, string>;
    navigate(linkDaBusca({ modo, termo: modo === 'simples' ? valor('termo') : '', avancada }, 1));
  };

  const buscou = dados.modo === 'avancada' || dados.termo !== '';
  return (
    <>
      <PageTitle subtitulo="Acompanhe as proposições da Assembleia, vote a favor ou contra e favorite as que quer seguir.">Processos legislativos</PageTitle>
      <NavegacaoParticipacao />
      <form method="get" action={BASE} role="search" aria-label="Busca simples de processos" onSubmit={enviar('simples')}>
        <Flex gap="2" mb="3" wrap="wrap" align="flex-end">
          <Box flex="1" minW="16rem">
            <Rotulo htmlFor="busca-termo">Buscar por número, assunto, ementa ou autor</Rotulo>
            <Entrada key={dados.termo} id="busca-termo" type="search" name="termo" defaultValue={dados.termo} maxLength={200} />
          </Box>
          <Button type="submit" colorPalette="brand" h="10">
            Buscar
          </Button>
        </Flex>
      </form>
      <Button variant="plain" color="brand.fg" px="0" mb="3" aria-expanded={avancadaAberta} aria-controls="busca-avancada" onClick={() => setAvancadaAberta(!avancadaAberta)}>
        {avancadaAberta ? 'Fechar a busca avançada' : 'Busca avançada'}
      </Button>
      <Box id="busca-avancada" hidden={!avancadaAberta}>
        <form method="get" action={BASE} role="search" aria-label="Busca avançada de processos" onSubmit={enviar('avancada')}>
          <input type="hidden" name="avancada" value="1" />
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3" mb="3" p="4" borderWidth="1px" borderRadius="lg">
            {CAMPOS_AVANCADOS.map((campo) => (
              <Box key={campo}>
                <Rotulo htmlFor={`avancada-${campo}`}>{ROTULOS[campo]}</Rotulo>
                {campo === 'tipo' || campo === 'situacao' ? (
                  <Selecao id={`avancada-${campo}`} name={campo} defaultValue={dados.avancada[campo]}>
                    <option value="">Todos</option>
                    {(campo === 'tipo' ? dados.tipos : dados.situacoes).map((opcao) => (
                      <option key={opcao} value={opcao}>
                        {opcao}
                      </option>
                    ))}
                  </Selecao>
                ) : (
                  <Entrada
                    id={`avancada-${campo}`}
                    name={campo}
                    type={campo.startsWith('data_') ? 'date' : campo === 'ano' ? 'number' : 'text'}
                    inputMode={campo === 'ano' ? 'numeric' : undefined}
                    placeholder={campo === 'numero' ? 'por exemplo 2025/1234' : undefined}
                    defaultValue={dados.avancada[campo]}
                    maxLength={200}
                  />
                )}
              </Box>
            ))}
            <Flex align="flex-end">
              <Button type="submit" colorPalette="brand" h="10" w="full">
                Buscar
              </Button>
            </Flex>
          </Box>
        </form>
      </Box>
      <AvisoNaoCientifico />
      {dados.erros.length ? (
        <Box role="alert" mb="4" p="3" borderRadius="md" bg="red.subtle" color="red.fg">
          {dados.erros.map((erro) => (
            <Text key={erro}>{erro}</Text>
          ))}
        </Box>
      ) : null}
      <Text as="p" role="status" mb="4" color="fg.muted">
        {buscou ? (dados.total === 1 ? '1 processo encontrado.' : `${formatarNumero(dados.total)} processos encontrados.`) : `${formatarNumero(dados.total)} processos, dos autuados mais recentemente aos mais antigos.`}
      </Text>
      {dados.itens.length === 0 ? (
        <EmptyState titulo="Nenhum processo encontrado" descricao="Tente outras palavras ou outros critérios." />
      ) : (
        <ListaDeProcessos itens={dados.itens.map(doGraphql)} />
      )}
      <Paginacao pagina={dados.pagina} totalPaginas={dados.totalPaginas} link={(p) => linkDaBusca(dados, p)} />
      <Text mt="6" fontSize="sm">
        <RouterLink to={`${BASE}/mais-votadas`}>Veja as proposições mais votadas</RouterLink>
      </Text>
    </>
  );
}
