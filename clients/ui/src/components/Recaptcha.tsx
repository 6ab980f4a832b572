import { useEffect, useRef } from 'react';

/** Só o que usamos da API do widget (renderização explícita). */
interface Grecaptcha {
  render(elemento: HTMLElement, opcoes: { sitekey: string; hl?: string }): number;
  reset(id?: number): void;
  getResponse(id?: number): string;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let carregando: Promise<Grecaptcha> | null = null;

/** Carrega o script do provedor uma vez por página e espera a API ficar pronta. */
function carregarScript(script: string): Promise<Grecaptcha> {
  carregando ??= new Promise((pronto, falha) => {
    const tag = document.createElement('script');
    tag.src = `${script}${script.includes('?') ? '&' : '?'}render=explicit&hl=pt-BR`;
    tag.async = true;
    tag.onerror = () => {
      carregando = null;
      falha(new Error('reCAPTCHA indisponível'));
    };
    tag.onload = () => {
      const esperar = () => (window.grecaptcha?.render ? pronto(window.grecaptcha) : setTimeout(esperar, 50));
      esperar();
    };
    document.head.appendChild(tag);
  });
  return carregando;
}

export interface RecaptchaProps {
  /** A chave do site e o script; sem configuração nada é carregado nem mostrado. */
  config: { chave: string; script: string } | null | undefined;
  /** Muda a cada envio: o token vale uma vez, então o widget recomeça. */
  rodada?: number;
}

/**
 * O widget do reCAPTCHA dentro de um formulário: o provedor põe no formulário o campo `g-recaptcha-response`,
 * lido com os outros campos no envio. Sem chave configurada não aparece (o servidor também não confere).
 */
export function Recaptcha({ config, rodada = 0 }: RecaptchaProps) {
  const lugar = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  useEffect(() => {
    if (!config || !lugar.current) return;
    let ativo = true;
    carregarScript(config.script)
      .then((api) => {
        if (!ativo || !lugar.current) return;
        if (widget.current === null) widget.current = api.render(lugar.current, { sitekey: config.chave, hl: 'pt-BR' });
        else api.reset(widget.current);
      })
      .catch(() => undefined);
    return () => {
      ativo = false;
    };
  }, [config, rodada]);
  if (!config) return null;
  return <div ref={lugar} className="g-recaptcha" data-testid="recaptcha" />;
}
