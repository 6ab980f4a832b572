import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML fixo vindo do servidor que o React não recria nem carrega no bundle do cliente.
 * No servidor, o texto de `servidor()` (passe-o como `import.meta.env.SSR ? f : undefined`
 * para que `f` fique fora do bundle do cliente); no navegador, o que já está na página,
 * de modo que a hidratação encontra o mesmo conteúdo. Uma montagem nova (a página de erro
 * troca o layout) copia o HTML da ilha anterior, que ainda está no documento.
 *
 * Os links internos da ilha (menu, rodapé) navegam pelo roteador depois da hidratação,
 * como os links do React: sem recarregar a página. Antes dela, ou com Ctrl/Shift/botão do
 * meio, são links comuns. `data-ilha`: o carregador (carregador.ts) não repete cliques daqui, que já têm script próprio.
 */
export function Ilha({ id, servidor }: { id: string; servidor: (() => string) | undefined }) {
  const [html] = useState(() => (servidor ? servidor() : (document.getElementById(id)?.innerHTML ?? '')));
  const navigate = useNavigate();
  const aoClicar = (evento: MouseEvent<HTMLDivElement>) => {
    if (evento.defaultPrevented || evento.button !== 0 || evento.metaKey || evento.ctrlKey || evento.shiftKey || evento.altKey) return;
    const link = (evento.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target || link.hasAttribute('download')) return;
    evento.preventDefault();
    void navigate(href);
  };
  return <div id={id} data-ilha="" onClick={aoClicar} dangerouslySetInnerHTML={{ __html: html }} />;
}
