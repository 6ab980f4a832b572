import { apiCidadao } from '../api';
import { LinkInterno, ListaDeLinks, PaginaCidadao } from '../comum/Formulario';
import { FormularioDeEmail } from '../comum/FormularioDeEmail';

export const MENSAGEM_LINK_ENVIADO =
  'Se o e-mail estiver cadastrado, você receberá um link para criar uma nova senha. Confira também a caixa de spam.';

export function EsqueciSenhaPage() {
  return (
    <PaginaCidadao
      titulo="Esqueci minha senha"
      subtitulo="Informe o e-mail do seu cadastro e enviaremos um link para você criar uma nova senha."
    >
      <FormularioDeEmail
        id="esqueci-email"
        pagina="esqueci-senha"
        rotulo="Recuperar senha"
        botao="Enviar link"
        enviando="Enviando…"
        mensagemPadrao={MENSAGEM_LINK_ENVIADO}
        enviar={(email) => apiCidadao.gerarLinkRecuperarSenha(email)}
      />
      <ListaDeLinks rotulo="Outras opções de acesso">
        <li>
          <LinkInterno to="/cidadao/entrar">Voltar para a tela de entrada</LinkInterno>
        </li>
      </ListaDeLinks>
    </PaginaCidadao>
  );
}
