import { useState } from 'react';

/**
 * HTML fixo vindo do servidor que o React não recria nem carrega no bundle do cliente.
 * No servidor, o texto de `servidor()` (passe-o como `import.meta.env.SSR ? f : undefined`
 * para que `f` fique fora do bundle do cliente); no navegador, o que já está na página,
 * de modo que a hidratação encontra o mesmo conteúdo. Uma montagem nova (a página de erro
 * troca o layout) copia o HTML da ilha anterior, que ainda está no documento.
 */
export function Ilha({ id, servidor }: { id: string; servidor: (() => string) | undefined }) {
  const [html] = useState(() => (servidor ? servidor() : (document.getElementById(id)?.innerHTML ?? '')));
  return <div id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
