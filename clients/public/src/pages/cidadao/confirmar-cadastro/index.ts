import { paginaDoCidadao } from '../comum/pagina';
import { ConfirmarCadastroPage } from './ConfirmarCadastroPage';

export default paginaDoCidadao(ConfirmarCadastroPage, {
  titulo: 'Confirmação de cadastro',
  descricao: 'Confirmação do cadastro na área do cidadão da Assembleia Legislativa.',
});
