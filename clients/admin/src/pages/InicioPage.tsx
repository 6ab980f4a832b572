import { PageTitle } from '@alego/ui';
import { Text } from '@chakra-ui/react';
import { usePageTitle } from '../shell/usePageTitle';

export function InicioPage() {
  usePageTitle('Início');
  return (
    <>
      <PageTitle>Administração do portal</PageTitle>
      <Text color="fg.muted">Escolha um módulo no menu.</Text>
    </>
  );
}
