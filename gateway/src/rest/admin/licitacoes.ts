import type { RotaRest } from '../shim.js';
import { texto } from '../transparencia/parametros.js';

/** `/api/admin/licitacoes/autocomplete` (back-office spec §7): the bid picker of the sanctions and contracts forms. */
export const rotasAdminLicitacoes: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/licitacoes/autocomplete',
    operacao: 'query LicitacoesAutocompleteRest($termo: String!) { licitacoesAutocomplete(termo: $termo) { id identificador } }',
    variaveis: (req) => ({ termo: texto(req, 'termo') ?? texto(req, 'q') ?? '' }),
    resposta: ({ licitacoesAutocomplete }) =>
      (licitacoesAutocomplete as { id: string; identificador: string }[]).map((item) => ({ id: Number(item.id), identificador: item.identificador })),
  },
];
