/** Páginas da área de deputados, na ordem da subnavegação. */
export const PAGINAS_DA_AREA = [
  { href: '/deputados/em-exercicio', texto: 'Em exercício' },
  { href: '/deputados/fora-exercicio', texto: 'Fora de exercício' },
  { href: '/deputados/legislaturas-anteriores', texto: 'Legislaturas anteriores' },
  { href: '/deputados/liderancas-parlamentares', texto: 'Lideranças parlamentares' },
  { href: '/deputados/mesa-diretora', texto: 'Mesa Diretora' },
  { href: '/deputados/galeria-presidentes', texto: 'Galeria de presidentes' },
] as const;

export const ROTULO_DA_AREA = 'Páginas sobre os deputados';
