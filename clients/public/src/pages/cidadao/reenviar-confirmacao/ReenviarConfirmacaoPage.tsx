import { apiCidadao } from '../api';
import { LinkInterno, ListaDeLinks, PaginaCidadao } from '../comum/Formulario';
import { FormularioDeEmail } from '../comum/FormularioDeEmail';

export const MENSAGEM_REENVIO_OK =
  'Se houver um cadastro pendente com este e-mail, um novo link de confirmação foi enviado.';

export function ReenviarConfirmacaoPage() {
  return (
    <PaginaCidadao
      titulo="Reenviar confirmação de cadastro"
      subtitulo="Informe o e-mail usado no cadastro para receber um novo link de confirmação."
    >
      <FormularioDeEmail
        id="reenviar-email"
        pagina="reenviar-confirmacao"
        rotulo="Reenviar confirmação de cadastro"
        botao="Reenviar link"
        enviando="Enviando…"
        mensagemPadrao={MENSAGEM_REENVIO_OK}
        enviar={(email) => apiCidadao.reenviarConfirmacao(email)}
      />
      <ListaDeLinks rotulo="Outras opções de acesso">
        <li>
          <LinkInterno to="/cidadao/entrar">Voltar para a tela de entrada</LinkInterno>
        </li>
        <li>
          Ainda não tem cadastro? <LinkInterno to="/cidadao/cadastro">Cadastre-se</LinkInterno>
        </li>
      </ListaDeLinks>
    </PaginaCidadao>
  );
}
