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

function iniciarCom(falso: ReturnType<typeof documentoFalso>) {
  vi.stubGlobal('document', falso.doc);
  // Opening the tab's storage is a synchronous call to the browser process in the middle of parsing: never touched.
  vi.stubGlobal('localStorage', {
    getItem: () => expect.unreachable('localStorage.getItem'),
    setItem: () => expect.unreachable('localStorage.setItem'),
  });
  iniciarAcessibilidade();
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
  it('applies the choice saved in the cookie before anything else, and ignores anything else', () => {
    const comCookie = documentoFalso('x=1; alego_acessibilidade=1.3');
    iniciarCom(comCookie);
    expect([...comCookie.classes]).toEqual(['alto-contraste']);
    expect(comCookie.atributos['data-fonte']).toBe('3');
    expect(comCookie.botao.atributos['aria-pressed']).toBe('true');

    for (const cookie of ['alego_acessibilidade=9.9', 'alego_acessibilidade=1.2"><script>', 'xalego_acessibilidade=1.2', '']) {
      const invalido = documentoFalso(cookie);
      iniciarCom(invalido);
      expect(invalido.atributos['data-fonte'], cookie).toBe('0');
      expect([...invalido.classes], cookie).toEqual([]);
    }
  });

  it('toggles contrast, steps the font between 0 and 3 and saves in the cookie', () => {
    const falso = documentoFalso();
    iniciarCom(falso);
    falso.clicar('contraste');
    for (let i = 0; i < 5; i++) falso.clicar('aumentar');
    expect(falso.atributos['data-fonte']).toBe('3');
    falso.clicar('diminuir');
    expect(falso.doc.cookie).toBe('alego_acessibilidade=1.2; path=/; max-age=31536000; samesite=lax');
    falso.clicar('normal');
    falso.clicar('contraste');
    expect(falso.doc.cookie).toBe('alego_acessibilidade=0.0; path=/; max-age=31536000; samesite=lax');
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
