import { paginaDoCidadao } from '../comum/pagina';
import { PerfilPage } from './PerfilPage';

export default paginaDoCidadao(PerfilPage, {
  titulo: 'Meu perfil',
  descricao: 'Dados do cidadão na área de participação da Assembleia Legislativa.',
});
