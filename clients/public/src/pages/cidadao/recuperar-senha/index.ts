import { paginaDoCidadao } from '../comum/pagina';
import { RecuperarSenhaPage } from './RecuperarSenhaPage';

export default paginaDoCidadao(RecuperarSenhaPage, {
  titulo: 'Criar nova senha',
  descricao: 'Crie uma nova senha de acesso à área do cidadão.',
});
