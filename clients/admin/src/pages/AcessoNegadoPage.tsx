import { ErrorState, PageTitle } from '@alego/ui';
import { MENSAGEM_ACESSO_NEGADO } from '../auth/acesso';
import { usePageTitle } from '../shell/usePageTitle';

export function AcessoNegadoPage() {
  usePageTitle('Acesso negado');
  return (
    <>
      <PageTitle>Acesso negado</PageTitle>
      <ErrorState titulo={MENSAGEM_ACESSO_NEGADO} descricao="Escolha outro módulo no menu ou troque de lotação." />
    </>
  );
}
