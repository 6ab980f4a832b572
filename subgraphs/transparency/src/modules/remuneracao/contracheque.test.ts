import { ALFABETO_DO_CODIGO, MENSAGEM_CODIGO_INVALIDO, normalizarCodigo } from '@alego/catalog';
import { startTestSubgraph, type GraphQLResponse, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';

let subgraph: TestSubgraph;

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency);
  await subgraph.orm.em.fork().getConnection().execute(
    `insert into "transparency"."remuneracoes" ("matricula", "nome", "cargo", "vinculo", "categoria", "lotacao", "ano", "mes", "remuneracao_basica", "vantagens", "indenizacoes", "bruto", "descontos", "liquido")
     values ('77001', 'Helena Prado Furtado', 'Analista legislativo', 'Efetivo', 'Servidor', 'Diretoria de Recursos Humanos', 2025, 3, 9000, 1000, 500, 10500, 2345.67, 8154.33)`,
  );
});
afterAll(() => subgraph?.close());

async function ok<T>(resposta: Promise<GraphQLResponse<T>>): Promise<T> {
  const { data, errors } = await resposta;
  expect(errors).toBeUndefined();
  return data!;
}

const EMITIR = 'mutation($m: String!, $a: Int!, $me: Int!) { emitirContracheque(matricula: $m, ano: $a, mes: $me) { codigo qrCodeSvg } }';
const VERIFICAR = 'query($c: String!) { documentoDaFolha(codigo: $c) { codigo tipo titular detalhes { rotulo valor } } }';
const emitir = async (matricula = '77001', ano = 2025, mes = 3) =>
  (await ok(subgraph.query<{ emitirContracheque: { codigo: string; qrCodeSvg: string } | null }>(EMITIR, { m: matricula, a: ano, me: mes }))).emitirContracheque;
const verificar = async (codigo: string) => (await ok(subgraph.query<{ documentoDaFolha: { tipo: string; titular: string; detalhes: { rotulo: string; valor: string }[] } | null }>(VERIFICAR, { c: codigo }))).documentoDaFolha;

describe('validação de contracheque (public-site §2, vcc)', () => {
  it('o contracheque traz um código que confere emissor, período e líquido, e o QR code', async () => {
    const emitido = await emitir();
    expect(emitido?.codigo).toMatch(/^F[0-9A-Z]{4}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(emitido?.qrCodeSvg).toContain('<svg');
    const documento = await verificar(emitido!.codigo);
    expect(documento).toEqual({
      codigo: emitido!.codigo,
      tipo: 'Contracheque',
      titular: 'Helena Prado Furtado',
      detalhes: [
        { rotulo: 'Emissor', valor: 'Assembleia Legislativa do Estado de Goiás' },
        { rotulo: 'Matrícula', valor: '77001' },
        { rotulo: 'Período', valor: 'Março de 2025' },
        { rotulo: 'Valor líquido', valor: 'R$ 8.154,33' },
      ],
    });
    // Nothing the payslip does not show: no gross pay, deductions or post.
    expect(JSON.stringify(documento)).not.toMatch(/10\.500|2\.345|Analista/);
    expect((await emitir())?.codigo).toBe(emitido!.codigo);
  });

  it('um código forjado (um caractere trocado) ou sorteado não confere', async () => {
    const { codigo } = (await emitir())!;
    const normal = normalizarCodigo(codigo)!;
    const ultimo = normal.at(-1)!;
    const trocado = normal.slice(0, -1) + ALFABETO_DO_CODIGO[(ALFABETO_DO_CODIGO.indexOf(ultimo) + 1) % ALFABETO_DO_CODIGO.length];
    expect(await verificar(trocado)).toBeNull();
    expect(await verificar('F0000-00000-00000-00000')).toBeNull();
    // A school code asked of the payroll's lookup is not its own: not found here.
    expect(await verificar(`E${normal.slice(1)}`)).toBeNull();
    const { errors } = await subgraph.query(VERIFICAR, { c: 'F123' });
    expect(errors?.[0]?.message).toBe(MENSAGEM_CODIGO_INVALIDO);
  });

  it('a folha reimportada com outro líquido invalida o código antigo e emite outro', async () => {
    const antigo = (await emitir())!.codigo;
    await subgraph.orm.em.fork().getConnection().execute(`update "transparency"."remuneracoes" set "liquido" = 8000.00 where "matricula" = '77001'`);
    const novo = (await emitir())!.codigo;
    expect(novo).not.toBe(antigo);
    expect(await verificar(antigo)).toBeNull();
    expect((await verificar(novo))?.detalhes).toContainEqual({ rotulo: 'Valor líquido', valor: 'R$ 8.000,00' });
  });

  it('sem remuneração, nada é emitido; dados inválidos são recusados em português', async () => {
    expect(await emitir('99999')).toBeNull();
    const { errors } = await subgraph.query(EMITIR, { m: ' ', a: 2025, me: 13 });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toContain('Informe a matrícula.');
    const linhas = await subgraph.orm.em.fork().getConnection().execute<{ n: string }[]>(`select count(*) as n from "transparency"."documentos_emitidos"`);
    // Only the live code of the one payslip: the revoked one is gone, nothing was stored for the refused calls.
    expect(Number(linhas[0]!.n)).toBe(1);
  });
});
