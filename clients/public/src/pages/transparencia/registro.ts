/**
 * O registro dos conjuntos de dados é um só para a tela, a exportação e o dicionário: mora no catálogo
 * (`@alego/catalog`, sem dependências de servidor) e entra inteiro no chunk da transparência e em nenhum outro.
 */
export * from '@alego/catalog';
