import type { default as Sharp } from 'sharp';

let carregado: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on the first upload or image variant: libvips costs the gateway ~20 MB resident from the moment it is
 * imported, and most gateways only serve variants already stored. Its operation cache (up to 50 MB) stays off: each
 * variant is generated once and kept in the blob store, and an upload is read once.
 */
export function carregarSharp(): Promise<typeof Sharp> {
  return (carregado ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}
