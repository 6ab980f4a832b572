import { ErrorState, PageTitle } from '@alego/ui';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../shell/usePageTitle';

/** Endereço desconhecido dentro da administração: a página diz isso no shell, sem mandar ao login. */
export function NaoEncontradaPage() {
  usePageTitle('Página não encontrada');
  return (
    <>
      <PageTitle>Página não encontrada</PageTitle>
      <ErrorState titulo="O endereço não existe na administração." descricao="Confira o endereço ou escolha um módulo no menu.">
        <Button asChild size="sm" mt="2" variant="outline">
          <RouterLink to="/">Ir para o início</RouterLink>
        </Button>
      </ErrorState>
    </>
  );
}
