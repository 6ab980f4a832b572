/** Reading a typed CNPJ is shared with the admin form: it lives in the catalog. */
export { cnpjValido, digitosVerificadoresCnpj, formatarCnpj, gerarCnpj, normalizarCnpj } from '@alego/catalog';
