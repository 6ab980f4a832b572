import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { aplicarHead, type HeadInfo } from '../routing/head';

/**
 * Mantém <title>, description e Open Graph em dia nas navegações do navegador. A
 * primeira carga já vem com o <head> certo do servidor; efeitos não rodam lá.
 */
export function useDocumentHead(head: HeadInfo | null): void {
  const { pathname, search } = useLocation();
  const titulo = head?.titulo;
  const descricao = head?.descricao;
  const tipo = head?.tipo;
  const imagem = head?.imagem;
  const canonico = head?.canonico;
  useEffect(() => {
    if (titulo === undefined) return;
    aplicarHead(
      document,
      { titulo, descricao, tipo, imagem, canonico },
      `${window.location.origin}${pathname}${search}`,
    );
  }, [titulo, descricao, tipo, imagem, canonico, pathname, search]);
}
