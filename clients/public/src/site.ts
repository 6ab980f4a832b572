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
} as const;

export interface ItemMenu {
  rotulo: string;
  href: string;
}

/** Navegação principal. */
export const MENU_PRINCIPAL: readonly ItemMenu[] = [
  { rotulo: 'Início', href: '/' },
  { rotulo: 'Notícias', href: '/noticias' },
  { rotulo: 'Deputados', href: '/deputados' },
  { rotulo: 'Transparência', href: '/transparencia' },
  { rotulo: 'Participação', href: '/participacao/processos' },
];
