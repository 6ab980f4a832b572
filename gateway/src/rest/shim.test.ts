import { readFileSync } from 'node:fs';
import type { Request } from 'express';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { rotasAdminAgendas } from './admin/agendas.js';
import { rotasAdminBanners } from './admin/banners.js';
import { rotasAdminEscola } from './admin/escola.js';
import { rotasAdminFaleConosco } from './admin/fale-conosco.js';
import { rotasAdminGalerias } from './admin/galerias.js';
import { rotasAdminImprensaExternas } from './admin/imprensa-externas.js';
import { rotasAdminLinks } from './admin/links.js';
import { rotasAdminNoticias } from './admin/noticias.js';
import { rotasAdminTransparencia, rotasTransparencia } from './engine.js';
import { rotasProcessos } from './processos.js';
import { rotasAdminPessoas } from './admin/pessoas.js';
import { rotasPortal } from './portal.js';
import { cabecalhosDePaginacao } from './shim.js';

const TABELAS = {
  rotasAdminAgendas,
  rotasAdminBanners,
  rotasAdminEscola,
  rotasAdminGalerias,
  rotasAdminImprensaExternas,
  rotasAdminLinks,
  rotasAdminNoticias,
  rotasAdminFaleConosco,
  rotasAdminPessoas,
  rotasAdminTransparencia,
  rotasPortal,
  rotasProcessos,
  rotasTransparencia,
};

describe('REST shim tables', () => {
  const schema = buildSchema(readFileSync('schema/api.graphql', 'utf8'));
  for (const [nome, rotas] of Object.entries(TABELAS)) {
    it(`${nome}: every operation is valid against the API schema, also those a route asks before its own`, async () => {
      let consultas = 0;
      const invalidas: string[] = [];
      for (const rota of rotas) {
        const rotulo = `${rota.metodo.toUpperCase()} ${rota.caminho}`;
        expect(validate(schema, parse(rota.operacao)).map((e) => e.message), rotulo).toEqual([]);
        // A request with no field: a PUT asks for every field of its form before writing (mantidos.ts).
        const consultar = async <T,>(operacao: string): Promise<T> => {
          consultas++;
          // Kept, not asserted here: the route's own refusal of the empty answer is caught below.
          invalidas.push(...validate(schema, parse(operacao)).map((e) => `${rotulo} (consulta antes): ${e.message}`));
          return {} as T;
        };
        const vazia = { params: { id: '1' }, body: {}, query: {}, header: () => undefined } as unknown as Request;
        // The empty answer is then refused (404) or read as nothing: only the operations asked matter here.
        await (async () => rota.variaveis?.(vazia, consultar))().catch(() => undefined);
      }
      const atualizacoes = rotas.filter((r) => r.metodo === 'put' && r.variaveis?.constructor.name === 'AsyncFunction').length;
      expect(invalidas).toEqual([]);
      expect(consultas).toBeGreaterThanOrEqual(atualizacoes);
    });
  }

  it('answers the pagination headers legacy lists read', () => {
    expect(cabecalhosDePaginacao({ total: 25, pagina: 2, porPagina: 12, totalPaginas: 3 })).toEqual({
      TotalLinhas: '25',
      TotalCount: '25',
      TotalPaginas: '3',
      TotalPages: '3',
      CurrentPage: '2',
      quantidadePorPagina: '12',
    });
  });
});
