import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../routes';
import { formatarDataDoDia, formatarNumero, formatarPorcentagem, proporcoes, votosPorExtenso } from './formato';
import { linkDaBusca } from './loaders';
import { anuncioDoVoto } from './ProcessoPage';

describe('participação: formatos pt-BR', () => {
  it('formats filing dates without a time zone shift, and numbers in pt-BR', () => {
    expect(formatarDataDoDia('2025-06-17')).toBe('17/06/2025');
    expect(formatarDataDoDia('2026-01-01')).toBe('01/01/2026');
    expect(formatarDataDoDia('')).toBe('');
    expect(formatarNumero(1234567)).toBe('1.234.567');
    expect(votosPorExtenso(1)).toBe('1 voto');
    expect(votosPorExtenso(2048)).toBe('2.048 votos');
    expect(formatarPorcentagem(proporcoes(1, 3).aFavor)).toBe('25%');
    expect(proporcoes(0, 0)).toEqual({ aFavor: 0, contra: 0, total: 0 });
  });

  it('announces the vote result with the new tallies', () => {
    expect(anuncioDoVoto({ aFavor: 1843, contra: 98 }, 'CONTRA')).toBe('Seu voto contra foi registrado. Agora são 1.843 a favor e 98 contra.');
    expect(anuncioDoVoto({ aFavor: 1, contra: 0 }, 'A_FAVOR')).toBe('Seu voto a favor foi registrado. Agora são 1 a favor e 0 contra.');
  });

  it('keeps the search criteria in the pagination links', () => {
    const vazio = { numero: '', ano: '', tipo: '', autor: '', situacao: '', data_inicio: '', data_fim: '' };
    expect(linkDaBusca({ modo: 'simples', termo: '', avancada: vazio }, 1)).toBe('/participacao/processos');
    expect(linkDaBusca({ modo: 'simples', termo: 'água na escola', avancada: vazio }, 2)).toBe('/participacao/processos?termo=%C3%A1gua+na+escola&pagina=2');
    expect(linkDaBusca({ modo: 'avancada', termo: 'ignorado', avancada: { ...vazio, ano: '2025', situacao: 'Aprovado' } }, 3)).toBe(
      '/participacao/processos?avancada=1&ano=2025&situacao=Aprovado&pagina=3',
    );
  });

  it('registers every participation page in one lazily loaded chunk; personal lists render without server data', () => {
    const rotas = PAGE_ROUTES.filter((r) => r.path.startsWith('/participacao'));
    expect(rotas.map((r) => r.path)).toEqual([
      '/participacao/processos',
      '/participacao/processos/mais-votadas',
      '/participacao/processos/recentes',
      '/participacao/processos/:id',
      '/participacao/minhas-participacoes',
      '/participacao/meus-favoritos',
    ]);
    expect(new Set(rotas.map((r) => r.source))).toEqual(new Set(['src/pages/participacao/index.ts']));
    expect(rotas.filter((r) => r.semDados).map((r) => r.path)).toEqual(['/participacao/minhas-participacoes', '/participacao/meus-favoritos']);
  });
});
