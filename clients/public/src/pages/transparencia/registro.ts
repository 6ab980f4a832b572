/**
 * O registro dos conjuntos de dados é um só para a tela, a exportação e o dicionário:
 * mora no gateway (que gera os arquivos) e é importado daqui sem cópia. O arquivo só
 * importa a formatação de dinheiro e meses (`pt-br.ts`), então entra inteiro no chunk da transparência e em nenhum outro.
 */
export * from '../../../../../gateway/src/exportacao/conjuntos';
