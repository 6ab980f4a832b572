import { Text } from '@chakra-ui/react/text';
import { EmptyState, ErrorState, Loading, PageTitle } from '@alego/ui';
import { useEffect, useState } from 'react';
import { useExigirLogin } from '../cidadao/comum/hooks';
import { listaDoCidadao, type ItemDaLista, type ListaDoCidadao, type PaginaDeItens } from './api';
import { AvisoNaoCientifico, doGraphql, ListaDeProcessos, NavegacaoParticipacao, Paginacao, type ItemVisivel } from './componentes';
import { formatarNumero } from './formato';

const TEXTOS: Record<ListaDoCidadao, { titulo: string; subtitulo: string; vazio: string }> = {
  'minhas-participacoes': {
    titulo: 'Minhas participações',
    subtitulo: 'As proposições em que você votou, do voto mais recente ao mais antigo.',
    vazio: 'Você ainda não votou em nenhuma proposição.',
  },
  'meus-favoritos': {
    titulo: 'Meus favoritos',
    subtitulo: 'As proposições que você acompanha. Quando uma delas muda de situação, avisamos por e-mail.',
    vazio: 'Você ainda não favoritou nenhuma proposição.',
  },
};

function visivel(item: ItemDaLista): ItemVisivel {
  return { ...doGraphql(item), minhaPosicao: item.minhaPosicao };
}

type Carga = { tipo: 'carregando' } | { tipo: 'erro'; mensagem: string } | { tipo: 'pronto'; pagina: PaginaDeItens };

/** Listas do cidadão conectado: o servidor mostra a casca; os itens vêm do GraphQL no navegador, com o token da sessão. */
export function createListaDoCidadao(lista: ListaDoCidadao) {
  return function ListaDoCidadaoPage() {
    const sessao = useExigirLogin();
    const token = sessao?.token;
    const [pagina, setPagina] = useState(1);
    const [carga, setCarga] = useState<Carga>({ tipo: 'carregando' });
    const textos = TEXTOS[lista];

    useEffect(() => {
      if (!token) return;
      let vivo = true;
      setCarga({ tipo: 'carregando' });
      void listaDoCidadao(lista, pagina).then((r) => {
        if (!vivo || (!r.ok && r.status === 401)) return;
        setCarga(r.ok ? { tipo: 'pronto', pagina: r.dados } : { tipo: 'erro', mensagem: r.mensagem });
      });
      return () => {
        vivo = false;
      };
    }, [token, pagina]);

    return (
      <>
        <PageTitle subtitulo={textos.subtitulo}>{textos.titulo}</PageTitle>
        <NavegacaoParticipacao />
        <AvisoNaoCientifico />
        {carga.tipo === 'carregando' ? <Loading /> : null}
        {carga.tipo === 'erro' ? <ErrorState descricao={carga.mensagem} /> : null}
        {carga.tipo === 'pronto' ? (
          <>
            <Text as="p" role="status" mb="4" color="fg.muted">
              {carga.pagina.total === 1 ? '1 proposição.' : `${formatarNumero(carga.pagina.total)} proposições.`}
            </Text>
            {carga.pagina.itens.length ? (
              <ListaDeProcessos itens={carga.pagina.itens.map(visivel)} />
            ) : (
              <EmptyState titulo={textos.vazio} descricao="Busque uma proposição e participe." />
            )}
            <Paginacao pagina={pagina} totalPaginas={carga.pagina.totalPaginas} aoIr={setPagina} />
          </>
        ) : null}
      </>
    );
  };
}
