import { SITE } from '../site';
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

/** Busca de notícias do cabeçalho (destino do Alt+3): formulário GET comum, funciona sem JavaScript. */
export function htmlDaBusca(): string {
  return (
    '<form class="busca-topo" role="search" action="/noticias" method="get">' +
    '<label for="busca">Buscar notícias</label>' +
    '<input id="busca" name="termo" type="search" placeholder="Buscar notícias" maxlength="200">' +
    '<button type="submit">Buscar</button></form>'
  );
}

/** Rodapé (destino do Alt+4): nome, endereço e links institucionais. */
export function htmlDoRodape(): string {
  const { nome, endereco } = SITE;
  return (
    '<footer id="rodape" tabindex="-1" class="rodape"><div class="rodape-conteudo">' +
    `<p class="rodape-nome">${nome}</p>` +
    `<address>${endereco.logradouro}<br>${endereco.cidade} · CEP ${endereco.cep}</address>` +
    '<ul class="rodape-links"><li><a href="/fale-conosco">Fale conosco</a></li><li><a href="/acessibilidade">Acessibilidade</a></li></ul>' +
    '</div></footer>'
  );
}
