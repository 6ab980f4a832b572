import { paginaDoCidadao } from '../comum/pagina';
import { CadastroPage } from './CadastroPage';

export default paginaDoCidadao(CadastroPage, {
  titulo: 'Criar cadastro',
  descricao: 'Cadastre-se na área do cidadão para participar das consultas públicas da Assembleia Legislativa.',
});
