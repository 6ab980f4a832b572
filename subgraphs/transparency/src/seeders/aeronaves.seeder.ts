import { hojeEmBrasilia } from '@alego/catalog';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Aeronave } from '../modules/aeronave/aeronave.entity.js';
import { mesesAte } from '../modules/remuneracao/gerador.js';

/** Two invented aircraft (fictional registrations), one report each per closed month of the last two years, without PDFs. */
export class AeronavesSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [ano, mes] = hojeEmBrasilia().split('-').map(Number) as [number, number];
    const anterior = mes === 1 ? { ano: ano - 1, mes: 12 } : { ano, mes: mes - 1 };
    const frota = [
      { prefixo: 'PR-ALG', modelo: 'Beechcraft King Air C90' },
      { prefixo: 'PP-GYN', modelo: 'Embraer Phenom 100' },
    ];
    for (const periodo of mesesAte(anterior.ano, anterior.mes, 24)) {
      for (const aeronave of frota) {
        em.create(Aeronave, { ...periodo, ...aeronave, descricao: `Voos de ${String(periodo.mes).padStart(2, '0')}/${periodo.ano} da aeronave ${aeronave.prefixo}` });
      }
    }
    await em.flush();
  }
}
