import type { AdminDoCatalogo } from '@alego/catalog';
import { Button } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { avisos } from '../shell/avisos';
import type { PropsAcoes, Registro } from './recurso';

/**
 * "Copiar endereço" (back-office §2, procuradoria): copia o endereço público do registro, na mesma origem do admin,
 * e avisa com a mensagem da entrada.
 */
export function acaoDeCopiarEndereco<T extends Registro & Record<string, unknown>>(copiar: NonNullable<AdminDoCatalogo['copiarEndereco']>): ComponentType<PropsAcoes<T>> {
  return function CopiarEndereco({ item }) {
    const copiarParaAreaDeTransferencia = async () => {
      try {
        await navigator.clipboard.writeText(new URL(copiar.endereco(item), window.location.origin).href);
        avisos.sucesso(copiar.mensagem);
      } catch {
        avisos.erro('Não foi possível copiar o endereço: copie-o da página pública.');
      }
    };
    return (
      <Button size="sm" variant="outline" onClick={() => void copiarParaAreaDeTransferencia()}>
        Copiar endereço
      </Button>
    );
  };
}
