import { describe, expect, it } from 'vitest';
import { agruparComissoes, formatarTamanho, type ComissaoDaLista } from '../comissoes/loaders';
import { linkDaLista } from '../deputados/ListasPages';
import { lerPartido } from '../deputados/loaders';
import { caminhoDaComissao, deputadosDaLegislatura, rotuloDaLideranca } from './caminhos';
import { formatarDataSimples } from './datas';
import { fotoResponsiva, urlDaVariante } from './foto';
import { PAGINAS_MAXIMAS, todasAsPaginas } from './paginas';

const FOTO = '/arquivos/2026/11/abc.jpg?v=assinatura';

describe('fotos responsivas', () => {
  it('variante do gateway: `&largura=N` antes da âncora', () => {
    expect(urlDaVariante(FOTO, 320)).toBe(`${FOTO}&largura=320`);
    expect(urlDaVariante('/arquivos/x.jpg', 160)).toBe('/arquivos/x.jpg?largura=160');
    expect(urlDaVariante(`${FOTO}#f`, 640)).toBe(`${FOTO}&largura=640#f`);
  });

  it('largura desconhecida: todas as variantes pedidas; src é a menor que cobre a exibição', () => {
    expect(fotoResponsiva({ url: FOTO }, 200, [640, 160, 320])).toEqual({
      src: `${FOTO}&largura=320`,
      srcSet: `${FOTO}&largura=160 160w, ${FOTO}&largura=320 320w, ${FOTO}&largura=640 640w`,
      sizes: '(max-width: 200px) 100vw, 200px',
    });
  });

  it('original menor que as variantes: não pede ampliação, usa o original com a largura real', () => {
    expect(fotoResponsiva({ url: FOTO, largura: 300 }, 200, [160, 320, 640])).toEqual({
      src: FOTO,
      srcSet: `${FOTO}&largura=160 160w, ${FOTO} 300w`,
      sizes: '(max-width: 200px) 100vw, 200px',
    });
    // Original maior que todas: só as variantes (o original pesado fica de fora).
    expect(fotoResponsiva({ url: FOTO, largura: 3000 }, 64, [160]).srcSet).toBe(`${FOTO}&largura=160 160w`);
  });
});

describe('caminhos e rótulos', () => {
  it('comissão: aba, id e sufixo da API', () => {
    const c = { id: '3', urlSufixo: 'comissao-de-saude' };
    expect(caminhoDaComissao(c)).toBe('/comissoes/3/comissao-de-saude');
    expect(caminhoDaComissao(c, 'comissao_arquivos')).toBe('/comissao_arquivos/3/comissao-de-saude');
    expect(caminhoDaComissao({ id: '3', urlSufixo: '' })).toBe('/comissoes/3');
  });

  it('liderança: 2 governo, 1 partido, 0 nenhuma', () => {
    expect(rotuloDaLideranca(2)).toBe('Líder do Governo');
    expect(rotuloDaLideranca(1)).toBe('Líder de partido');
    expect(rotuloDaLideranca(0)).toBeNull();
  });

  it('deputados de uma legislatura: um por pessoa, partidos na ordem das datas de início', () => {
    const psd = { sigla: 'PSD', nome: 'Social' };
    const mdb = { sigla: 'MDB', nome: 'Movimento' };
    const ana = { id: '1', nome: 'Ana' };
    expect(
      deputadosDaLegislatura([
        { deputado: ana, partido: psd, dataInicio: '2024-04-05' },
        { deputado: { id: '2', nome: 'Bruno', fotoUrl: FOTO }, partido: null },
        { deputado: ana, partido: mdb, dataInicio: null },
      ]),
    ).toEqual([
      { id: '1', nome: 'Ana', fotoUrl: null, partido: { sigla: 'MDB → PSD', nome: 'Movimento → Social' } },
      { id: '2', nome: 'Bruno', fotoUrl: FOTO, partido: null },
    ]);
  });

  it('datas AAAA-MM-DD em pt-BR sem mudar de dia pelo fuso', () => {
    expect(formatarDataSimples('2024-03-01')).toBe('01/03/2024');
    expect(formatarDataSimples(null)).toBe('');
    expect(formatarDataSimples('ontem')).toBe('');
  });
});

describe('listas', () => {
  it('filtros da lista de deputados no endereço', () => {
    expect(linkDaLista('/deputados/em-exercicio', '', '')).toBe('/deputados/em-exercicio');
    expect(linkDaLista('/deputados/em-exercicio', 'ana maria', '3')).toBe('/deputados/em-exercicio?termo=ana+maria&partido=3');
    const partidos = [{ id: '3', sigla: 'PT', nome: 'Trabalhadores' }];
    expect(lerPartido(' 3 ', partidos)).toBe('3');
    expect(lerPartido('4', partidos)).toBe('');
    expect(lerPartido(null, partidos)).toBe('');
  });

  it('comissões: ativas agrupadas pelo tipo (na ordem do código), encerradas à parte, nomes em ordem', () => {
    const c = (id: string, nome: string, tipo: number, ativa = true): ComissaoDaLista => ({
      id,
      nome,
      sigla: null,
      tipo,
      tipoDescricao: ['', 'Permanente', 'Temporária', 'CPI'][tipo]!,
      ativa,
      urlSufixo: id,
    });
    const { grupos, encerradas } = agruparComissoes([c('1', 'CPI da Energia', 3), c('2', 'Saúde', 1), c('3', 'Educação', 1), c('4', 'Centenário', 2, false)]);
    expect(grupos.map((g) => [g.titulo, g.comissoes.map((x) => x.nome)])).toEqual([
      ['Permanente', ['Educação', 'Saúde']],
      ['CPI', ['CPI da Energia']],
    ]);
    expect(encerradas.map((x) => x.nome)).toEqual(['Centenário']);
  });

  it('tamanho de arquivo em pt-BR', () => {
    expect(formatarTamanho(850)).toBe('850 bytes');
    expect(formatarTamanho(12_800)).toBe('12,5 KB');
    expect(formatarTamanho(1_258_291)).toBe('1,2 MB');
  });

  it('todasAsPaginas junta as páginas e para no limite', async () => {
    const pedidas: number[] = [];
    const itens = await todasAsPaginas(async (pagina) => {
      pedidas.push(pagina);
      return { totalPaginas: 3, itens: [pagina] };
    });
    expect(itens).toEqual([1, 2, 3]);
    expect(pedidas.sort()).toEqual([1, 2, 3]);
    const muitas = await todasAsPaginas(async (pagina) => ({ totalPaginas: 10_000, itens: [pagina] }));
    expect(muitas).toHaveLength(PAGINAS_MAXIMAS);
  });
});
