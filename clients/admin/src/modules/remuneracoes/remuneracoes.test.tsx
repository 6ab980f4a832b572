import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../../auth/RequireAuth';
import { lerEstadoLista } from '../../kit/lista';
import { RESOURCES } from '../../resources';
import { montarMenu } from '../../shell/menu';
import type { RecursoCrud } from '../../kit/recurso';
import type { RegistroDoCatalogo, ValoresDoCatalogo } from '../../kit/catalogo';
import { ANOS_REMUNERACAO, remuneracoes } from '.';

function permissoesDa(rota: { element?: unknown }): string[] | undefined {
  return isValidElement(rota.element) && rota.element.type === RequireAuth ? (rota.element.props as { permissoes: string[] }).permissoes : undefined;
}

/** The generic resource built from a catalog entry (clients/admin/src/kit/catalogo.tsx). */
function recurso(nome: string): RecursoCrud<RegistroDoCatalogo, ValoresDoCatalogo> {
  return RESOURCES.find((r) => r.nome === nome) as RecursoCrud<RegistroDoCatalogo, ValoresDoCatalogo>;
}

function anosDoFiltro(nome: string): string[] {
  const opcoes = recurso(nome).crud.parametros!.selecoes!.find((s) => s.param === 'ano')!.opcoes;
  return (typeof opcoes === 'function' ? opcoes() : opcoes).map((o) => o.valor);
}

const ANO = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date()));

describe('módulos de pessoal no admin', () => {
  it('remunerações: lista, importar (#importar), exibição; sem formulário', () => {
    expect(remuneracoes).toMatchObject({ nome: 'remuneracoes', grupo: 'Transparência', permissao: 'api/admin/remuneracoes#index', caminho: '/remuneracoes' });
    const rotas = remuneracoes.rotas;
    expect(rotas.map((r) => ('index' in r && r.index ? 'index' : r.path))).toEqual(['importar', 'index', ':id']);
    expect(permissoesDa(rotas[0]!)).toEqual(['api/admin/remuneracoes#importar']);
    expect(permissoesDa(rotas[2]!)).toEqual(['api/admin/remuneracoes#show']);
  });

  it('remunerações: ano desde 2013 e mês de 1 a 12 viram filtro inteiro da URL', () => {
    expect(ANOS_REMUNERACAO.at(-1)).toBe(2013);
    expect(ANOS_REMUNERACAO[0]).toBe(ANO);
    const parametros = remuneracoes.crud.parametros!;
    const meses = parametros.selecoes!.find((s) => s.param === 'mes')!.opcoes;
    expect((typeof meses === 'function' ? meses() : meses).map((o) => o.valor)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(lerEstadoLista(new URLSearchParams('ano=2024&mes=3&termo=ana&pagina=2'), parametros)).toMatchObject({ pagina: 2, filtro: { termo: 'ana', ano: 2024, mes: 3 } });
    expect(lerEstadoLista(new URLSearchParams('ano=abc'), parametros).filtro).toEqual({});
  });

  it('menu Transparência mostra só o que a lotação pode ver', () => {
    const contexto = (permissoes: string[]) => ({ sessao: { exp: 9e9, lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades: [] }] } });
    const rh = montarMenu(RESOURCES, contexto(['api/admin/remuneracoes#index', 'api/admin/quadro_remuneracoes']));
    expect(rh.find((g) => g.grupo === 'Transparência')?.itens.map((i) => i.rotulo)).toEqual(['Remunerações', 'Quadro de remuneração']);
    const tudo = montarMenu(RESOURCES, contexto(['api/admin/orcamentos', 'api/admin/gestao_fiscal_anuais', 'api/admin/prestacao_contas', 'api/admin/sancao_administrativa', 'api/admin/demonstrativo_despesas_com_pessoal']));
    expect(tudo.find((g) => g.grupo === 'Transparência')?.itens.map((i) => i.caminho)).toEqual([
      '/orcamentos',
      '/gestao-fiscal-anual',
      '/prestacao-contas',
      '/sancoes-administrativas',
      '/demonstrativo-despesas-com-pessoal',
    ]);
  });

  it('orçamento: anos atual−12..+2; autorizado com pessoal obrigatório salvo no PPA; PDF só quando escolhido', () => {
    const anosOrcamento = anosDoFiltro('orcamentos');
    const anosQuadro = anosDoFiltro('quadro_remuneracoes');
    expect([anosOrcamento[0], anosOrcamento.at(-1)]).toEqual([String(ANO + 2), String(ANO - 12)]);
    expect([anosQuadro[0], anosQuadro.at(-1)]).toEqual(['2014', '1992']);
    const formulario = recurso('orcamentos').crud.formulario!;
    const pdf = new File(['%PDF'], 'loa.pdf');
    const base = { ano: String(ANO), tipo: 'loa', autorizadoComPessoal: ' ', descricao: '', arquivo: pdf };
    expect(formulario.validar!(base)).toBe('Preencha todos os campos obrigatórios');
    expect(formulario.validar!({ ...base, tipo: 'ppa' })).toBeUndefined();
    expect(formulario.validar!({ ...base, autorizadoComPessoal: '12,345' })).toBe('Informe um valor autorizado com pessoal válido, por exemplo 1234,56.');
    // Sem PDF: obrigatório num novo registro, não na edição de um que já tem o seu.
    expect(formulario.validar!({ ...base, tipo: 'ppa', arquivo: null })).toBe('Preencha todos os campos obrigatórios');
    expect(formulario.validar!({ ...base, tipo: 'ppa', arquivo: null }, { id: '1', arquivo: { nome: 'a.pdf', url: '/arquivos/a.pdf' } })).toBeUndefined();
    expect(formulario.paraDados({ ...base, autorizadoComPessoal: '1.234,56', arquivo: null })).toEqual({ ano: ANO, tipo: 'loa', autorizadoComPessoal: '1.234,56', descricao: null });
    expect(formulario.paraDados(base).arquivo).toBe(pdf);
  });

  it('gestão fiscal: o ano padrão de um novo registro é o atual; a edição mostra o guardado', () => {
    const formulario = recurso('gestao_fiscal_anuais').crud.formulario!;
    expect(formulario.valoresIniciais().ano).toBe(String(ANO));
    expect(formulario.valoresIniciais({ id: '3', ano: 2020, descricao: null, arquivo: null })).toEqual({ ano: '2020', descricao: '', arquivo: null });
  });
});
