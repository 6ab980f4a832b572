import { Migration } from '@mikro-orm/migrations';

/**
 * The payroll import joined the catalog's importer (docs/importacao.md): its past imports are copied into
 * `importacoes_conjuntos` so the history stays in one place. Expand only (docs/operacao.md): the old table stays for
 * processes of the previous release still running, and is dropped by the next release.
 */
export class Migration20261128173807_importacao_da_folha_no_importador_do_catalogo extends Migration {

  override name = 'Migration20261128173807_importacao_da_folha_no_importador_do_catalogo';

  override up(): void | Promise<void> {
    this.addSql(`insert into "transparency"."importacoes_conjuntos"
      ("conjunto", "nome_arquivo", "formato", "tamanho", "usuario_id", "situacao", "bytes_lidos", "linhas_processadas", "total_linhas", "adicionadas", "periodos", "erros", "total_erros", "mensagem", "criada_em", "concluida_em")
      select 'remuneracoes', "nome_arquivo", 'csv', "tamanho", nullif("usuario_id", 0),
        case "situacao" when 'concluida' then 'concluida' when 'falhou' then 'falhou' else 'recusada' end,
        "bytes_lidos", "linhas_processadas", "linhas_processadas", "linhas_importadas", "periodos",
        (select coalesce(jsonb_agg(jsonb_build_object('linha', e->'linha', 'coluna', null, 'mensagem', e->'mensagem')), '[]'::jsonb) from jsonb_array_elements("erros") e),
        jsonb_array_length("erros"), "mensagem", "criada_em", "concluida_em"
      from "transparency"."importacoes_remuneracoes" order by "id";`);
  }

}
