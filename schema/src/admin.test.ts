import { describe, expect, it } from 'vitest';
import { anosDaFaixa, camposDoRegistro, descreverRegistro, errosDoFormulario, nomesDasOperacoes, operacoesDoAdmin } from './admin.js';
import { ARQUIVOS_LINKS, DUEOFS, PROGRAMAS_ACOES } from './cadastros-contas.js';
import { CADASTROS, CATEGORIAS_LINKS, LINKS, ORCAMENTOS, PRESTACOES_CONTAS, QUADROS_REMUNERACAO, SANCOES_ADMINISTRATIVAS } from './cadastros.js';

const ATUAL = 2026;
const mensagens = (admin: Parameters<typeof errosDoFormulario>[0], dados: Record<string, unknown>, temArquivo = false) =>
  errosDoFormulario(admin, dados, { anoAtual: ATUAL, temArquivo }).map((e) => `${e.tipo}: ${e.mensagem}`);

describe('the form rules shared by the admin form and the server', () => {
  it('orçamento: year range, known type, money required except in the PPA, the PDF when there is none yet', () => {
    const pdf = { tipo: 'application/pdf' };
    expect(mensagens(ORCAMENTOS, { ano: ATUAL, tipo: 'loa', autorizadoComPessoal: '1.234,56', arquivo: pdf })).toEqual([]);
    expect(mensagens(ORCAMENTOS, { ano: ATUAL, tipo: 'ppa', autorizadoComPessoal: null, arquivo: pdf })).toEqual([]);
    expect(mensagens(ORCAMENTOS, { ano: ATUAL, tipo: 'ldo', autorizadoComPessoal: ' ' }, true)).toEqual(['obrigatorio: Informe o valor autorizado com pessoal.']);
    expect(mensagens(ORCAMENTOS, { ano: ATUAL - 13, tipo: 'xyz', autorizadoComPessoal: '12,345' })).toEqual([
      `invalido: Informe um ano entre ${ATUAL - 12} e ${ATUAL + 2}.`,
      'invalido: Tipo de orçamento inválido: use loa, ldo, qdd ou ppa.',
      'invalido: Informe um valor autorizado com pessoal válido, por exemplo 1234,56.',
      'obrigatorio: Anexe o arquivo PDF.',
    ]);
    expect(mensagens(ORCAMENTOS, { ano: ATUAL, tipo: 'loa', autorizadoComPessoal: '1234567890123,00' }, true)).toEqual(['invalido: O valor autorizado com pessoal não pode passar de R$ 999.999.999.999,99.']);
  });

  it('months, optional fields, text limits, dates and integers', () => {
    expect(mensagens(QUADROS_REMUNERACAO, { ano: 2015, mes: 13 }, true)).toEqual(['invalido: Informe um ano entre 1992 e 2014.', 'invalido: Informe um mês entre 1 e 12.']);
    expect(mensagens(QUADROS_REMUNERACAO, { ano: 2014, mes: null }, true)).toEqual(['obrigatorio: Informe um mês entre 1 e 12.']);
    expect(mensagens(PRESTACOES_CONTAS, { ano: ATUAL, mes: null, tipoCadastro: 'ordem', descricao: 'x'.repeat(301) }, true)).toEqual(['invalido: A descrição deve ter no máximo 300 caracteres.']);
    expect(mensagens(SANCOES_ADMINISTRATIVAS, { ano: ATUAL, empresa: ' ', sancao: '', dataPublicacao: '2025-02-30' })).toEqual([
      'obrigatorio: Informe a empresa.',
      'obrigatorio: Informe a sanção aplicada.',
      'invalido: Informe a data de publicação no formato AAAA-MM-DD.',
    ]);
    expect(mensagens(CATEGORIAS_LINKS, { nome: 'Serviços', ordem: 1_000_000 })).toEqual(['invalido: A ordem deve ser um número inteiro entre 0 e 999999.']);
    // An address field (links) takes http(s) only.
    for (const url of ['javascript:alert(1)', 'www.exemplo.gov.br', 'https://exemplo.gov.br/a b']) {
      expect(mensagens(LINKS, { titulo: 'X', url, categoriaLinkId: '1', ordem: 0 }), url).toEqual(['invalido: Informe um endereço que comece com http:// ou https://.']);
    }
    expect(mensagens(LINKS, { titulo: 'X', url: 'https://exemplo.gov.br/a?b=1', categoriaLinkId: '1', ordem: 0 })).toEqual([]);
    expect(mensagens(LINKS, { titulo: 'X', url: '', categoriaLinkId: null, ordem: 0 })).toEqual(['obrigatorio: Informe o endereço do link.', 'obrigatorio: Selecione a categoria do link.']);
  });
});

