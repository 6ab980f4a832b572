/**
 * Comportamento da barra de acessibilidade (eMAG), como script embutido no HTML:
 * roda antes do resto da página ser lido e pintado (sem "piscar" o contraste ou o
 * tamanho escolhidos), funciona antes da hidratação e não pesa no JavaScript da
 * primeira carga além deste texto. A função é autocontida (nada de fora dela): o
 * servidor a envia como texto com `Function.prototype.toString`.
 *
 * Preferência guardada como "contraste.fonte" (ex.: "1.2") no cookie `alego_acessibilidade`, que o servidor lê
 * (a página já chega com ela no `<html>`). Só o cookie: ler também o localStorage abria o armazenamento da aba
 * (uma chamada síncrona ao processo do navegador) no meio da leitura do HTML, em toda página, sem guardar nada que
 * o cookie não guarde.
 */
export function iniciarAcessibilidade(): void {
  const doc = document;
  const raiz = doc.documentElement;
  const CHAVE = 'alego_acessibilidade';
  const ALVOS = ['conteudo', 'menu', 'busca', 'rodape'];
  const lido = /(?:^|;\s*)alego_acessibilidade=([01])\.([0-3])(?:;|$)/.exec(doc.cookie);
  let contraste = lido ? Number(lido[1]) : 0;
  let fonte = lido ? Number(lido[2]) : 0;

  function aplicar(): void {
    raiz.classList.toggle('alto-contraste', contraste === 1);
    raiz.setAttribute('data-fonte', String(fonte));
    doc.querySelectorAll('[data-acessibilidade="contraste"]').forEach((botao) => botao.setAttribute('aria-pressed', String(contraste === 1)));
  }

  function salvar(): void {
    doc.cookie = `${CHAVE}=${contraste}.${fonte}; path=/; max-age=31536000; samesite=lax`;
  }

  aplicar();
  doc.addEventListener('click', (evento) => {
    const botao = (evento.target as Element | null)?.closest?.('[data-acessibilidade]');
    const acao = botao?.getAttribute('data-acessibilidade');
    if (!acao) return;
    if (acao === 'contraste') contraste = 1 - contraste;
    else if (acao === 'aumentar') fonte = Math.min(3, fonte + 1);
    else if (acao === 'diminuir') fonte = Math.max(0, fonte - 1);
    else fonte = 0;
    aplicar();
    salvar();
  });
  // Alt+1 conteúdo, Alt+2 menu, Alt+3 busca, Alt+4 rodapé (pelo código da tecla: vale em qualquer layout).
  doc.addEventListener('keydown', (evento) => {
    if (!evento.altKey || evento.ctrlKey || evento.metaKey) return;
    const numero = /^(?:Digit|Numpad)([1-4])$/.exec(evento.code);
    const alvo = numero ? doc.getElementById(ALVOS[Number(numero[1]) - 1]!) : null;
    if (!alvo) return;
    evento.preventDefault();
    // O menu do celular fica num <details> fechado: abre antes de receber o foco.
    const detalhes = alvo.closest?.('details');
    if (detalhes) detalhes.open = true;
    alvo.focus();
    alvo.scrollIntoView({ block: 'start' });
  });
}

/** O script embutido: a função acima, chamada uma vez. */
export function scriptDeAcessibilidade(): string {
  return `(${iniciarAcessibilidade.toString()})()`;
}

/**
 * Atributos do `<html>` para a preferência guardada no cookie, aplicados pelo servidor
 * (entry-server.tsx): a página já chega no contraste e no tamanho escolhidos, mesmo
 * antes do script. Só valores conhecidos (nada do cookie vai cru para o HTML).
 */
export function atributosDoHtml(cookie: string | undefined): string {
  const lido = /(?:^|;\s*)alego_acessibilidade=([01])\.([0-3])(?:;|$)/.exec(cookie ?? '');
  if (!lido) return '';
  return `${lido[1] === '1' ? ' class="alto-contraste"' : ''} data-fonte="${lido[2]}"`;
}
