import type { EntityManager } from '@mikro-orm/core';
import { GOIAS } from '@alego/kit';
import { Seeder } from '@mikro-orm/seeder';
import { hashSenha } from '../lib/senha.js';
import { Cidadao } from '../modules/cidadao/cidadao.entity.js';
import { AceitePoliticaPrivacidade } from '../modules/politica-privacidade/aceite.entity.js';
import { VERSAO_DE_DEMONSTRACAO } from './politica-privacidade.seeder.js';

/** Demo citizen (fictional person; README, "Contas de demonstração"). */
export const CIDADA_DEMONSTRACAO = { email: 'maria.cidada@example.com', senha: 'Cidada@2026' } as const;

export class CidadaoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const confirmadoEm = new Date('2026-01-15T10:30:00-03:00');
    const cidadao = em.create(Cidadao, {
      nome: 'Maria Cidadã da Silva',
      email: CIDADA_DEMONSTRACAO.email,
      senhaHash: await hashSenha(CIDADA_DEMONSTRACAO.senha),
      confirmado: true,
      confirmadoEm,
      telefone: '62999990000',
      estadoId: GOIAS,
      municipioId: 5208707, // Goiânia (IBGE)
      createdAt: new Date('2026-01-15T10:20:00-03:00'),
    });
    em.create(AceitePoliticaPrivacidade, { cidadao, versao: VERSAO_DE_DEMONSTRACAO, aceitoEm: cidadao.createdAt, origem: 'cadastro' });
  }
}
