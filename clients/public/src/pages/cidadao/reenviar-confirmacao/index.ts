import { paginaDoCidadao } from '../comum/pagina';
import { ReenviarConfirmacaoPage } from './ReenviarConfirmacaoPage';

export default paginaDoCidadao(ReenviarConfirmacaoPage, {
  titulo: 'Reenviar confirmação de cadastro',
  descricao: 'Receba um novo link para confirmar seu cadastro na área do cidadão.',
});
