import { useQuery } from '@apollo/client/react';
import { OpcoesDeputadoDocument } from './documentos';

/** Opções do filtro de partido da lista (hook: chamado sempre pelo mesmo seletor). */
export function usePartidos(): { valor: string; rotulo: string }[] {
  const { data } = useQuery(OpcoesDeputadoDocument);
  return (data?.partidos?.itens ?? []).map((p) => ({ valor: p.id, rotulo: p.sigla }));
}
