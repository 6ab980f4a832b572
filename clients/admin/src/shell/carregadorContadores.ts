import type { ApolloClient } from '@apollo/client';
import { ContadoresMenuDocument, type ContadoresMenuQuery } from '../gql/graphql';
import { registrarCarregadorDeContadores } from './contadores';

export type ContadoresMenu = Omit<NonNullable<ContadoresMenuQuery['contadoresMenu']>, '__typename'>;

/** Chaves do menu (`AdminResource.contador`): fale_conosco, agenda, galeria, noticias. */
export function paraContadores(lidos: Partial<ContadoresMenu> | null | undefined): Record<string, number | undefined> {
  return { fale_conosco: lidos?.faleConosco, agenda: lidos?.agenda, galeria: lidos?.galeria, noticias: lidos?.noticias };
}

/** Liga os contadores do menu à API (sempre da rede: o cache não sabe de pendências novas). */
export function registrarContadoresDaApi(client: ApolloClient): void {
  registrarCarregadorDeContadores(async () => {
    const { data } = await client.query({ query: ContadoresMenuDocument, fetchPolicy: 'network-only' });
    return paraContadores(data?.contadoresMenu);
  });
}
