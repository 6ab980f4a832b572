import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { rotasAdminFaleConosco } from './admin/fale-conosco.js';
import { rotasAdminNoticias } from './admin/noticias.js';
import { rotasAdminTransparencia, rotasTransparencia } from './engine.js';
import { rotasProcessos } from './processos.js';
import { rotasAdminPessoas } from './admin/pessoas.js';
import { rotasPortal } from './portal.js';
import { cabecalhosDePaginacao } from './shim.js';

const TABELAS = {
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
    it(`${nome}: every operation is valid against the API schema`, () => {
      for (const rota of rotas) {
        expect(validate(schema, parse(rota.operacao)).map((e) => e.message), `${rota.metodo.toUpperCase()} ${rota.caminho}`).toEqual([]);
        if (rota.antes) expect(validate(schema, parse(rota.antes.operacao)).map((e) => e.message), `${rota.metodo.toUpperCase()} ${rota.caminho} (antes)`).toEqual([]);
      }
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
