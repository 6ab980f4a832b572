import { paginaDoCidadao } from '../comum/pagina';
import { AlterarSenhaPage } from './AlterarSenhaPage';

export default paginaDoCidadao(AlterarSenhaPage, {
  titulo: 'Alterar senha',
  descricao: 'Altere a senha de acesso à área do cidadão.',
});
