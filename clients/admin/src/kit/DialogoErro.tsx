import { Button, Dialog, List, Portal } from '@chakra-ui/react';

/** Diálogo de erro titulado 'Erro' (back-office §8): mensagens que o usuário precisa ler antes de seguir. */
export function DialogoErro({ aberto, mensagens, aoFechar, titulo = 'Erro' }: { aberto: boolean; mensagens: readonly string[]; aoFechar: () => void; titulo?: string }) {
  return (
    <Dialog.Root open={aberto} onOpenChange={(e) => (e.open ? undefined : aoFechar())} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{titulo}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root gap="1" ps="4">
                {mensagens.map((m) => (
                  <List.Item key={m}>{m}</List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={aoFechar}>OK</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
