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
  profiles?: string[];
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
    for (const nome of ['POSTGRES_PASSWORD', 'INTERNAL_API_TOKEN', 'ARQUIVOS_SIGNING_KEYS', 'COOKIE_SECRET', 'JWT_PRIVATE_JWKS', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD']) {
      expect(texto, nome).toContain(`\${${nome}:?`);
    }
  });

  it('with the example env file it validates, and only the load balancer in front of the gateways is published', () => {
    const resultado = compose('--env-file', 'docker-compose.env.example', '-f', 'docker-compose.yml', 'config');
    expect(resultado.status, resultado.stderr).toBe(0);
    const servicos = (parse(resultado.stdout) as { services: Record<string, Servico> }).services;
    const publicados = Object.entries(servicos).filter(([, servico]) => servico.ports?.length && !servico.profiles);
    expect(publicados.map(([nome]) => nome)).toEqual(['balanceador']);
    // Opt-in profiles (observabilidade: Prometheus, Grafana) publish only on the machine itself.
    for (const [nome, servico] of Object.entries(servicos).filter(([, servico]) => servico.profiles && servico.ports?.length)) {
      expect(JSON.stringify(servico.ports), nome).toContain('127.0.0.1');
    }
    expect(servicos['gateway-1']!.environment!.INTERNAL_API_TOKEN).toBe('substitua-pelo-segredo-interno');
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

describe('replicated topology (issue 15)', () => {
  const resultado = compose('--env-file', 'docker-compose.env.example', '-f', 'docker-compose.yml', 'config');
  const servicos = (parse(resultado.stdout) as { services: Record<string, Servico & { healthcheck?: { test: string[] } }> }).services;
  const haproxy = readFileSync('deploy/haproxy.cfg', 'utf8');

  it('runs two gateways and two replicas of each subgraph, each checked on /readyz and listed in the balancer', () => {
    for (const parte of ['gateway', 'content', 'people', 'transparency', 'participation', 'access']) {
      for (const replica of [`${parte}-1`, `${parte}-2`]) {
        expect(servicos[replica], replica).toBeDefined();
        expect(servicos[replica]!.healthcheck?.test.join(' '), replica).toContain('/readyz');
        expect(haproxy, replica).toContain(`server ${replica} ${replica}:4000`);
      }
    }
    expect(haproxy).toContain('option httpchk GET /readyz');
    // HAProxy itself accepts the file (Debian's haproxy, installed by scripts/test.sh; replicas resolve only in compose).
    const verificacao = spawnSync('haproxy', ['-c', '-f', 'deploy/haproxy.cfg'], { encoding: 'utf8' });
    expect(verificacao.status, verificacao.stderr).toBe(0);
    for (const servico of ['postgres', 'redis', 'mailpit', 'minio']) expect(servicos[servico], servico).toBeDefined();
  });

  it('hands every gateway the same Redis, keys and secrets from the environment, and every subgraph the same database', () => {
    const [a, b] = [servicos['gateway-1']!.environment!, servicos['gateway-2']!.environment!];
    expect(a).toEqual(b);
    expect(a.REDIS_URL).toBe('redis://redis:6379');
    expect(a.JWT_PRIVATE_JWKS).toBe('substitua-pela-lista-json-de-chaves-privadas');
    expect(a.COOKIE_SECRET).toBe('substitua-pelo-segredo-dos-cookies');
    expect(servicos['content-1']!.environment).toEqual(servicos['access-2']!.environment);
  });
});
