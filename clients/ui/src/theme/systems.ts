import { createSystem, defaultBaseConfig, defaultConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandConfig } from './brand';

/**
 * Paletas de cor que o site público usa (`colorPalette`, tokens como `red.fg`, e as
 * cores de estado das receitas: info azul, aviso laranja, sucesso verde, erro vermelho),
 * além das da marca. `createSystem` roda no navegador antes da hidratação e percorre
 * cada token (variáveis CSS, paletas virtuais): num celular lento as paletas e os tons
 * escuros que o site não usa custavam centenas de milissegundos e ~1/4 do CSS de cada página.
 */
export const PALETAS_DO_SITE_PUBLICO = ['gray', 'red', 'orange', 'green', 'blue'] as const;
const PALETAS_DO_CHAKRA = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

/** Tira as paletas do Chakra que o site público não usa; cores de base e as semânticas gerais (bg, fg, border) ficam. */
function semPaletasNaoUsadas<T extends object>(cores: T): T {
  const usadas: readonly string[] = PALETAS_DO_SITE_PUBLICO;
  return Object.fromEntries(Object.entries(cores).filter(([nome]) => !PALETAS_DO_CHAKRA.includes(nome) || usadas.includes(nome))) as T;
}

/**
 * O site público não tem modo escuro (nada põe a classe `dark` no documento): cada token
 * semântico fica só com o valor claro, sem a segunda variável e as regras `.dark` no CSS.
 */
function soModoClaro<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  return Object.fromEntries(
    Object.entries(tokens).map(([chave, valor]) => {
      if (chave === 'value' && typeof valor === 'object' && valor !== null && '_light' in valor) return [chave, valor._light];
      return [chave, soModoClaro(valor)];
    }),
  ) as T;
}

/**
 * Sistema completo do Chakra (todas as receitas) com a identidade da Assembleia.
 * Para a área administrativa e ferramentas internas, onde o peso do bundle pesa menos.
 */
export const system = /* @__PURE__ */ createSystem(defaultConfig, brandConfig);

/**
 * Sistema enxuto para o site público: estilos globais completos, só as paletas de cor
 * (PALETAS_DO_SITE_PUBLICO), o modo claro e as receitas dos componentes que o site usa. O tema padrão inteiro custa dezenas de KB
 * de JS na primeira carga; um componente cuja receita falte aqui sai sem estilo, então
 * acrescente a receita (ou a paleta) ao usar um componente (ou uma cor) novo.
 */
export const leanSystem = /* @__PURE__ */ createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: semPaletasNaoUsadas(tokens.colors) },
      semanticTokens: soModoClaro({ ...semanticTokens, colors: semPaletasNaoUsadas(semanticTokens.colors) }),
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        card: cardSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        list: listSlotRecipe,
      },
    },
  }),
  { ...brandConfig, theme: { ...brandConfig.theme, semanticTokens: soModoClaro(brandConfig.theme?.semanticTokens) } },
);
