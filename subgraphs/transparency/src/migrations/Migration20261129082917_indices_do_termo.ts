import { Migration } from '@mikro-orm/migrations';

export class Migration20261129082917_indices_do_termo extends Migration {

  override name = 'Migration20261129082917_indices_do_termo';

  override up(): void | Promise<void> {
    // Generated, then edited by hand: the generator also wanted to drop the legacy payroll imports' table, which the
    // expand-only migration 20261128173807 keeps on purpose. The trigram indexes of the lists' `termo` (indiceDoTermo
    // in @alego/kit, docs/decisions.md): pg_trgm and public.sem_acento exist before any migration (ensureSchema).
    this.addSql(`create index "abastecimentos_termo_index" on "transparency"."abastecimentos" using gin (public.sem_acento("placa") public.gin_trgm_ops, public.sem_acento("posto") public.gin_trgm_ops);`);

    this.addSql(`create index "dueofs_termo_index" on "transparency"."dueofs" using gin (public.sem_acento("favorecido") public.gin_trgm_ops, public.sem_acento("historico") public.gin_trgm_ops, public.sem_acento("documento") public.gin_trgm_ops);`);

    this.addSql(`create index "editais_termo_index" on "transparency"."editais" using gin (public.sem_acento("objeto") public.gin_trgm_ops, public.sem_acento("numero") public.gin_trgm_ops, public.sem_acento("processo") public.gin_trgm_ops);`);

    this.addSql(`create index "avisos_licitacao_termo_index" on "transparency"."avisos_licitacao" using gin (public.sem_acento("titulo") public.gin_trgm_ops, public.sem_acento("conteudo") public.gin_trgm_ops);`);

    this.addSql(`create index "remuneracoes_termo_index" on "transparency"."remuneracoes" using gin (public.sem_acento("nome") public.gin_trgm_ops, public.sem_acento("matricula") public.gin_trgm_ops);`);

    this.addSql(`create index "contratos_termo_index" on "transparency"."contratos" using gin (public.sem_acento("objeto") public.gin_trgm_ops, public.sem_acento("fornecedor") public.gin_trgm_ops, public.sem_acento("numero") public.gin_trgm_ops, public.sem_acento("cnpj") public.gin_trgm_ops);`);

    this.addSql(`create index "fiscais_contratos_termo_index" on "transparency"."fiscais_contratos" using gin (public.sem_acento("nome") public.gin_trgm_ops, public.sem_acento("matricula") public.gin_trgm_ops, public.sem_acento("portaria") public.gin_trgm_ops);`);

    this.addSql(`create index "diarias_termo_index" on "transparency"."diarias" using gin (public.sem_acento("beneficiario") public.gin_trgm_ops, public.sem_acento("cargo") public.gin_trgm_ops, public.sem_acento("destino") public.gin_trgm_ops, public.sem_acento("motivo") public.gin_trgm_ops);`);

    this.addSql(`create index "verbas_indenizatorias_termo_index" on "transparency"."verbas_indenizatorias" using gin (public.sem_acento("fornecedor") public.gin_trgm_ops, public.sem_acento("numero") public.gin_trgm_ops, public.sem_acento("grupo") public.gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "transparency"."abastecimentos_termo_index";`);

    this.addSql(`drop index "transparency"."avisos_licitacao_termo_index";`);

    this.addSql(`drop index "transparency"."contratos_termo_index";`);

    this.addSql(`drop index "transparency"."diarias_termo_index";`);

    this.addSql(`drop index "transparency"."dueofs_termo_index";`);

    this.addSql(`drop index "transparency"."editais_termo_index";`);

    this.addSql(`drop index "transparency"."fiscais_contratos_termo_index";`);

    this.addSql(`drop index "transparency"."remuneracoes_termo_index";`);

    this.addSql(`drop index "transparency"."verbas_indenizatorias_termo_index";`);
  }

}
