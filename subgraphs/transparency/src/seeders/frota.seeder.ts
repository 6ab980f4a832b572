import { hojeEmBrasilia } from '@alego/catalog';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Abastecimento } from '../modules/abastecimento/abastecimento.entity.js';
import { aleatorio, LOTACOES } from '../modules/remuneracao/gerador.js';
import { Veiculo } from '../modules/veiculo/veiculo.entity.js';

const MODELOS: [string, string, string][] = [
  ['Toyota Corolla XEi', 'passeio', 'gasolina'],
  ['Chevrolet Spin LTZ', 'utilitario', 'etanol'],
  ['Mitsubishi L200 Triton', 'utilitario', 'diesel'],
  ['Renault Master Minibus', 'van', 'diesel'],
  ['Volkswagen Virtus Highline', 'passeio', 'gasolina'],
  ['Honda CG 160', 'motocicleta', 'gasolina'],
];
const POSTOS = ['Posto Cerrado Norte', 'Auto Posto Praça Cívica', 'Posto Anhanguera Sul', 'Posto Jardim Goiás'];
/** Average price per litre in cents, by fuel. */
const PRECOS: Record<string, number> = { gasolina: 629, etanol: 439, diesel: 612 };

/**
 * A fleet of 60 invented vehicles (invented plates) and their fuelling over the last two years: about 8 fill-ups a
 * month per vehicle in use, some 11 000 records, as a state assembly's fleet consumes.
 */
export class FrotaSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const sorte = aleatorio(6060);
    const escolher = <T>(lista: readonly T[]): T => lista[Math.floor(sorte() * lista.length)]!;
    const letra = () => String.fromCharCode(65 + Math.floor(sorte() * 26));
    const atual = Number(hojeEmBrasilia().slice(0, 4));
    const veiculos = Array.from({ length: 60 }, (_, i): RequiredEntityData<Veiculo> & { combustivel: string } => {
      const [modelo, tipo, combustivel] = MODELOS[i % MODELOS.length]!;
      return {
        ano: atual - Math.floor(sorte() * 8),
        placa: `${letra()}${letra()}${letra()}${Math.floor(sorte() * 10)}${letra()}${String(Math.floor(sorte() * 100)).padStart(2, '0')}`,
        modelo,
        tipo,
        situacao: sorte() < 0.6 ? 'locado' : 'proprio',
        lotacao: escolher(LOTACOES),
        combustivel,
      };
    });
    await em.insertMany(Veiculo, veiculos.map(({ combustivel: _, ...v }) => v));
    const abastecimentos: RequiredEntityData<Abastecimento>[] = [];
    const fim = new Date(`${hojeEmBrasilia()}T12:00:00Z`);
    for (let d = new Date(Date.UTC(atual - 1, 0, 1, 12)); d <= fim; d.setUTCDate(d.getUTCDate() + 1)) {
      if (d.getUTCDay() === 0) continue;
      for (const veiculo of veiculos) {
        if (sorte() > 0.3) continue;
        const litros = veiculo.tipo === 'motocicleta' ? 6 + Math.floor(sorte() * 8) : 20 + Math.floor(sorte() * 40);
        const centavos = litros * (PRECOS[veiculo.combustivel]! + Math.floor(sorte() * 40) - 20);
        abastecimentos.push({
          ano: d.getUTCFullYear(),
          mes: d.getUTCMonth() + 1,
          data: d.toISOString().slice(0, 10),
          placa: veiculo.placa as string,
          combustivel: veiculo.combustivel,
          litros,
          valor: `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`,
          posto: escolher(POSTOS),
        });
      }
    }
    for (let i = 0; i < abastecimentos.length; i += 5_000) await em.insertMany(Abastecimento, abastecimentos.slice(i, i + 5_000));
  }
}
