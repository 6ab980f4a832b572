import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';

/** graphql-js and Apollo speak English; the portal answers in Portuguese. Patterns cover the request errors users meet. */
const TRADUCOES: [RegExp, (...grupos: string[]) => string][] = [
  [/^Syntax Error: (.*)$/s, (detalhe) => `Erro de sintaxe na consulta: ${traduzirSintaxe(detalhe)}`],
  [/^Cannot query field "([^"]+)" on type "([^"]+)"\..*$/s, (campo, tipo) => `O campo "${campo}" não existe no tipo "${tipo}".`],
  [/^Unknown argument "([^"]+)" on field "([^"]+)"\..*$/s, (arg, campo) => `O argumento "${arg}" não existe no campo "${campo}".`],
  [/^Field "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required, but it was not provided\.$/, (campo, arg, tipo) => `O argumento "${arg}" (${tipo}) do campo "${campo}" é obrigatório.`],
  [/^Field "([^"]+)" of required type "([^"]+)" was not provided\.$/, (campo, tipo) => `O campo "${campo}" (${tipo}) é obrigatório.`],
  [/^Field "([^"]+)" is not defined by type "([^"]+)"\..*$/s, (campo, tipo) => `O campo "${campo}" não existe em "${tipo}".`],
  [/^Field "([^"]+)" of type "([^"]+)" must have a selection of subfields\..*$/s, (campo, tipo) => `O campo "${campo}" (${tipo}) precisa de uma seleção de subcampos.`],
  [/^Field "([^"]+)" must not have a selection since type "([^"]+)" has no subfields\.$/, (campo, tipo) => `O campo "${campo}" (${tipo}) não tem subcampos para selecionar.`],
  [/^Variable "\$([^"]+)" of required type "([^"]+)" was not provided\.$/, (nome, tipo) => `A variável "$${nome}" (${tipo}) é obrigatória.`],
  [/^Variable "\$([^"]+)" of non-null type "([^"]+)" must not be null\.$/, (nome, tipo) => `A variável "$${nome}" (${tipo}) não pode ser nula.`],
  [
    // The value may itself contain "; ": the reason is the part that starts like one of graphql-js's reasons.
    /^Variable "\$([^"]+)" got invalid value (.*?)(?: at "([^"]+)")?; ((?:Int|Float|String|Boolean|ID|Enum|Expected|Value|Field|Could not|Did you|Exactly)\b.*)$/s,
    (nome, valor, caminho, motivo) => `A variável "$${nome}" recebeu um valor inválido${caminho ? ` em "${caminho}"` : ''}: ${traduzir(motivo)}`,
  ],
  [/^Variable "\$([^"]+)" is never used.*$/s, (nome) => `A variável "$${nome}" foi declarada e não é usada.`],
  [/^Variable "\$([^"]+)" is not defined.*$/s, (nome) => `A variável "$${nome}" não foi declarada.`],
  [/^Variable "\$([^"]+)" of type "([^"]+)" used in position expecting type "([^"]+)"\.$/, (nome, tipo, esperado) => `A variável "$${nome}" é do tipo ${tipo}, mas aqui se espera ${esperado}.`],
  [/^Expected value of type "([^"]+)", found (.*?)(?:; (.*))?$/s, (tipo, valor, motivo) => `Valor inválido ${valor} para o tipo ${tipo}${motivo ? `: ${traduzir(motivo)}` : '.'}`],
  [/^Expected type "([^"]+)" to be an object\.$/, (tipo) => `Era esperado um objeto do tipo ${tipo}.`],
  [/^Expected type "([^"]+)" to be a list\.$/, (tipo) => `Era esperada uma lista do tipo ${tipo}.`],
  [/^Expected type "([^"]+)"\. (.*)$/s, (tipo, motivo) => `Esperado o tipo ${tipo}: ${traduzir(motivo)}`],
  [/^Expected type "([^"]+)"\.$/, (tipo) => `Esperado o tipo ${tipo}.`],
  [/^Int cannot represent non-integer value: (.*)$/s, (valor) => `Número inteiro inválido: ${valor}.`],
  [/^Int cannot represent non 32-bit signed integer value: (.*)$/s, (valor) => `Número inteiro fora do limite: ${valor}.`],
  [/^Float cannot represent non numeric value: (.*)$/s, (valor) => `Número inválido: ${valor}.`],
  [/^String cannot represent a non string value: (.*)$/s, (valor) => `Texto inválido: ${valor}.`],
  [/^Boolean cannot represent a non boolean value: (.*)$/s, (valor) => `Valor lógico inválido: ${valor} (use true ou false).`],
  [/^ID cannot represent value: (.*)$/s, (valor) => `Identificador inválido: ${valor}.`],
  [/^Value "(.*)" does not exist in "([^"]+)" enum\..*$/s, (valor, tipo) => `O valor "${valor}" não existe em ${tipo}.`],
  [/^Enum "([^"]+)" cannot represent non-enum value: (.*?)\..*$/s, (tipo, valor) => `O valor ${valor} não existe em ${tipo}.`],
  [/^Enum "([^"]+)" cannot represent non-string value: (.*?)\.$/s, (tipo, valor) => `O valor ${valor} não existe em ${tipo}.`],
  [/^Expected non-nullable type "([^"]+)" not to be null\.$/, (tipo) => `Valor obrigatório (${tipo}): não pode ser nulo.`],
  [/^Field "([^"]+)" is not defined by type "([^"]+)"\.(.*)$/s, (campo, tipo) => `O campo "${campo}" não existe em "${tipo}".`],
  [/^Unknown type "([^"]+)"\..*$/s, (tipo) => `O tipo "${tipo}" não existe.`],
  [/^Unknown fragment "([^"]+)"\.$/, (nome) => `O fragmento "${nome}" não foi definido.`],
  [/^Unknown directive "([^"]+)"\.$/, (nome) => `A diretiva "${nome}" não existe.`],
  [/^Fragment "([^"]+)" is never used\.$/, (nome) => `O fragmento "${nome}" foi definido e não é usado.`],
  [/^Cannot spread fragment "([^"]+)" within itself.*$/s, (nome) => `O fragmento "${nome}" não pode incluir a si mesmo.`],
  [/^There can be only one (?:operation|fragment|argument|variable) named "([^"]+)"\.$/, (nome) => `O nome "${nome}" foi usado mais de uma vez.`],
  [/^This anonymous operation must be the only defined operation\.$/, () => 'Uma operação sem nome deve ser a única do documento.'],
  [/^Must provide operation name if query contains multiple operations\.$/, () => 'Informe operationName: o documento tem mais de uma operação.'],
  [/^Unknown operation named "(.*)"\.$/s, (nome) => `A operação "${nome}" não existe no documento.`],
  [/^GraphQL queries must be strings\.$/, () => 'A consulta (query) deve ser um texto.'],
  [/^`operationName` in a POST body must be a string if provided\.$/, () => 'operationName deve ser um texto.'],
  [/^`variables` in a POST body must be an object if provided\.$/, () => 'As variáveis devem ser um objeto JSON.'],
  [/^`extensions` in a POST body must be an object if provided\.$/, () => 'As extensões devem ser um objeto JSON.'],
  [/^Must provide query string\.$/, () => 'Informe a consulta (query).'],
  [/^GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension\.$/, () => 'Informe a consulta (query).'],
  [/^Schema is not configured to execute (\w+) operation\.$/, (tipo) => `Operações do tipo ${tipo} não são aceitas.`],
  [/^Can only perform a mutation operation from a POST request\.$/, () => 'Mutações só podem ser enviadas com POST.'],
  [/^This operation has been blocked as a potential Cross-Site Request Forgery.*$/s, () =>
    'Operação bloqueada como possível CSRF: envie o cabeçalho "apollo-require-preflight: true" ou use Content-Type application/json.'],
  [/^Invalid operation name.*$/s, () => 'Nome de operação inválido.'],
  [/^Variables .*must be an object.*$/s, () => 'As variáveis devem ser um objeto JSON.'],
  [/^`variables` in a POST body should be provided as an object.*$/s, () => 'As variáveis devem ser um objeto JSON.'],
  [/^`extensions` in a POST body should be provided as an object.*$/s, () => 'As extensões devem ser um objeto JSON.'],
  [/^POST body missing, invalid Content-Type, or JSON object has no keys\.$/, () => 'Corpo da requisição ausente ou inválido: envie JSON com a consulta.'],
  [/^Unexpected token.*$/s, () => 'JSON inválido no corpo da requisição.'],
  [/^Too many validation errors, error limit reached\. Validation aborted\.$/, () => 'Erros demais na consulta: a validação parou no centésimo.'],
  [/^Maximum call stack size exceeded$/, () => 'A consulta está aninhada demais para ser lida.'],
  [/^Document contains more than (\d+) tokens\. Parsing aborted\.$/, (n) => `A consulta tem partes demais (máximo de ${n}).`],
];

