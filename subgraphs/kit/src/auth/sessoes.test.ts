import { describe, expect, it } from 'vitest';
import { chaveDeSessaoValida, versoesEmCache, type ChaveDeSessao } from './sessoes.js';

/** A store whose reads the test answers by hand, counting them. */
function armazenamento() {
  const leituras: { chave: ChaveDeSessao; responder(versao: number): void; falhar(): void }[] = [];
  const buscar = (chave: ChaveDeSessao) =>
    new Promise<number>((ok, erro) => leituras.push({ chave, responder: ok, falhar: () => erro(new Error('fora do ar')) }));
  return { leituras, buscar };
}

describe('versões de sessão em cache', () => {
  it('reads a key once while it is fresh, and one read serves concurrent callers', async () => {
    const { leituras, buscar } = armazenamento();
    const versoes = versoesEmCache(buscar);
    const [a, b] = [versoes.atual('cidadao:1'), versoes.atual('cidadao:1')];
    expect(leituras).toHaveLength(1);
    leituras[0]!.responder(2);
    expect(await Promise.all([a, b])).toEqual([2, 2]);
    expect(await versoes.atual('cidadao:1')).toBe(2);
    expect(leituras).toHaveLength(1);
  });

  it('forgets a revoked key at once, including a read that started before the revocation', async () => {
    const { leituras, buscar } = armazenamento();
    const versoes = versoesEmCache(buscar);
    const antiga = versoes.atual('sessao-equipe:9');
    versoes.esquecer(['sessao-equipe:9']);
    leituras[0]!.responder(0);
    await antiga;
    const nova = versoes.atual('sessao-equipe:9');
    expect(leituras).toHaveLength(2);
    leituras[1]!.responder(1);
    expect(await nova).toBe(1);
  });

  it('uses the last version read when the store is down, and refuses (throws) when it never read one', async () => {
    const { leituras, buscar } = armazenamento();
    const versoes = versoesEmCache(buscar, { validadeMs: -1 });
    const primeira = versoes.atual('cidadao:3');
    leituras[0]!.responder(4);
    expect(await primeira).toBe(4);
    const segunda = versoes.atual('cidadao:3');
    leituras[1]!.falhar();
    expect(await segunda).toBe(4);
    const desconhecida = versoes.atual('cidadao:5');
    leituras[2]!.falhar();
    await expect(desconhecida).rejects.toThrow('fora do ar');
  });

  it('accepts only well-formed keys', () => {
    expect(['cidadao:1', 'sessao-equipe:22', 'equipe:3'].every(chaveDeSessaoValida)).toBe(true);
    expect(['cidadao:', 'cidadao:1/2', 'admin:1', '../cidadao:1', 'cidadao:1e3'].some(chaveDeSessaoValida)).toBe(false);
  });
});
