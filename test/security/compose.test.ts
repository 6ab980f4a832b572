import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Issue 13, item 16: docker-compose.yml ships no usable default secret and publishes no admin console. docker-compose
 * (Debian's package, installed by scripts/test.sh) validates the file without a Docker engine.
 */
function compose(...args: string[]) {
  const resultado = spawnSync('docker-compose', args, { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  if (resultado.error) throw resultado.error;
  return resultado;
}

interface Servico {
  ports?: unknown[];
  environment?: Record<string, string>;
}

describe('docker-compose.yml (issue 13, item 16)', () => {
  it('refuses to run without the secrets, naming the missing one', () => {
    const semSegredos = compose('-f', 'docker-compose.yml', 'config', '-q');
    expect(semSegredos.status).not.toBe(0);
    expect(semSegredos.stderr).toMatch(/defina [A-Z_]+/);
  });

  it('has no secret written in it: every one comes from a required variable', () => {
    const texto = readFileSync('docker-compose.yml', 'utf8');
    expect(texto).not.toMatch(/troque-este|alego-secret|POSTGRES_PASSWORD: alego\b|postgres:\/\/alego:alego@/);
    for (const nome of ['POSTGRES_PASSWORD', 'INTERNAL_API_TOKEN', 'ARQUIVOS_SIGNING_KEYS', 'COOKIE_SECRET', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD']) {
      expect(texto, nome).toContain(`\${${nome}:?`);
    }
  });

  it('with the example env file it validates, and only the gateway is published', () => {
    const resultado = compose('--env-file', 'docker-compose.env.example', '-f', 'docker-compose.yml', 'config');
    expect(resultado.status, resultado.stderr).toBe(0);
    const servicos = (parse(resultado.stdout) as { services: Record<string, Servico> }).services;
    const publicados = Object.entries(servicos).filter(([, servico]) => servico.ports?.length).map(([nome]) => nome);
    expect(publicados).toEqual(['gateway']);
    expect(servicos.gateway!.environment!.INTERNAL_API_TOKEN).toBe('substitua-pelo-segredo-interno');
  });

  it('the consoles override publishes the admin consoles on 127.0.0.1 only', () => {
    const resultado = compose('--env-file', 'docker-compose.env.example', '-f', 'docker-compose.yml', '-f', 'docker-compose.consoles.yml', 'config');
    expect(resultado.status, resultado.stderr).toBe(0);
    const servicos = (parse(resultado.stdout) as { services: Record<string, Servico> }).services;
    for (const nome of ['mailpit', 'minio']) {
      expect(JSON.stringify(servicos[nome]!.ports), nome).toContain('127.0.0.1');
    }
  });
});
