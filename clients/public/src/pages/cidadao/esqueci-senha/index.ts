import { paginaDoCidadao } from '../comum/pagina';
import { EsqueciSenhaPage } from './EsqueciSenhaPage';

export default paginaDoCidadao(EsqueciSenhaPage, {
  titulo: 'Esqueci minha senha',
  descricao: 'Receba um link para criar uma nova senha de acesso à área do cidadão.',
});
