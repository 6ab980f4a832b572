import { municipioPorId } from '@alego/kit';
import { Migration } from '@mikro-orm/migrations';
import { localidadeDoTexto } from '../modules/cidadao/cidadao.rules.js';

/**
 * The citizen's municipality moves from free text to IBGE codes (docs/localidades.md). A text that names a
 * municipality (accents and case aside, Goiás first) becomes its codes; any other text stays as it was, for the
 * citizen to see and replace. Hand-completed: the generator wrote the columns, the mapping is data. The generator
 * also proposed recreating the audit table's append-only trigger in `down` (not declared on the entity): removed.
 */
export class Migration20261128134933_localidade_ibge extends Migration {

  override name = 'Migration20261128134933_localidade_ibge';

  override async up(): Promise<void> {
    // Run in order (not queued): the mapping reads and writes the new columns.
    await this.execute(`alter table "access"."cidadaos" add "estado_id" smallint null, add "municipio_id" int null;`);
    const linhas = (await this.execute(`select "id", "municipio" from "access"."cidadaos" where "municipio" is not null`)) as { id: number; municipio: string }[];
    for (const { id, municipio } of linhas) {
      const lugar = localidadeDoTexto(municipio);
      if (lugar.municipioId === null) continue;
      await this.execute(`update "access"."cidadaos" set "estado_id" = ?, "municipio_id" = ?, "municipio" = null where "id" = ?`, [lugar.estadoId, lugar.municipioId, id]);
    }
  }

  override async down(): Promise<void> {
    // Back to text, the chosen municipality's name: going down loses nothing either.
    const linhas = (await this.execute(`select "id", "municipio_id" from "access"."cidadaos" where "municipio_id" is not null`)) as { id: number; municipio_id: number }[];
    for (const { id, municipio_id: municipioId } of linhas) {
      await this.execute(`update "access"."cidadaos" set "municipio" = ? where "id" = ?`, [municipioPorId(municipioId)?.nome ?? null, id]);
    }
    await this.execute(`alter table "access"."cidadaos" drop column "estado_id", drop column "municipio_id";`);
  }

}
