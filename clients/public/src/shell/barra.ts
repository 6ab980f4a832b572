import { MENU_PRINCIPAL, secaoAtual, SITE, SITES_DA_CASA, type ItemMenu } from '../site';
import { scriptDeAcessibilidade } from './preferencias';

/** Atalhos do eMAG: a tecla (com Alt), o id do destino e o texto do link. */
export const ATALHOS = [
  { tecla: '1', alvo: 'conteudo', rotulo: 'Ir para o conteúdo' },
  { tecla: '2', alvo: 'menu', rotulo: 'Ir para o menu' },
  { tecla: '3', alvo: 'busca', rotulo: 'Ir para a busca' },
  { tecla: '4', alvo: 'rodape', rotulo: 'Ir para o rodapé' },
] as const;

/** [ação, texto visível, complemento só para leitores de tela (o nome acessível começa pelo texto visível)]. */
const BOTOES = [
  ['contraste', 'Alto contraste', ''],
  ['aumentar', 'A+', 'aumentar o texto'],
  ['diminuir', 'A-', 'diminuir o texto'],
  ['normal', 'A', 'texto no tamanho normal'],
] as const;

/**
 * HTML da barra de acessibilidade e, logo depois dela, o script que lhe dá vida.
 * Só o servidor o monta (texto fixo, sem dados do visitante): o navegador reaproveita
 * o HTML já recebido, e nada disto entra no JavaScript da primeira carga.
 */
export function htmlDaBarra(): string {
  const atalhos = ATALHOS.map((a) => `<li><a href="#${a.alvo}" accesskey="${a.tecla}">${a.rotulo} <span aria-hidden="true">[Alt+${a.tecla}]</span></a></li>`).join('');
  const botoes = BOTOES.map(
    ([acao, texto, extra]) =>
      `<li><button type="button" data-acessibilidade="${acao}">${texto}${extra ? `<span class="so-leitor"> (${extra})</span>` : ''}</button></li>`,
  ).join('');
  return (
    // Primeira parada do Tab, visível só com o foco.
    '<a class="pular" href="#conteudo">Ir para o conteúdo</a>' +
    `<nav class="barra-a11y" aria-label="Acessibilidade"><ul>${atalhos}</ul>` +
    `<ul><li><a href="/acessibilidade">Acessibilidade</a></li>${botoes}</ul></nav>` +
    // Depois dos botões (já existem para receber aria-pressed) e antes do conteúdo (nada pisca).
    `<script>${scriptDeAcessibilidade()}</script>`
  );
}

/**
 * Busca no portal inteiro, no cabeçalho (destino do Alt+3): formulário GET comum, funciona sem JavaScript. Leva à
 * busca do site (`/alego_search/buscar`, docs/busca.md); a busca de notícias continua na lista de notícias.
 */
export function htmlDaBusca(): string {
  return (
    '<form class="busca-topo" role="search" action="/alego_search/buscar" method="get">' +
    '<label for="busca">Buscar no portal</label>' +
    '<input id="busca" name="termo" type="search" placeholder="Buscar no portal" maxlength="200">' +
    '<button type="submit">Buscar</button></form>'
  );
}

