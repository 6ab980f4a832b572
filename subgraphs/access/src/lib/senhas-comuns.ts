import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * ASVS V2.1.7: passwords found in breaches are refused. The list is zxcvbn-ts's (about 49,000 passwords from
 * public breach corpora, maintained with that package), checked here in memory: no network call, nothing sent.
 */
const VAZADAS = new Set(dictionary['passwords-common'].map((senha) => senha.toLowerCase()));

/** Words of this portal an attacker tries first, with any digits or symbols around them ("Alego@2026"). */
const DO_CONTEXTO = new Set(['alego', 'assembleia', 'assembleialegislativa', 'goias', 'goiania', 'opinecidadao', 'cidadao', 'senha', 'portal']);

export function senhaComum(senha: string): boolean {
  const minuscula = senha.toLowerCase();
  if (VAZADAS.has(minuscula)) return true;
  const letras = minuscula.normalize('NFD').replace(/[^a-z]/g, '');
  return DO_CONTEXTO.has(letras);
}
