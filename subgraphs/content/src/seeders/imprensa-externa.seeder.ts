import { gerarCpf } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { ImprensaExterna } from '../modules/imprensa-externa/imprensa-externa.entity.js';

/** Invented journalists and outlets (DESIGN.md, "Data"): CPFs valid by checksum, belonging to no one. */
const CREDENCIADOS = [
  { nome: 'Beatriz Campos Nogueira', veiculo: 'Folha do Cerrado', tipoVeiculo: 'jornal', funcao: 'Repórter' },
  { nome: 'Rogério Tavares Lins', veiculo: 'Rádio Planalto Central', tipoVeiculo: 'radio', funcao: 'Repórter' },
  { nome: 'Patrícia Moura Sales', veiculo: 'TV Serra Dourada', tipoVeiculo: 'televisao', funcao: 'Cinegrafista' },
  { nome: 'Igor Menezes Prado', veiculo: 'Portal Goiás Agora', tipoVeiculo: 'portal', funcao: 'Editor' },
];

export class ImprensaExternaSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const [i, c] of CREDENCIADOS.entries()) {
      em.create(ImprensaExterna, { ...c, cpf: gerarCpf(731_204_500 + i * 37), email: `${c.nome.split(' ')[0]!.toLowerCase()}@example.com`, telefone: null, createdAt: new Date() });
    }
    await em.flush();
  }
}
