import { EDITAIS, errosDoFormulario, LIMITE_PDF } from '@alego/catalog';
import { describe, expect, it } from 'vitest';
import { MENSAGEM_PDF_INVALIDO } from './campos';
import { adicionarPdfs, erroDoPdf, moverPdf, pdfsDoRegistro, pdfsParaDados, removerPdf, tamanhoDoPdf } from './pdfs';

const pdf = (nome: string, bytes = 10) => new File([new Uint8Array(bytes)], nome, { type: 'application/pdf' });
const guardados = [
  { chave: 'pdf/a.pdf', nome: 'edital.pdf', url: '/arquivos/pdf/a.pdf?v=1', tamanho: 2048, __typename: 'RelatorioPdf' },
  { chave: 'pdf/b.pdf', nome: 'anexo.pdf', url: '/arquivos/pdf/b.pdf?v=2', tamanho: 1_500_000, __typename: 'RelatorioPdf' },
];

describe('campo pdfs: vários PDFs de um registro', () => {
  it('mostra os guardados e manda de volta a lista inteira, os guardados pela chave e os novos como arquivo, na ordem', () => {
    const lista = pdfsDoRegistro(guardados);
    expect(lista.map((p) => p.nome)).toEqual(['edital.pdf', 'anexo.pdf']);
    const novo = pdf('ata.pdf');
    const { lista: comNovo, erros } = adicionarPdfs(lista, [novo]);
    expect(erros).toEqual([]);
    const dados = pdfsParaDados(moverPdf(comNovo, 2, -1));
    expect(dados).toEqual([{ chave: 'pdf/a.pdf' }, { arquivo: novo }, { chave: 'pdf/b.pdf' }]);
    // The catalog's rules (the same on the server) accept the list as the form sends it.
    expect(errosDoFormulario({ formulario: EDITAIS.formulario.filter((c) => c.tipo === 'pdfs') }, { arquivos: dados }, { anoAtual: 2026, temArquivo: false })).toEqual([]);
    expect(pdfsParaDados(removerPdf(lista, 0))).toEqual([{ chave: 'pdf/b.pdf' }]);
    expect(pdfsDoRegistro(null)).toEqual([]);
  });

  it('recusa o que não é PDF e o que passa do limite de tamanho, com a mensagem em português, e para no máximo de arquivos', () => {
    expect(erroDoPdf(new File(['x'], 'planilha.xlsx', { type: 'application/vnd.ms-excel' }))).toBe(MENSAGEM_PDF_INVALIDO);
    expect(erroDoPdf(pdf('grande.pdf', LIMITE_PDF.bytes + 1))).toBe(LIMITE_PDF.mensagem);
    expect(erroDoPdf(pdf('certo.pdf'))).toBeUndefined();
    const { lista, erros } = adicionarPdfs([], [pdf('um.pdf'), new File(['x'], 'foto.png', { type: 'image/png' }), pdf('dois.pdf'), pdf('tres.pdf')], 2);
    expect(lista.map((p) => p.nome)).toEqual(['um.pdf', 'dois.pdf']);
    expect(erros).toEqual([`foto.png: ${MENSAGEM_PDF_INVALIDO}`, 'Anexe no máximo 2 arquivos PDF.']);
  });

  it('reordena só entre vizinhos que existem e mostra o tamanho em pt-BR', () => {
    const lista = pdfsDoRegistro(guardados);
    expect(moverPdf(lista, 0, -1).map((p) => p.nome)).toEqual(['edital.pdf', 'anexo.pdf']);
    expect(moverPdf(lista, 0, 1).map((p) => p.nome)).toEqual(['anexo.pdf', 'edital.pdf']);
    expect(moverPdf(lista, 1, 1).map((p) => p.nome)).toEqual(['edital.pdf', 'anexo.pdf']);
    expect(tamanhoDoPdf(2048)).toBe('2 KB');
    expect(tamanhoDoPdf(1_500_000)).toBe('1,5 MB');
  });

  it('as regras do catálogo: uma lista com item vazio ou com chave e arquivo juntos é recusada, e o máximo vale também no servidor', () => {
    const campo = { formulario: [{ ...EDITAIS.formulario.find((c) => c.tipo === 'pdfs')!, maximo: 1 }] };
    const regras = (arquivos: unknown) => errosDoFormulario(campo, { arquivos }, { anoAtual: 2026, temArquivo: false }).map((e) => e.mensagem);
    expect(regras([{}])).toEqual(['Arquivo inválido: envie o arquivo novamente.']);
    expect(regras([{ chave: 'pdf/a.pdf', arquivo: pdf('x.pdf') }])).toEqual(['Arquivo inválido: envie o arquivo novamente.']);
    expect(regras([{ chave: 'pdf/a.pdf' }, { chave: 'pdf/b.pdf' }])).toEqual(['Anexe no máximo 1 arquivo PDF.']);
    // No list: the stored files stay as they are.
    expect(regras(undefined)).toEqual([]);
  });
});
