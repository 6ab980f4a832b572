/** CPF checks live in the catalog (the admin form checks them too). */
export { cpfValido, gerarCpf, mascararCpf } from '@alego/catalog';
