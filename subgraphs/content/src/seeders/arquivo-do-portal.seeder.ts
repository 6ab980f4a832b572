import type { ArquivoGuardado } from '@alego/kit';
import { blobStoreDoPortal } from '@alego/kit/imagens-de-demonstracao';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { ArquivoDoPortal } from '../modules/arquivo-do-portal/arquivo-do-portal.entity.js';
import { pdfDeDemonstracao } from './procuradoria.seeder.js';

/** Demo files of the staff's repository (invented documents); the last one is inactive, kept only in the admin. */
const ARQUIVOS: readonly (readonly [titulo: string, texto: string, ativo: boolean])[] = [
  ['Calendário de sessões ordinárias – 1º semestre de 2026', 'Datas das sessões ordinárias de fevereiro a junho de 2026, às terças, quartas e quintas-feiras.', true],
  ['Manual de identidade visual da Assembleia', 'Uso da marca, cores, tipografia e aplicações em peças de comunicação.', true],
  ['Guia do visitante do Palácio Maguito Vilela', 'Horários de visitação, acessibilidade, estacionamento e agendamento de visitas guiadas.', true],
  ['Calendário de sessões ordinárias – 2º semestre de 2025', 'Datas das sessões ordinárias de agosto a dezembro de 2025 (substituído).', false],
];

export class ArquivoDoPortalSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    // The files only where the portal keeps them (npm start); the records without one stay off the public address.
    const store = blobStoreDoPortal();
    for (const [titulo, texto, ativo] of ARQUIVOS) {
      let arquivo: ArquivoGuardado | null = null;
      if (store) {
        const { nome, bytes } = await pdfDeDemonstracao(titulo, texto);
        arquivo = { chave: await store.put(bytes, { tipo: 'application/pdf', extensao: 'pdf', nome }), nome, tipo: 'application/pdf', tamanho: bytes.length };
      }
      em.create(ArquivoDoPortal, { titulo, ativo, arquivo });
    }
  }
}
