import { defineConfig } from '@chakra-ui/react';

/**
 * Identidade visual da Assembleia: azul institucional profundo com verde de apoio.
 * Os tons 700+ passam de 7:1 sobre branco (WCAG AAA para texto); o 600 passa de
 * 4.5:1 (AA), por isso textos e links nunca usam tons abaixo de 600.
 */
export const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        azul: {
          50: { value: '#eef5fb' },
          100: { value: '#d5e5f4' },
          200: { value: '#abcbe9' },
          300: { value: '#7aaad9' },
          400: { value: '#4a87c4' },
          500: { value: '#2868a8' },
          600: { value: '#1a528c' },
          700: { value: '#114172' },
          800: { value: '#0b335c' },
          900: { value: '#08264a' },
          950: { value: '#051830' },
        },
        verde: {
          50: { value: '#ecf8f1' },
          100: { value: '#cfeedd' },
          200: { value: '#9fdcbb' },
          300: { value: '#68c494' },
          400: { value: '#38a86f' },
          500: { value: '#1f8c55' },
          600: { value: '#157244' },
          700: { value: '#105a37' },
          800: { value: '#0c472c' },
          900: { value: '#093822' },
          950: { value: '#052315' },
        },
      },
      fonts: {
        // Sem fontes da web (as máquinas não têm internet e a primeira carga fica leve).
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        // Os padrões do Chakra não passam no WCAG AA sobre branco: o texto de erro (red.500,
        // 3,76:1) e os botões verdes com texto branco (green.600, 3,29:1). Um tom acima passa.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
        // colorPalette="brand" / "accent" nos componentes do Chakra.
        brand: {
          solid: { value: '{colors.azul.800}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.azul.700}' },
          muted: { value: '{colors.azul.100}' },
          subtle: { value: '{colors.azul.50}' },
          emphasized: { value: '{colors.azul.200}' },
          focusRing: { value: '{colors.azul.500}' },
        },
        accent: {
          solid: { value: '{colors.verde.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.verde.700}' },
          muted: { value: '{colors.verde.100}' },
          subtle: { value: '{colors.verde.50}' },
          emphasized: { value: '{colors.verde.200}' },
          focusRing: { value: '{colors.verde.500}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
    // Endereços e trechos de código longos quebram em vez de alargar a página no celular.
    code: { overflowWrap: 'anywhere' },
    // Foco sempre visível (teclado): anel branco colado ao elemento e contorno azul
    // por fora, com contraste de 3:1 tanto no cabeçalho azul-escuro quanto no branco.
    ':where(a, button, input, select, textarea, summary, [tabindex]):focus-visible': {
      outline: '3px solid',
      outlineColor: 'azul.600',
      outlineOffset: '2px',
      boxShadow: '0 0 0 2px white',
    },
  },
});
