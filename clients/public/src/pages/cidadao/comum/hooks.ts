import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { API_CIDADAO, MENSAGENS_API } from '../api';
import { iniciarPartilhaDaSessao } from '../partilha';
import { consumirMotivoDoFim, textoSeguro, useSessaoCidadao, type MotivoFim, type SessaoCidadao } from '../session';

const nada = () => () => {};

/** false no servidor e durante a hidratação; true depois (e em navegações no navegador). */
export function useHidratado(): boolean {
  return useSyncExternalStore(
    nada,
    () => true,
    () => false,
  );
}

/** Estado que a tela de entrada recebe de quem mandou o visitante para lá. */
export interface EstadoEntrada {
  motivo?: MotivoFim | null;
  email?: string;
}

/** Tela de entrada com a volta para `destino` depois do login. */
export function caminhoDeEntrada(destino?: string): string {
  return destino ? `/cidadao/entrar?destino=${encodeURIComponent(destino)}` : '/cidadao/entrar';
}

/**
 * Telas que exigem login: depois da hidratação, sem sessão (visitante anônimo,
 * token vencido, 401 numa chamada, saída nesta ou em outra aba), vai para a tela
 * de entrada com a volta para esta página. Devolve a sessão (null até hidratar).
 */
export function useExigirLogin(): SessaoCidadao | null {
  const sessao = useSessaoCidadao();
  const hidratado = useHidratado();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Uma aba nova pede a sessão às abas abertas (partilha.ts): só sem resposta ela está mesmo sem sessão.
  const [partilhada, setPartilhada] = useState(false);
  useEffect(() => {
    let ativo = true;
    void iniciarPartilhaDaSessao().then(() => ativo && setPartilhada(true));
    return () => {
      ativo = false;
    };
  }, []);
  const semSessao = hidratado && partilhada && sessao === null;
  const redirecionou = useRef(false);
  useEffect(() => {
    if (!semSessao || redirecionou.current) return;
    redirecionou.current = true;
    const motivo = consumirMotivoDoFim();
    const estado: EstadoEntrada = { motivo };
    // Quem saiu por vontade própria não precisa voltar para a página depois.
    navigate(motivo === 'saida' ? caminhoDeEntrada() : caminhoDeEntrada(pathname), { replace: true, state: estado });
  }, [semSessao, navigate, pathname]);
  return sessao;
}

const promessas = new Map<string, Promise<unknown>>();

/**
 * A mesma promessa para a mesma chave: códigos de uso único (confirmação de
 * cadastro) não são gastos duas vezes pelo StrictMode nem por uma remontagem.
 */
export function umaVez<T>(chave: string, criar: () => Promise<T>): Promise<T> {
  let promessa = promessas.get(chave) as Promise<T> | undefined;
  if (!promessa) {
    promessa = criar();
    promessas.set(chave, promessa);
  }
  return promessa;
}

/** Destino dos formulários sem JavaScript (gateway, rest/opine-cidadao.ts): POST, nunca GET com a senha na URL. */
export function acaoSemJs(pagina: string): string {
  return `${API_CIDADAO}/formulario/${pagina}`;
}

/**
 * O que o gateway devolve na URL depois de um envio sem JavaScript (ou antes de o
 * script carregar): só o resultado (`?concluido=1`, `?enviado=1`) e mensagens de
 * erro, nunca o que foi digitado. Qualquer um pode montar esse link, então só texto
 * curto e sem cara de endereço vira mensagem; o resto, a mensagem genérica.
 */
export function useResultadoSemJs(): { erro: string | null; params: URLSearchParams } {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const erros = params.getAll('erro');
  if (!erros.length) return { erro: null, params };
  const seguras = erros.map(textoSeguro).filter((mensagem): mensagem is string => mensagem !== null);
  return { erro: seguras.length === erros.length ? seguras.join(' ') : MENSAGENS_API.dadosInvalidos, params };
}
