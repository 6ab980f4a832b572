/**
 * The HTTP status each error code of the gateway means: the REST shim answers with it, and the public site reads a
 * GraphQL failure with it (which messages are for the screen, which become the status's own message).
 */
export const STATUS_POR_CODIGO: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};