const SINTAXE: [RegExp, string][] = [
  [/Unexpected character/g, 'caractere inesperado'],
  [/Unterminated string/g, 'texto sem aspas de fechamento'],
  [/Invalid number/g, 'número inválido'],
  [/Unexpected/g, 'inesperado'],
  [/Expected/g, 'esperado'],
  [/, found/g, ', encontrado'],
  [/<EOF>/g, 'fim do documento'],
  [/\bName\b/g, 'nome'],
];

function traduzirSintaxe(detalhe: string): string {
  return SINTAXE.reduce((texto, [padrao, troca]) => texto.replace(padrao, troca), detalhe);
}

export function traduzir(mensagem: string): string {
  for (const [padrao, texto] of TRADUCOES) {
    const encontrado = padrao.exec(mensagem);
    if (encontrado) return texto(...encontrado.slice(1).map((grupo) => grupo ?? ''));
  }
  return mensagem;
}

const INTERNO = 'Ocorreu um erro interno. Tente novamente em instantes.';
export const INDISPONIVEL = 'Um dos serviços do portal está temporariamente indisponível. Tente novamente em instantes.';

/** Request errors in Portuguese; unexpected ones without internals (subgraph errors arrive already in Portuguese). */
export function formatarErroDoGateway(formatado: GraphQLFormattedError): GraphQLFormattedError {
  const codigo = formatado.extensions?.code;
  // A subgraph that does not answer: a clear, retriable error; the other subgraphs' fields still come back.
  if (/ECONNREFUSED|ECONNRESET|ETIMEDOUT|socket hang up|fetch failed|request to .* failed|Couldn't reach/i.test(formatado.message)) {
    return { message: INDISPONIVEL, path: formatado.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  if (codigo === 'INTERNAL_SERVER_ERROR' && !formatado.path) {
    return { message: INTERNO, extensions: { code: codigo } };
  }
  return { ...formatado, message: traduzir(formatado.message) };
}

const ERROS_DO_CLIENTE = new Set(['INVALID_GRAPHQL', 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'OPERATION_RESOLUTION_FAILURE', 'BAD_REQUEST']);

/** Apollo answers some malformed requests (an unknown operation name, say) with 500: they are the client's, 400. */
export function clientErrorStatusPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || (response.http.status ?? 200) < 500) return;
          const erros = response.body.singleResult.errors ?? [];
          if (erros.length && erros.every((erro) => ERROS_DO_CLIENTE.has(String(erro.extensions?.code)))) response.http.status = 400;
        },
      };
    },
  };
}
