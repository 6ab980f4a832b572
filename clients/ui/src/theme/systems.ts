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
 * Sistema completo do Chakra (todas as receitas) com a identidade da Assembleia.
 * Para a área administrativa e ferramentas internas, onde o peso do bundle pesa menos.
 */
export const system = /* @__PURE__ */ createSystem(defaultConfig, brandConfig);

/**
 * Sistema enxuto para o site público: tokens e estilos globais completos, mas só as
 * receitas dos componentes que o site usa. O tema padrão inteiro custa dezenas de KB
 * de JS na primeira carga; um componente cuja receita falte aqui sai sem estilo, então
 * acrescente a receita ao usar um componente novo.
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
      tokens,
      semanticTokens,
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
  brandConfig,
);
