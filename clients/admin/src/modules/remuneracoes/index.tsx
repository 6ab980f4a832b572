import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { RequireAuth } from '../../auth/RequireAuth';
import { possuiPermissoes } from '../../auth/permissoes';
import { useSession } from '../../auth/useSession';
import { definirRecurso } from '../../kit/definirRecurso';
import { anoCorrente, anosEntre, OPCOES_MESES, opcoesDeAnos } from '../../kit/lista';
import { ExcluirRemuneracaoAdminDocument, RemuneracaoAdminDocument, RemuneracoesAdminDocument, type Remuneracao } from './documentos';
import { ImportarConjunto } from '../importacoes';

export const PERMISSAO_IMPORTAR = 'api/admin/remuneracoes#importar';
/** A lista começa em 2013 (back-office §5, §9). */
export const ANOS_REMUNERACAO = anosEntre(2013, anoCorrente());

function BotaoImportar() {
  const sessao = useSession();
  if (!possuiPermissoes([PERMISSAO_IMPORTAR], sessao)) return null;
  return (
    <Button asChild colorPalette="brand">
      <RouterLink to="/remuneracoes/importar">Importar CSV ou XLSX</RouterLink>
    </Button>
  );
}

const periodo = (r: { ano: number; mes: number }) => `${String(r.mes).padStart(2, '0')}/${r.ano}`;

const recurso = definirRecurso<Remuneracao, Record<string, never>>({
  nome: 'remuneracoes',
  rotulo: 'Remunerações',
  rotuloItem: 'Remuneração',
  feminino: true,
  grupo: 'Transparência',
  permissaoBase: 'api/admin/remuneracoes',
  caminho: '/remuneracoes',
  documentos: { lista: RemuneracoesAdminDocument, item: RemuneracaoAdminDocument, excluir: ExcluirRemuneracaoAdminDocument },
  parametros: {
    selecoes: [
      { param: 'ano', rotulo: 'Ano', opcoes: opcoesDeAnos(ANOS_REMUNERACAO), tipo: 'inteiro' },
      { param: 'mes', rotulo: 'Mês', opcoes: OPCOES_MESES, tipo: 'inteiro' },
    ],
  },
  rotuloBusca: 'Nome ou matrícula',
  AcoesDaLista: BotaoImportar,
  colunas: [
    { titulo: 'Matrícula', valor: (r) => r.matricula },
    { titulo: 'Nome', valor: (r) => r.nome },
    { titulo: 'Cargo', valor: (r) => r.cargo },
    { titulo: 'Vínculo', valor: (r) => r.vinculo },
    { titulo: 'Período', valor: periodo },
    { titulo: 'Líquido', valor: (r) => r.liquidoFormatado },
  ],
  campos: [
    { titulo: 'Matrícula', valor: (r) => r.matricula },
    { titulo: 'Nome', valor: (r) => r.nome },
    { titulo: 'Cargo', valor: (r) => r.cargo },
    { titulo: 'Vínculo', valor: (r) => r.vinculo },
    { titulo: 'Categoria', valor: (r) => r.categoria },
    { titulo: 'Lotação', valor: (r) => r.lotacao },
    { titulo: 'Gabinete', valor: (r) => r.gabinete ?? '—' },
    { titulo: 'Período', valor: periodo },
    { titulo: 'Bruto', valor: (r) => r.brutoFormatado },
    { titulo: 'Descontos', valor: (r) => r.descontosFormatado },
    { titulo: 'Líquido', valor: (r) => r.liquidoFormatado },
  ],
  descrever: (r) => `a remuneração de ${r.nome} em ${periodo(r)}`,
});

/** Lista, exibição e exclusão do kit, mais remuneracoes/importar (permissão #importar): a importação genérica do catálogo. */
export const remuneracoes = {
  ...recurso,
  rotas: [
    {
      path: 'importar',
      element: (
        <RequireAuth permissoes={[PERMISSAO_IMPORTAR]}>
          <ImportarConjunto conjunto="remuneracoes" />
        </RequireAuth>
      ),
    },
    ...(recurso.rotas ?? []),
  ],
};
