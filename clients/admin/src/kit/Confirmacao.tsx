import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface ConfirmacaoProps {
  aberta: boolean;
  titulo?: string;
  texto: string;
  aoConfirmar: () => void;
  aoCancelar: () => void;
  ocupado?: boolean;
}

/** Pergunta com SIM/NÃO (exclusões, publicar, despublicar). */
export function Confirmacao({ aberta, titulo = 'Confirmação', texto, aoConfirmar, aoCancelar, ocupado }: ConfirmacaoProps) {
  return (
    <Dialog.Root open={aberta} onOpenChange={(e) => (e.open ? undefined : aoCancelar())} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{titulo}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{texto}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={aoCancelar} disabled={ocupado}>
                NÃO
              </Button>
              <Button colorPalette="red" onClick={aoConfirmar} loading={ocupado}>
                SIM
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
