import { paginaDoCidadao } from '../comum/pagina';
import { EntrarPage } from './EntrarPage';

export default paginaDoCidadao(EntrarPage, {
  titulo: 'Entrar',
  descricao: 'Acesse a área do cidadão da Assembleia Legislativa com seu e-mail e senha ou com uma rede social.',
});
