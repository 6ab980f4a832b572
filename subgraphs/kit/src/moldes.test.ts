import { raw, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { consultaMoldada, converter, type Consulta } from './moldes.js';

// The template check against builders that behave as MikroORM may: values as parameters, a value written into the
// text, a constant parameter of its own. test/linhas.test.ts runs the real QueryBuilder against PostgreSQL.

const em = {} as EntityManager;
type Filtro = { publicada?: boolean; destaque?: boolean; categoria?: string | null; ids?: number[]; quando?: Date };

/** Values as parameters, in key order, as MikroORM binds them; `null` written as `is null`. */
function parametrizado(onde: Filtro, numeros: readonly number[]): Consulta {
  const partes: string[] = [];
  const params: unknown[] = [];
  for (const [chave, valor] of Object.entries(onde)) {
    if (valor === null) partes.push(`${chave} is null`);
    else if (Array.isArray(valor)) {
      partes.push(`${chave} in (${valor.map(() => '?').join(', ')})`);
      params.push(...valor);
    } else {
      partes.push(`${chave} = ?`);
      params.push(valor);
    }
  }
  return { sql: `select * from t where ${partes.join(' and ')}${numeros.length ? ' limit ?' : ''}`, params: [...params, ...numeros] };
}

function contado(montar: (onde: Filtro, numeros: readonly number[]) => Consulta) {
  const chamadas = { n: 0 };
  return { chamadas, montar: (onde: Filtro, numeros: readonly number[]) => (chamadas.n++, montar(onde, numeros)) };
}

describe('SQL templates per query shape', () => {
  it('builds a shape once and then only binds each request’s values, dates and arrays included', () => {
    const meta = {} as EntityMetadata;
    const { chamadas, montar } = contado(parametrizado);
    const primeira = consultaMoldada(em, meta, 'lista', { publicada: true, categoria: 'a', quando: new Date(1) }, [10], montar);
    expect(chamadas.n).toBe(2); // the request's build and the check's
    const segunda = consultaMoldada(em, meta, 'lista', { publicada: false, categoria: 'b', quando: new Date(2) }, [20], montar);
    expect(chamadas.n).toBe(2);
    // A kept template says so: executarConsulta prepares it.
    expect(primeira.molde).toBe(true);
    expect(segunda).toEqual({ ...parametrizado({ publicada: false, categoria: 'b', quando: new Date(2) }, [20]), molde: true });
    expect(segunda.sql).toBe(primeira.sql);
    // Another shape (a null, an array of another length, another type name) is another template.
    const outras: [Filtro, string][] = [
      [{ publicada: true, categoria: null, quando: new Date(3) }, 'lista'],
      [{ ids: [1, 2] }, 'lista'],
      [{ ids: [1, 2, 3] }, 'lista'],
      [{ publicada: true, categoria: 'a', quando: new Date(1) }, 'outra'],
    ];
    for (const [onde, tipo] of outras) {
      const antes = chamadas.n;
      expect(consultaMoldada(em, meta, tipo, onde, [10], montar)).toEqual({ ...parametrizado(onde, [10]), molde: true });
      expect(chamadas.n).toBe(antes + 2);
    }
    expect(consultaMoldada(em, meta, 'lista', { ids: [7, 8, 9] }, [5], montar)).toEqual({ ...parametrizado({ ids: [7, 8, 9] }, [5]), molde: true });
  });

  it('never keeps a template for a value written into the text or a parameter that comes from elsewhere', () => {
    const meta = {} as EntityMetadata;
    const inline = contado((onde: Filtro) => ({ sql: `select * from t where categoria = '${onde.categoria}'`, params: [] }));
    for (const categoria of ['a', 'b', 'a']) expect(consultaMoldada(em, meta, 'inline', { categoria }, [], inline.montar)).toEqual({ sql: `select * from t where categoria = '${categoria}'`, params: [] });
    // The check's build once; then such a shape is built once per request, not twice.
    expect(inline.chamadas.n).toBe(4);
    const constante = contado((onde: Filtro, numeros: readonly number[]) => ({ sql: 'select * from t where categoria = ? and versao = ?', params: [onde.categoria, 3, ...numeros] }));
    consultaMoldada(em, meta, 'constante', { categoria: 'a' }, [], constante.montar);
    expect(consultaMoldada(em, meta, 'constante', { categoria: 'b' }, [], constante.montar).params).toEqual(['b', 3]);
    expect(constante.chamadas.n).toBe(3);
  });

  it('waits for distinct values when two equal ones could feed either parameter', () => {
    const meta = {} as EntityMetadata;
    const { chamadas, montar } = contado(parametrizado);
    // Not kept yet: not a template, nothing to prepare.
    expect(consultaMoldada(em, meta, 'lista', { publicada: true, destaque: true }, [], montar).molde).toBeUndefined();
    expect(chamadas.n).toBe(2);
    consultaMoldada(em, meta, 'lista', { publicada: true, destaque: false }, [], montar);
    expect(chamadas.n).toBe(4);
    // Kept from the second request on: equal values are then bound by position.
    expect(consultaMoldada(em, meta, 'lista', { publicada: false, destaque: false }, [], montar)).toEqual({ ...parametrizado({ publicada: false, destaque: false }, []), molde: true });
    expect(chamadas.n).toBe(4);
  });

  it('builds every time a filter holding something other than plain values', () => {
    const meta = {} as EntityMetadata;
    class Fragmento {}
    const { chamadas, montar } = contado(() => ({ sql: 'select 1', params: [] }));
    consultaMoldada(em, meta, 'lista', { categoria: new Fragmento() } as unknown as Filtro, [], montar);
    consultaMoldada(em, meta, 'lista', { categoria: new Fragmento() } as unknown as Filtro, [], montar);
    expect(chamadas.n).toBe(2);
    // A raw fragment (a deep page's key subquery, totais.ts) carries its values inside: built once per call, with no
    // check build (a template would build twice, then not at all).
    for (const offset of [500, 600, 700]) consultaMoldada(em, meta, 'lista', { ids: { $in: raw('select id from t limit ? offset ?', [10, offset]) } } as unknown as Filtro, [], montar);
    expect(chamadas.n).toBe(5);
  });
});

describe('converter: a kept template as PostgreSQL prepares it', () => {
  it('numbers the values and writes a page size after `limit ` into the text', () => {
    const preparado = converter('select * from t where a = ? and b in (?, ?) order by id limit ? offset ?', ['x', 1, 2, 50, 100]);
    expect(preparado?.texto).toBe('select * from t where a = $1 and b in ($2, $3) order by id limit 50 offset $4');
    expect(preparado?.limite).toBe(3);
    expect(preparado?.nome).toMatch(/^m_[\w-]{20}$/);
  });

  it('leaves a limit that is not a page size as a value, and names each text apart', () => {
    const grande = converter('select * from t limit ?', [1000]);
    expect(grande).toMatchObject({ texto: 'select * from t limit $1', limite: -1 });
    expect(converter('select * from t limit ?', [10])?.nome).not.toBe(converter('select * from t limit ?', [20])?.nome);
  });

  it('reads `?` as formatQuery does: `\\?` is a literal, a leading `?` is a value', () => {
    expect(converter(`? = 1 and data \\? 'k' and b = ?`, [1, 2])?.texto).toBe(`$1 = 1 and data ? 'k' and b = $2`);
  });

  it('refuses an identifier placeholder and a count of values that does not match', () => {
    expect(converter('select ?? from t where a = ?', ['c', 1])).toBeNull();
    expect(converter('select * from t where a = ?', [1, 2])).toBeNull();
    expect(converter('select * from t where a = ? and b = ?', [1])).toBeNull();
  });
});
