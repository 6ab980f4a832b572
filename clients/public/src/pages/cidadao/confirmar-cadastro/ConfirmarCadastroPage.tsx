import { Loading } from '@alego/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { apiCidadao, type Resultado } from '../api';
import { AvisoDeErro, AvisoDeStatus, LinkInterno, ListaDeLinks, PaginaCidadao } from '../comum/Formulario';
import { umaVez } from '../comum/hooks';

export const MENSAGEM_CONFIRMADO = 'Cadastro confirmado. Você já pode entrar com seu e-mail e senha.';

/**
 * Link do e-mail de confirmação. O servidor renderiza só a casca ("Confirmando…");
 * a confirmação é pedida pelo navegador, uma única vez por código.
 */
export function ConfirmarCadastroPage() {
  const { codigo = '' } = useParams();
  const [resultado, setResultado] = useState<Resultado<{ mensagem?: string }> | null>(null);

  useEffect(() => {
    let ativo = true;
    void umaVez(`confirmar:${codigo}`, () => apiCidadao.confirmarCadastro(codigo)).then((r) => {
      if (ativo) setResultado(r);
    });
    return () => {
      ativo = false;
    };
  }, [codigo]);

  return (
    <PaginaCidadao titulo="Confirmação de cadastro">
      {resultado === null ? <Loading texto="Confirmando seu cadastro…" visivel /> : null}
      <AvisoDeStatus
        titulo="Tudo certo!"
        mensagem={resultado?.ok ? (resultado.mensagem ?? MENSAGEM_CONFIRMADO) : null}
      />
      <AvisoDeErro titulo="Não foi possível confirmar o cadastro" mensagem={resultado && !resultado.ok ? resultado.mensagem : null} />
      {resultado ? (
        <ListaDeLinks rotulo="Próximos passos">
          <li>
            <LinkInterno to="/cidadao/entrar">Ir para a tela de entrada</LinkInterno>
          </li>
          {!resultado.ok ? (
            <li>
              <LinkInterno to="/cidadao/reenviar-confirmacao">Pedir um novo link de confirmação</LinkInterno>
            </li>
          ) : null}
        </ListaDeLinks>
      ) : null}
    </PaginaCidadao>
  );
}
