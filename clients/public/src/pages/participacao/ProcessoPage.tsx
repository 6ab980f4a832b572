import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { PageTitle } from '@alego/ui';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLoaderData, useLocation } from 'react-router';
import { caminhoDeEntrada, useHidratado } from '../cidadao/comum/hooks';
import { useSessaoCidadao } from '../cidadao/session';
import { estadoDoProcesso, favoritar, votar, type EstadoDoCidadao as EstadoDoServidor, type Posicao } from './api';
import { AvisoNaoCientifico, NavegacaoParticipacao, Placar } from './componentes';
import { formatarDataDoDia, formatarNumero } from './formato';
import { DOCUMENTO_DO_PROCESSO, type ProcessoData } from './loaders';

interface EstadoDoCidadao {
  posicao: Posicao | null;
  favorito: boolean;
}

const ROTULO_POSICAO: Record<Posicao, string> = { A_FAVOR: 'a favor', CONTRA: 'contra' };

/** Texto do resultado de um voto, lido pelo leitor de tela (região viva). */
export function anuncioDoVoto(item: Pick<EstadoDoServidor, 'aFavor' | 'contra'>, posicao: Posicao): string {
  return `Seu voto ${ROTULO_POSICAO[posicao]} foi registrado. Agora são ${formatarNumero(item.aFavor)} a favor e ${formatarNumero(item.contra)} contra.`;
}

/**
 * Um processo: dados e placar renderizados no servidor; voto e favorito do cidadão
 * conectado preenchidos no navegador (pelo GraphQL, com o token da sessão).
 */
export function ProcessoPage() {
  const { processo } = useLoaderData<ProcessoData>();
  const hidratado = useHidratado();
  const sessao = useSessaoCidadao();
  const { pathname } = useLocation();
  const [placar, setPlacar] = useState({ aFavor: processo.aFavor, contra: processo.contra });
  const [meu, setMeu] = useState<EstadoDoCidadao | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [anuncio, setAnuncio] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const token = sessao?.token;

  useEffect(() => {
    setPlacar({ aFavor: processo.aFavor, contra: processo.contra });
    setMeu(null);
    setAnuncio('');
    setErro(null);
    if (!token) return;
    let vivo = true;
    void estadoDoProcesso(processo.id).then((r) => {
      if (!vivo) return;
      if (!r.ok) return setErro(r.status === 401 ? null : r.mensagem);
      setPlacar({ aFavor: r.dados.aFavor, contra: r.dados.contra });
      setMeu({ posicao: r.dados.minhaPosicao ?? null, favorito: r.dados.favorito });
    });
    return () => {
      vivo = false;
    };
  }, [processo, token]);

  async function aoVotar(posicao: Posicao) {
    setOcupado(true);
    setErro(null);
    const r = await votar(processo.numero, posicao);
    setOcupado(false);
    if (!r.ok) return setErro(r.mensagem);
    setPlacar({ aFavor: r.dados.aFavor, contra: r.dados.contra });
    setMeu((atual) => ({ favorito: atual?.favorito ?? false, posicao }));
    setAnuncio(anuncioDoVoto(r.dados, posicao));
  }

  async function aoFavoritar() {
    setOcupado(true);
    setErro(null);
    const r = await favoritar(processo.numero);
    setOcupado(false);
    if (!r.ok) return setErro(r.mensagem);
    setMeu((atual) => ({ posicao: atual?.posicao ?? null, favorito: r.dados.favorito }));
    setAnuncio(r.mensagem ?? '');
  }

  const entrada = caminhoDeEntrada(pathname);
  return (
    <>
      <PageTitle subtitulo={`${processo.tipo} · Processo ${processo.numero}`}>{processo.assunto}</PageTitle>
      <NavegacaoParticipacao />
      <Flex gap="3" wrap="wrap" align="center" mb="4" fontSize="sm">
        <Badge variant="outline">{processo.situacao}</Badge>
        {processo.etapa ? <Text>Etapa: {processo.etapa}</Text> : null}
        <Text>
          Autuado em <time dateTime={processo.dataAutuacao}>{formatarDataDoDia(processo.dataAutuacao)}</time>
        </Text>
      </Flex>
      <Box as="section" aria-labelledby="ementa" mb="6">
        <Heading as="h2" size="md" id="ementa" mb="2">
          Ementa
        </Heading>
        <Text>{processo.ementa}</Text>
      </Box>
      <Box as="section" aria-labelledby="autoria" mb="6">
        <Heading as="h2" size="md" id="autoria" mb="2">
          Autoria
        </Heading>
        <Box as="ul" ps="5">
          {processo.autores.map((autor) => (
            <li key={autor.nome}>
              {autor.deputado ? (
                <Link asChild color="brand.fg">
                  <RouterLink to={`/deputados/perfil/${autor.deputado.id}`}>{autor.nome}</RouterLink>
                </Link>
              ) : (
                autor.nome
              )}
            </li>
          ))}
        </Box>
        <Flex gap="4" mt="3" wrap="wrap">
          {processo.linkTextoIntegral ? (
            <Link href={processo.linkTextoIntegral} color="brand.fg" target="_blank" rel="noopener noreferrer">
              Texto integral (abre em nova janela)
            </Link>
          ) : null}
          {processo.linkTextoIntegral ? (
            <Link href={DOCUMENTO_DO_PROCESSO(processo.numero)} color="brand.fg">
              Baixar o documento do processo
            </Link>
          ) : null}
        </Flex>
      </Box>
      <Box as="section" aria-labelledby="participe" p="5" borderWidth="1px" borderRadius="lg" mb="6">
        <Heading as="h2" size="lg" id="participe" mb="3">
          Participe
        </Heading>
        <Placar aFavor={placar.aFavor} contra={placar.contra} />
        <AvisoNaoCientifico />
        {!hidratado ? null : !sessao ? (
          <Text>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={entrada}>Entre para votar e favoritar</RouterLink>
            </Link>{' '}
            ou{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/cidadao/cadastro">crie sua conta</RouterLink>
            </Link>
            .
          </Text>
        ) : (
          <Box>
            <Text mb="2">
              {meu?.posicao ? `Seu voto: ${ROTULO_POSICAO[meu.posicao]}. Você pode mudar de posição quando quiser.` : 'Você ainda não votou nesta proposição.'}
            </Text>
            <Flex gap="3" wrap="wrap" role="group" aria-label="Seu voto">
              <Button colorPalette="green" aria-pressed={meu?.posicao === 'A_FAVOR'} disabled={ocupado || meu === null} onClick={() => void aoVotar('A_FAVOR')}>
                Votar a favor
              </Button>
              <Button colorPalette="red" aria-pressed={meu?.posicao === 'CONTRA'} disabled={ocupado || meu === null} onClick={() => void aoVotar('CONTRA')}>
                Votar contra
              </Button>
              <Button variant="outline" aria-pressed={meu?.favorito ?? false} disabled={ocupado || meu === null} onClick={() => void aoFavoritar()}>
                {meu?.favorito ? 'Remover dos favoritos' : 'Favoritar'}
              </Button>
            </Flex>
          </Box>
        )}
        <Text role="status" aria-live="polite" mt="3" fontWeight="semibold">
          {anuncio}
        </Text>
        {erro ? (
          <Text role="alert" mt="2" color="red.fg">
            {erro}
          </Text>
        ) : null}
      </Box>
    </>
  );
}
