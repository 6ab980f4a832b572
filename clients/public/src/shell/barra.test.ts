import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlDaBarra, htmlDaBusca, htmlDoRodape } from './barra';
import { atributosDoHtml, iniciarAcessibilidade, scriptDeAcessibilidade } from './preferencias';

type Ouvinte = (evento: Record<string, unknown>) => void;

/** Just enough of a document for the inline script: classes and attributes of <html>, cookie, listeners, targets. */
function documentoFalso(cookie = '') {
  const classes = new Set<string>();
  const atributos: Record<string, string> = {};
  const ouvintes: Record<string, Ouvinte[]> = {};
  const botao = { atributos: {} as Record<string, string>, setAttribute(n: string, v: string) { this.atributos[n] = v; } };
  const alvos: Record<string, { focus: ReturnType<typeof vi.fn>; scrollIntoView: ReturnType<typeof vi.fn> }> = {};
  for (const id of ['conteudo', 'menu', 'busca', 'rodape']) alvos[id] = { focus: vi.fn(), scrollIntoView: vi.fn() };
  const doc = {
    cookie,
    documentElement: {
      classList: { toggle: (c: string, ligar: boolean) => (ligar ? classes.add(c) : classes.delete(c)) },
      setAttribute: (n: string, v: string) => (atributos[n] = v),
    },
    querySelectorAll: () => [botao],
    getElementById: (id: string) => alvos[id] ?? null,
    addEventListener: (tipo: string, f: Ouvinte) => (ouvintes[tipo] ??= []).push(f),
  };
  const disparar = (tipo: string, evento: Record<string, unknown>) => ouvintes[tipo]?.forEach((f) => f(evento));
  const clicar = (acao: string) => disparar('click', { target: { closest: () => ({ getAttribute: () => acao }) } });
  return { doc, classes, atributos, botao, alvos, disparar, clicar };
}

function iniciarCom(falso: ReturnType<typeof documentoFalso>, salvo: string | null = null) {
  const armazenado = new Map<string, string>(salvo ? [['alego_acessibilidade', salvo]] : []);
  vi.stubGlobal('document', falso.doc);
  vi.stubGlobal('localStorage', { getItem: (k: string) => armazenado.get(k) ?? null, setItem: (k: string, v: string) => armazenado.set(k, v) });
  iniciarAcessibilidade();
  return armazenado;
}

afterEach(() => vi.unstubAllGlobals());

describe('barra de acessibilidade (HTML do servidor)', () => {
  it('has the four eMAG shortcuts, the accessibility page, the buttons and the inline script after them', () => {
    const html = htmlDaBarra();
    for (const [tecla, alvo] of [['1', 'conteudo'], ['2', 'menu'], ['3', 'busca'], ['4', 'rodape']]) {
      expect(html).toContain(`href="#${alvo}" accesskey="${tecla}"`);
    }
    expect(html.indexOf('Ir para o conteúdo')).toBe(html.indexOf('<a class="pular"') + '<a class="pular" href="#conteudo">'.length);
    expect(html).toContain('<a href="/acessibilidade">Acessibilidade</a>');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('data-acessibilidade="normal"'));
    expect(htmlDaBusca()).toContain('<input id="busca" name="termo"');
    expect(htmlDoRodape()).toContain('<footer id="rodape" tabindex="-1"');
    expect(htmlDoRodape()).toContain('href="/fale-conosco"');
  });

  it('ships the behaviour as a self-contained script', () => {
    expect(scriptDeAcessibilidade()).toMatch(/^\(function iniciarAcessibilidade\(\)/);
    // No reference to anything outside the function survives (it runs alone in the page).
    expect(() => new Function(scriptDeAcessibilidade())).not.toThrow();
  });
});

describe('preferências (script embutido)', () => {
  it('applies the saved choice before anything else: localStorage first, then the cookie', () => {
    const comCookie = documentoFalso('x=1; alego_acessibilidade=1.3');
    iniciarCom(comCookie);
    expect([...comCookie.classes]).toEqual(['alto-contraste']);
    expect(comCookie.atributos['data-fonte']).toBe('3');
    expect(comCookie.botao.atributos['aria-pressed']).toBe('true');

    const comArmazenado = documentoFalso('alego_acessibilidade=1.3');
    iniciarCom(comArmazenado, '0.1');
    expect([...comArmazenado.classes]).toEqual([]);
    expect(comArmazenado.atributos['data-fonte']).toBe('1');

    const invalido = documentoFalso('alego_acessibilidade=9.9');
    iniciarCom(invalido, '<script>');
    expect(invalido.atributos['data-fonte']).toBe('0');
  });

  it('toggles contrast, steps the font between 0 and 3 and saves in localStorage and the cookie', () => {
    const falso = documentoFalso();
    const armazenado = iniciarCom(falso);
    falso.clicar('contraste');
    for (let i = 0; i < 5; i++) falso.clicar('aumentar');
    expect(falso.atributos['data-fonte']).toBe('3');
    falso.clicar('diminuir');
    expect(armazenado.get('alego_acessibilidade')).toBe('1.2');
    expect(falso.doc.cookie).toBe('alego_acessibilidade=1.2; path=/; max-age=31536000; samesite=lax');
    falso.clicar('normal');
    falso.clicar('contraste');
    expect(armazenado.get('alego_acessibilidade')).toBe('0.0');
    expect(falso.botao.atributos['aria-pressed']).toBe('false');
  });

  it('moves focus with Alt+1..4 by key code, and leaves other keys alone', () => {
    const falso = documentoFalso();
    iniciarCom(falso);
    const tecla = (code: string, mods: Record<string, boolean> = { altKey: true }) => {
      const preventDefault = vi.fn();
      falso.disparar('keydown', { code, ctrlKey: false, metaKey: false, altKey: false, ...mods, preventDefault });
      return preventDefault;
    };
    expect(tecla('Digit3')).toHaveBeenCalled();
    expect(falso.alvos.busca!.focus).toHaveBeenCalled();
    tecla('Numpad4');
    expect(falso.alvos.rodape!.focus).toHaveBeenCalled();
    expect(tecla('Digit5')).not.toHaveBeenCalled();
    expect(tecla('Digit1', { altKey: true, ctrlKey: true })).not.toHaveBeenCalled();
    expect(tecla('Digit2', { altKey: false })).not.toHaveBeenCalled();
    expect(falso.alvos.conteudo!.focus).not.toHaveBeenCalled();
  });
});

describe('preferências no HTML do servidor', () => {
  it('turns the cookie into <html> attributes, and ignores anything else', () => {
    expect(atributosDoHtml('sessao=x; alego_acessibilidade=1.2')).toBe(' class="alto-contraste" data-fonte="2"');
    expect(atributosDoHtml('alego_acessibilidade=0.3; outra=1')).toBe(' data-fonte="3"');
    expect(atributosDoHtml(undefined)).toBe('');
    expect(atributosDoHtml('alego_acessibilidade=1.2"><script>')).toBe('');
    expect(atributosDoHtml('xalego_acessibilidade=1.2')).toBe('');
  });
});