describe('rules between fields, in the catalog', () => {
  const programa = { ano: ATUAL, anoInicio: ATUAL, anoFim: ATUAL + 3, programa: '4001 - Apoio', acao: '2001 - Manutenção', tipo: 'atividade', objetivo: 'Manter', valorPrevisto: '1.000,00', valorExecutado: null };

  it('programas e ações: years from the current − 10 to + 5 and the start not after the end', () => {
    expect(mensagens(PROGRAMAS_ACOES, programa)).toEqual([]);
    expect(mensagens(PROGRAMAS_ACOES, { ...programa, anoInicio: ATUAL + 3, anoFim: ATUAL + 3 })).toEqual([]);
    expect(mensagens(PROGRAMAS_ACOES, { ...programa, anoInicio: ATUAL + 1, anoFim: ATUAL })).toEqual(['invalido: O ano de início não pode ser posterior ao ano de fim.']);
    expect(mensagens(PROGRAMAS_ACOES, { ...programa, ano: ATUAL - 11, anoFim: ATUAL + 6 })).toEqual([
      `invalido: Informe um ano entre ${ATUAL - 10} e ${ATUAL + 5}.`,
      `invalido: Informe um ano entre ${ATUAL - 10} e ${ATUAL + 5}.`,
    ]);
    expect(PROGRAMAS_ACOES.aviso).toBe('Preencha todos os campos obrigatórios com valores válidos');
  });

  it('arquivos e links: the address or the PDF (a stored PDF counts)', () => {
    const arquivo = { ano: ATUAL, tipo: 'ouvidoria', titulo: 'Relatório', descricao: null };
    expect(mensagens(ARQUIVOS_LINKS, { ...arquivo, link: null })).toEqual(['obrigatorio: Informe o endereço ou anexe o PDF.']);
    expect(mensagens(ARQUIVOS_LINKS, { ...arquivo, link: null }, true)).toEqual([]);
    expect(mensagens(ARQUIVOS_LINKS, { ...arquivo, link: null, arquivo: { tipo: 'application/pdf' } })).toEqual([]);
    expect(mensagens(ARQUIVOS_LINKS, { ...arquivo, link: 'https://exemplo.gov.br/' })).toEqual([]);
  });

  it('despesas: the payment date falls in the year and month given', () => {
    const despesa = { ano: 2025, mes: 3, data: '2025-03-10', documento: '2025OB000001', natureza: '3.3.90.39', favorecido: 'X', historico: 'Y', valor: '10,00' };
    expect(mensagens(DUEOFS, despesa)).toEqual([]);
    expect(mensagens(DUEOFS, { ...despesa, data: '2025-04-10' })).toEqual(['invalido: Data do pagamento deve estar no ano e no mês informados.']);
  });
});

describe('what the catalog derives for the admin', () => {
  it('year options newest first, relative to the current year or fixed', () => {
    expect(anosDaFaixa({ minimo: { anoAtual: -2 }, maximo: { anoAtual: 1 } }, ATUAL)).toEqual([2027, 2026, 2025, 2024]);
    expect(anosDaFaixa({ minimo: 1992, maximo: 2014 }, ATUAL)).toHaveLength(23);
  });

  it('operations with the API convention, asking for every column, show and form field (the PDF with its name and url)', () => {
    expect(nomesDasOperacoes(ORCAMENTOS)).toEqual({ lista: 'OrcamentosAdmin', item: 'OrcamentoAdmin', criar: 'CriarOrcamentoAdmin', atualizar: 'AtualizarOrcamentoAdmin', excluir: 'ExcluirOrcamentoAdmin' });
    expect(camposDoRegistro(ORCAMENTOS)).toEqual(['id', 'ano', 'tipo', 'autorizadoComPessoal', 'descricao', 'tipoDescricao', 'autorizadoComPessoalFormatado', 'arquivo { nome tamanho url }']);
    expect(operacoesDoAdmin(CATEGORIAS_LINKS)).toContain('mutation AtualizarCategoriaLinkAdmin($id: ID!, $dados: CategoriaLinkInput!) {\n  atualizarCategoriaLink(id: $id, dados: $dados) { id nome ordem }\n}');
    expect(descreverRegistro(QUADROS_REMUNERACAO.descrever, { mes: 3, ano: 2014 })).toBe('o quadro de 3/2014');
  });

  it('every entry: one resource name, path and permission of its own; filters and searches are form fields', () => {
    for (const chave of ['recurso', 'caminho'] as const) expect(new Set(CADASTROS.map((c) => c[chave])).size).toBe(CADASTROS.length);
    // The thematic advisory is one module of the spec (back-office §2, three tabs) under one permission for its entries.
    const doModulo = (c: (typeof CADASTROS)[number]) => c.permissao === 'api/admin/assessoramento_tematico';
    const proprias = CADASTROS.filter((c) => !doModulo(c));
    expect(new Set(proprias.map((c) => c.permissao)).size).toBe(proprias.length);
    for (const c of CADASTROS) {
      if (doModulo(c)) expect(c.recurso.startsWith('assessoramento_tematico_'), c.recurso).toBe(true);
      else expect(c.permissao).toBe(`api/admin/${c.recurso}`);
      for (const campo of [...(c.filtros ?? []), ...(c.busca ?? [])]) expect(c.formulario.map((f) => f.campo), `${c.recurso}: ${campo}`).toContain(campo);
      if (c.abasDaLista) {
        expect(c.filtros, `${c.recurso}: abasDaLista`).toContain(c.abasDaLista);
        expect(c.formulario.find((f) => f.campo === c.abasDaLista)?.tipo, `${c.recurso}: abasDaLista`).toBe('opcoes');
      }
    }
  });
});