function escapar(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Mantém o menu aberto em telas largas, onde ele é uma linha de links (no celular ele
 * começa fechado, atrás do botão "Menu"). Autocontida: vai como texto no HTML.
 */
export function abrirMenuEmTelaLarga(): void {
  const menu = document.getElementById('menu-principal') as HTMLDetailsElement | null;
  if (!menu || !window.matchMedia) return;
  const largo = window.matchMedia('(min-width: 48em)');
  const ajustar = () => {
    menu.open = largo.matches;
  };
  ajustar();
  largo.addEventListener('change', ajustar);
}

/**
 * Menu principal e busca (destinos do Alt+2 e do Alt+3). Um <details>: no celular o botão
 * "Menu" abre e fecha a lista, com ou sem JavaScript, pelo mouse, toque ou teclado; em telas
 * largas o script logo depois o deixa aberto (sem script, o botão continua funcionando).
 */
export function htmlDoMenu(caminho: string): string {
  const atual = secaoAtual(caminho);
  const itens = MENU_PRINCIPAL.map((s) => `<li><a href="${s.href}"${s.href === atual ? ' aria-current="page"' : ''}>${escapar(s.rotulo)}</a></li>`).join('');
  return (
    '<div class="menu-e-busca">' +
    '<details class="menu-principal" id="menu-principal">' +
    '<summary><span class="menu-icone" aria-hidden="true"></span>Menu</summary>' +
    `<nav id="menu" tabindex="-1" aria-label="Navegação principal"><ul>${itens}</ul></nav>` +
    '</details>' +
    `<script>(${abrirMenuEmTelaLarga.toString()})()</script>` +
    htmlDaBusca() +
    '</div>'
  );
}

/** Rodapé (destino do Alt+4): a Casa, contatos, horário, acesso à informação, mapa do site e redes sociais. */
export function htmlDoRodape(): string {
  const { nome, endereco, telefone, email, horario, redesSociais } = SITE;
  const link = (i: ItemMenu) => `<li><a href="${i.href}">${escapar(i.rotulo)}</a></li>`;
  const mapa = [...MENU_PRINCIPAL.filter((s) => s.href !== '/'), SITES_DA_CASA]
    .map((s) => `<li><a href="${s.href}">${escapar(s.rotulo)}</a>${s.paginas ? `<ul>${s.paginas.filter((p) => p.href !== s.href).map(link).join('')}</ul>` : ''}</li>`)
    .join('');
  const redes = redesSociais.map((r) => `<li><a href="${r.href}" rel="noopener">${escapar(r.rotulo)}<span class="so-leitor"> (${escapar(nome)}, site externo)</span></a></li>`).join('');
  return (
    '<footer id="rodape" tabindex="-1" class="rodape"><div class="rodape-conteudo">' +
    '<section class="rodape-casa" aria-labelledby="rodape-nome">' +
    `<p class="rodape-nome" id="rodape-nome"><img src="/brasao.svg" alt="" width="40" height="45">${escapar(nome)}</p>` +
    `<address>${endereco.logradouro}<br>${endereco.cidade} · CEP ${endereco.cep}<br>Telefone: ${telefone}<br>E-mail: ${email}</address>` +
    `<p>Atendimento ao público: ${horario}</p>` +
    '</section>' +
    '<nav class="rodape-servicos" aria-labelledby="rodape-servicos"><h2 id="rodape-servicos">Atendimento e acesso à informação</h2><ul>' +
    [
      link({ rotulo: 'Fale conosco', href: '/fale-conosco' }),
      link({ rotulo: 'Ouvidoria (pelo Fale conosco)', href: '/fale-conosco' }),
      link({ rotulo: 'Consultar uma mensagem ao Fale conosco', href: '/fale-conosco/consulta' }),
      link({ rotulo: 'Pedido de acesso à informação (LAI)', href: '/transparencia/solicitacoes-informacao' }),
      link({ rotulo: 'Consultar um pedido de acesso à informação', href: '/transparencia/solicitacoes-informacao/consulta' }),
      link({ rotulo: 'Estatísticas dos pedidos de acesso à informação', href: '/transparencia/solicitacoes-informacao/estatisticas' }),
      link({ rotulo: 'Acesso à informação (LAI): Portal da Transparência', href: '/transparencia' }),
      link({ rotulo: 'Credenciamento de imprensa', href: '/credenciamento-imprensa' }),
      link({ rotulo: 'Dados abertos', href: '/transparencia/dados-abertos' }),
      link({ rotulo: 'Acessibilidade', href: '/acessibilidade' }),
      link({ rotulo: 'Links úteis', href: '/links' }),
      link({ rotulo: 'Perguntas frequentes', href: '/perguntas-frequentes' }),
      link({ rotulo: 'Política de privacidade', href: '/politica-privacidade' }),
      link({ rotulo: 'Busca no portal', href: '/alego_search/buscar' }),
      link({ rotulo: 'Mapa do site', href: '/mapa-do-site' }),
    ].join('') +
    '</ul></nav>' +
    `<nav class="rodape-mapa" aria-labelledby="rodape-mapa"><h2 id="rodape-mapa">Mapa do site</h2><ul>${mapa}</ul></nav>` +
    `<nav class="rodape-redes" aria-labelledby="rodape-redes"><h2 id="rodape-redes">Redes sociais</h2><ul>${redes}</ul></nav>` +
    '</div></footer>'
  );
}
