import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react/toast';

/**
 * Avisos (toasts) da área administrativa: `toaster.create({ type: 'error', title })`.
 * Montar <Toaster /> uma vez perto da raiz da aplicação.
 */
export const toaster = /* @__PURE__ */ createToaster({ placement: 'top-end', pauseOnPageIdle: true });

/**
 * Renders the toasts of `toaster` (a store from `createToaster`; the default one when omitted). Hovering a toast
 * pauses it; with `tempoAoSairMs`, it closes that long after the pointer leaves (toastr's "extended timeout").
 */
export function Toaster({ toaster: store = toaster, tempoAoSairMs }: { toaster?: typeof toaster; tempoAoSairMs?: number } = {}) {
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            onPointerLeave={tempoAoSairMs === undefined || toast.type === 'loading' ? undefined : () => store.update(toast.id!, { duration: tempoAoSairMs })}
          >
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.fg" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Fechar aviso" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
