/** Dados fixos da instituição, usados no cabeçalho, rodapé e metadados. */
export const SITE = {
  nome: 'Assembleia Legislativa do Estado de Goiás',
  nomeCurto: 'Assembleia Legislativa',
  sigla: 'Alego',
  descricao:
    'Portal da Assembleia Legislativa do Estado de Goiás: notícias, deputados, transparência e participação cidadã.',
  // Endereço da sede (Palácio Maguito Vilela); confirmar com a comunicação da Casa.
  endereco: {
    logradouro: 'Av. Dona Maria Cardoso, nº 1, Parque Lozandes',
    cidade: 'Goiânia – GO',
    cep: '74884-092',
  },
  // Contatos e horário como texto (sem página própria ainda); confirmar com a comunicação da Casa.
  telefone: '(62) 3221-3000',
  email: 'faleconosco@al.go.leg.br',
  horario: 'Segunda a sexta-feira, das 8h às 18h',
  /** Perfis oficiais (links externos, abrem fora do portal). */
  redesSociais: [
    { rotulo: 'Instagram', href: 'https://www.instagram.com/assembleiago' },
    { rotulo: 'Facebook', href: 'https://www.facebook.com/assembleiago' },
    { rotulo: 'YouTube', href: 'https://www.youtube.com/@tvalego' },
    { rotulo: 'X (Twitter)', href: 'https://x.com/assembleiago' },
  ],
} as const;

export interface ItemMenu {
  rotulo: string;
  href: string;
}

export interface SecaoDoSite extends ItemMenu {
  /** Páginas da seção: o mapa do site no rodapé e o nível do meio das trilhas. */
  paginas?: readonly ItemMenu[];
  /** Outros começos de endereço que pertencem à seção (abas e listas com prefixo próprio). */
  prefixos?: readonly string[];
}

/**
 * Órgãos e sites temáticos da Casa (procuradoria, assessoramento, microsites): fora do menu do cabeçalho, um grupo do
 * mapa do site no rodapé.
 */
export const SITES_DA_CASA: SecaoDoSite = {
  rotulo: 'Órgãos e sites temáticos',
  href: '/procuradoria',
  paginas: [
    { rotulo: 'O Poder Legislativo', href: '/poderlegislativo' },
    { rotulo: 'Procuradoria-Geral', href: '/procuradoria' },
    { rotulo: 'Procuradoria Especial da Mulher', href: '/sites/procuradoriadamulher' },
    { rotulo: 'Assessoramento Temático', href: '/assessoramento' },
    { rotulo: 'Proteção de dados pessoais (LGPD)', href: '/sites/lgpd' },
    { rotulo: 'Fale com a Assembleia', href: '/sites/contato' },
    { rotulo: 'Conheça a Casa (visitas)', href: '/sites/cvc' },
    { rotulo: 'Leitura para todos', href: '/leituraparatodos' },
    { rotulo: 'Assinar notícias e agenda', href: '/assinar' },
    { rotulo: 'Permissão de uso do conteúdo', href: '/permissao' },
    { rotulo: 'Portal anterior', href: '/legado' },
  ],
};

/**
 * Navegação principal: cada seção do site, na ordem do menu. É a única lista de seções:
 * o menu do cabeçalho, o mapa do site do rodapé e as trilhas de navegação saem dela.
 */
