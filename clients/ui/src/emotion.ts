import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * O Chakra gera CSS pelo Emotion. Servidor e navegador usam a mesma chave: os
 * <style data-emotion="css ..."> que o servidor põe no <head> são reconhecidos pelo
 * cache do navegador e não são gerados de novo na hidratação.
 */
export const EMOTION_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
