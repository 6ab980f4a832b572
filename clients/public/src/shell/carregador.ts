import { CANAL, TOKEN_KEY } from '../pages/cidadao/constantes';

/** O `id` do `<script>` do carregador (o bench conta os bytes dele no JavaScript da primeira carga). */
export const ID_DO_CARREGADOR = 'alego-carregador';
/** O script de entrada avisa (window) que vai hidratar: dali em diante o próprio React recebe e repete os cliques. */
export const EVENTO_HIDRATANDO = 'alego:hidratando';
/** A página inteira hidratou (o efeito do Layout que também marca `alego:hidratado` para o bench). */
export const EVENTO_HIDRATADO = 'alego:hidratado';
/** Atributo do `<dialog>` do aviso da página inicial: a chave que o guarda como dispensado (localStorage). */
export const ATRIBUTO_DO_AVISO = 'data-chave-do-aviso';
/**
 * Atributo de um link cujo clique o aplicativo trata (a foto da galeria abre na janela de fotos): antes da hidratação o
 * carregador segura o clique comum e o repete depois dela, em vez de seguir o link.
 */
export const ATRIBUTO_DE_REPETIR = 'data-repetir-clique';

export interface OpcoesDoCarregador {
  /** O script de entrada do aplicativo. */
  entrada: string;
  /** Os chunks da página atual, pedidos com antecedência quando o ponteiro passa sobre a página. */
  modulos: string[];
}

interface Nomes {
  hidratando: string;
  hidratado: string;
  aviso: string;
  repetir: string;
  canal: string;
  token: string;
}

/**
 * O carregador das páginas de leitura (docs/decisions.md): o aplicativo só é pedido e hidratado no primeiro gesto
 * (toque, clique, tecla, foco), ou na hora quando algo deste navegador o pede: sessão nesta aba ou noutra, o aviso
 * da página inicial ainda não dispensado, um formulário com reCAPTCHA, um endereço que aponta um `<details>` a abrir. Um clique num botão que só funciona com JavaScript antes da hidratação é
 * repetido depois dela, como o envio de um formulário sem `action`; links (salvo os marcados com `ATRIBUTO_DE_REPETIR`),
 * envios de formulários que funcionam sem script e as ilhas (scripts embutidos) seguem sem repetição.
 * Autocontida: vai como texto no HTML, com os argumentos em JSON.
 */
function carregar(entrada: string, modulos: string[], nomes: Nomes): void {
  const d = document;
  const gestos = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  const previas = ['pointerover', 'mouseover'];
  let pedido = false;
  let previo = false;
  let alvo: HTMLElement | null = null;
  let canal: BroadcastChannel | null = null;
  const precarregar = () => {
    if (previo) return;
    previo = true;
    for (const evento of previas) d.removeEventListener(evento, precarregar, true);
    for (const href of [entrada, ...modulos]) {
      const link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      d.head.appendChild(link);
    }
  };
  const iniciar = () => {
    if (pedido) return;
    pedido = true;
    for (const evento of gestos) d.removeEventListener(evento, iniciar, true);
    canal?.close();
    precarregar();
    const script = d.createElement('script');
    script.type = 'module';
    script.src = entrada;
    d.head.appendChild(script);
  };
  const guardarClique = (evento: MouseEvent) => {
    const elemento = evento.target instanceof Element ? evento.target : null;
    const link = elemento?.closest<HTMLAnchorElement>(`a[${nomes.repetir}]`);
    if (link) {
      if (evento.button !== 0 || evento.ctrlKey || evento.metaKey || evento.shiftKey || evento.altKey) return;
      evento.preventDefault();
      alvo = link;
      return;
    }
    const botao = elemento?.closest('button');
    // Envio de formulário e as ilhas (HTML do servidor com script próprio) já funcionam sem o aplicativo.
    if (!botao || (botao.type === 'submit' && botao.form) || botao.closest('[data-ilha]')) return;
    alvo = botao;
  };
  // Um formulário sem `action` só se envia pelo aplicativo (o envio nativo iria, por GET, ao próprio endereço): o envio
  // espera a hidratação e é repetido depois dela.
  let formulario: HTMLFormElement | null = null;
  const guardarEnvio = (evento: SubmitEvent) => {
    const form = evento.target instanceof HTMLFormElement ? evento.target : null;
    if (!form || form.hasAttribute('action')) return;
    evento.preventDefault();
    alvo = evento.submitter instanceof HTMLElement ? evento.submitter : null;
    formulario = alvo ? null : form;
  };
  const pararDeGuardar = () => {
    d.removeEventListener('click', guardarClique, true);
    d.removeEventListener('submit', guardarEnvio, true);
  };
  const repetir = () => {
    if (alvo?.isConnected) alvo.click();
    else if (formulario?.isConnected) formulario.requestSubmit();
    alvo = formulario = null;
  };
  for (const evento of gestos) d.addEventListener(evento, iniciar, true);
  for (const evento of previas) d.addEventListener(evento, precarregar, true);
  d.addEventListener('click', guardarClique, true);
  d.addEventListener('submit', guardarEnvio, true);
  window.addEventListener(nomes.hidratando, pararDeGuardar, { once: true });
  window.addEventListener(nomes.hidratado, repetir, { once: true });

  let agora = false;
  try {
    agora = Boolean(sessionStorage.getItem(nomes.token));
  } catch {
    // Armazenamento bloqueado: sem sessão nesta aba.
  }
  // O widget do reCAPTCHA (`Recaptcha`, em @alego/ui) só existe pelo aplicativo: o formulário que o pede o tem já.
  agora ||= d.querySelector('.g-recaptcha') !== null;
  const aviso = d.querySelector(`dialog[${nomes.aviso}]`);
  if (aviso) {
    try {
      agora ||= localStorage.getItem(aviso.getAttribute(nomes.aviso) ?? '') === null;
    } catch {
      agora = true;
    }
  }
  // Um link para uma pergunta frequente (`<details>`, vindo da busca) a abre pelo aplicativo, que então vem na hora.
  try {
    agora ||= location.hash.length > 1 && d.getElementById(decodeURIComponent(location.hash.slice(1))) instanceof HTMLDetailsElement;
  } catch {
    // Fragmento malformado: nada a abrir.
  }
  if (agora) return iniciar();
  // Uma aba com sessão responde ao pedido (e avisa quando alguém entra): esta aba mostra a sessão sem esperar o gesto.
  try {
    canal = new BroadcastChannel(nomes.canal);
    canal.onmessage = (evento: MessageEvent<{ tipo?: string } | null>) => {
      if (evento.data?.tipo === 'sessao' || evento.data?.tipo === 'entrada') iniciar();
    };
    canal.postMessage({ tipo: 'pedido' });
  } catch {
    // Sem BroadcastChannel: a sessão de outra aba chega no primeiro gesto.
  }
}

/** O texto do `<script>` embutido no fim do `<body>` (o nonce da CSP, o gateway põe: gateway/src/security.ts). */
export function scriptDoCarregador({ entrada, modulos }: OpcoesDoCarregador): string {
  const nomes: Nomes = { hidratando: EVENTO_HIDRATANDO, hidratado: EVENTO_HIDRATADO, aviso: ATRIBUTO_DO_AVISO, repetir: ATRIBUTO_DE_REPETIR, canal: CANAL, token: TOKEN_KEY };
  const argumentos = [entrada, modulos, nomes].map((valor) => JSON.stringify(valor).replace(/</g, '\\u003c')).join(',');
  return `(${carregar.toString()})(${argumentos})`;
}
