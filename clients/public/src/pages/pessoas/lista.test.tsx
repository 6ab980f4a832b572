import { createEmotionCache } from '@alego/ui';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../Providers';
import { ListaDeDeputados } from './ui';

function deputados(quantos: number) {
  return Array.from({ length: quantos }, (_, i) => ({
    id: String(i + 1),
    nome: `Deputado ${i + 1}`,
    partido: i % 2 ? { sigla: 'PSD', nome: 'Partido Social Democrático' } : null,
    fotoUrl: i % 3 ? `/arquivos/2026/11/${String(i).padStart(32, '0')}.jpg?v=assinatura` : null,
  }));
}

function html(quantos: number): string {
  return renderToString(
    <Providers emotionCache={createEmotionCache()}>
      <MemoryRouter>
        <ListaDeDeputados deputados={deputados(quantos)} vazio="Nenhum deputado" detalhe={() => 'Líder'} />
      </MemoryRouter>
    </Providers>,
  );
}

const classesDoEmotion = (texto: string) => new Set(texto.match(/\bcss-[a-z0-9]+/g));

describe('lista de deputados', () => {
  it('estiliza os cartões com as classes da lista, não com um componente do Chakra por item (a hidratação não cresce com a lista)', () => {
    expect(classesDoEmotion(html(41)).size).toBe(classesDoEmotion(html(2)).size);
    expect(classesDoEmotion(html(41)).size).toBeLessThanOrEqual(2);
  });

  it('mantém o conteúdo de cada cartão: link para o perfil, partido por extenso, "Sem partido", foto decorativa e detalhe', () => {
    const texto = html(3);
    expect(texto.match(/<li>/g)).toHaveLength(3);
    expect(texto).toContain('href="/deputados/perfil/2"');
    expect(texto).toContain('<abbr title="Partido Social Democrático">PSD</abbr>');
    expect(texto).toContain('Sem partido');
    expect(texto).toMatch(/<img src="\/arquivos\/2026\/11\/0+1\.jpg\?v=assinatura&amp;largura=160"[^>]* alt="" loading="lazy"/);
    expect(texto).toContain('<p class="detalhe">Líder</p>');
  });
});