export const MENU_PRINCIPAL: readonly SecaoDoSite[] = [
  { rotulo: 'Início', href: '/' },
  {
    rotulo: 'Notícias',
    href: '/noticias',
    prefixos: ['/materias-especiais', '/noticias-dos-gabinetes', '/discursos', '/galerias'],
    paginas: [
      { rotulo: 'Notícias', href: '/noticias' },
      { rotulo: 'Matérias especiais', href: '/materias-especiais' },
      { rotulo: 'Notícias dos gabinetes', href: '/noticias-dos-gabinetes' },
      { rotulo: 'Discursos', href: '/discursos' },
      { rotulo: 'Galerias de fotos', href: '/galerias' },
    ],
  },
  {
    rotulo: 'Deputados',
    href: '/deputados',
    prefixos: ['/legislaturas'],
    paginas: [
      { rotulo: 'Em exercício', href: '/deputados/em-exercicio' },
      { rotulo: 'Fora de exercício', href: '/deputados/fora-exercicio' },
      { rotulo: 'Mesa Diretora', href: '/deputados/mesa-diretora' },
      { rotulo: 'Lideranças parlamentares', href: '/deputados/liderancas-parlamentares' },
      { rotulo: 'Galeria de presidentes', href: '/deputados/galeria-presidentes' },
      { rotulo: 'Legislaturas anteriores', href: '/deputados/legislaturas-anteriores' },
      { rotulo: 'Legislaturas', href: '/legislaturas' },
    ],
  },
  {
    rotulo: 'Agenda',
    href: '/agenda',
    prefixos: ['/agenda-do-mes', '/pauta-previa', '/dias-do-mes-com-processos'],
    paginas: [
      { rotulo: 'Agenda do dia', href: '/agenda' },
      { rotulo: 'Agenda do mês', href: '/agenda-do-mes' },
      { rotulo: 'Pauta prévia', href: '/pauta-previa' },
      { rotulo: 'Dias do mês com eventos', href: '/dias-do-mes-com-processos' },
    ],
  },
  { rotulo: 'Comissões', href: '/comissoes', prefixos: ['/comissao_'] },
  {
    rotulo: 'Frentes parlamentares',
    href: '/frentes_parlamentares_ativas',
    prefixos: ['/frentes_parlamentares_'],
    paginas: [
      { rotulo: 'Frentes ativas', href: '/frentes_parlamentares_ativas' },
      { rotulo: 'Frentes inativas', href: '/frentes_parlamentares_inativas' },
    ],
  },
  {
    rotulo: 'Transparência',
    href: '/transparencia',
    paginas: [
      { rotulo: 'Portal da Transparência', href: '/transparencia' },
      { rotulo: 'Dados abertos', href: '/transparencia/dados-abertos' },
      { rotulo: 'Gráficos', href: '/transparencia/graficos' },
      { rotulo: 'Verbas indenizatórias', href: '/transparencia/verbas-indenizatorias' },
      { rotulo: 'Contratos', href: '/transparencia/contratos' },
      { rotulo: 'Remunerações', href: '/transparencia/remuneracoes' },
      { rotulo: 'Estrutura organizacional', href: '/transparencia/estrutura-organizacional' },
      { rotulo: 'Mapa do Portal da Transparência', href: '/transparencia/mapa-do-site' },
      { rotulo: 'Acessibilidade no Portal da Transparência', href: '/transparencia/acessibilidade' },
    ],
  },
  {
    rotulo: 'Participação',
    href: '/participacao/processos',
    prefixos: ['/participacao', '/escola'],
    paginas: [
      { rotulo: 'Processos em votação', href: '/participacao/processos' },
      { rotulo: 'Mais votadas', href: '/participacao/processos/mais-votadas' },
      { rotulo: 'Recentes', href: '/participacao/processos/recentes' },
      { rotulo: 'Escola do Legislativo', href: '/escola/cursos' },
      { rotulo: 'Autenticidade de documentos', href: '/cad' },
    ],
  },
];

/** O endereço é o do item ou fica abaixo dele (`/noticias` cobre `/noticias/1`, não `/noticias-dos-gabinetes`). */
function dentroDe(caminho: string, href: string): boolean {
  return caminho === href || caminho.startsWith(`${href}/`);
}

/** A seção do menu a que um endereço pertence (nenhuma para a página inicial e as avulsas). */
export function secaoDe(caminho: string): SecaoDoSite | undefined {
  return MENU_PRINCIPAL.find((s) => s.href !== '/' && (dentroDe(caminho, s.href) || s.prefixos?.some((p) => caminho.startsWith(p))));
}

/** Endereço do item do menu que corresponde à página (marcado com aria-current), ou null. */
export function secaoAtual(caminho: string): string | null {
  return caminho === '/' ? '/' : (secaoDe(caminho)?.href ?? null);
}

/**
 * Trilha de navegação de uma página: Início, a seção, a página da seção que contém o
 * endereço (quando não é a própria) e, por fim, o título da página (sem link).
 */
export function trilhaDe(caminho: string, titulo: string): { rotulo: string; href?: string }[] {
  if (caminho === '/') return [];
  const itens: { rotulo: string; href?: string }[] = [{ rotulo: 'Início', href: '/' }];
  const secao = secaoDe(caminho);
  if (secao && caminho !== secao.href) {
    itens.push(secao);
    const pagina = secao.paginas?.find((p) => p.href !== secao.href && caminho !== p.href && dentroDe(caminho, p.href));
    if (pagina) itens.push(pagina);
  }
  // O título do <head> pode repetir a seção ("Contratos – Transparência"): na trilha ela já está antes.
  itens.push({ rotulo: secao ? titulo.replace(new RegExp(` – ${secao.rotulo}$`, 'i'), '') : titulo });
  return itens;
}
