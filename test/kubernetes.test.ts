import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

/**
 * The Kubernetes manifests of deploy/kubernetes (docs/escala.md), each checked against the Kubernetes API's JSON
 * schemas (kubernetes-models validates with them), and the topology they describe.
 */
const PASTA = 'deploy/kubernetes';
const MODELOS: Record<string, new (dados: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
};

interface Manifesto {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const manifestos: { arquivo: string; doc: Manifesto }[] = readdirSync(PASTA)
  .filter((arquivo) => arquivo.endsWith('.yaml'))
  .flatMap((arquivo) =>
    parseAllDocuments(readFileSync(path.join(PASTA, arquivo), 'utf8')).map((documento) => {
      if (documento.errors.length) throw new Error(`${arquivo}: ${documento.errors[0]!.message}`);
      return { arquivo, doc: documento.toJS() as Manifesto };
    }),
  );
const deployments = manifestos.filter(({ doc }) => doc.kind === 'Deployment').map(({ doc }) => doc as Manifesto & { spec: { replicas: number; template: { spec: { containers: Record<string, unknown>[] } } } });

describe('Kubernetes manifests (deploy/kubernetes)', () => {
  it('every manifest is valid against the Kubernetes schema of its kind', () => {
    expect(manifestos.length).toBeGreaterThan(10);
    for (const { arquivo, doc } of manifestos) {
      const Modelo = MODELOS[`${doc.apiVersion}/${doc.kind}`];
      expect(Modelo, `${arquivo}: ${doc.apiVersion} ${doc.kind} sem esquema conhecido`).toBeDefined();
      expect(() => new Modelo!(doc as never).validate(), `${arquivo}: ${doc.kind} ${doc.metadata.name}`).not.toThrow();
    }
  });

  it('the validator refuses a broken manifest (a typo in a field, a wrong type)', () => {
    const gateway = structuredClone(deployments.find((d) => d.metadata.name === 'gateway')!);
    expect(() => new Deployment({ ...gateway, spec: { ...gateway.spec, replicas: 'duas' } } as never).validate()).toThrow();
    const container = gateway.spec.template.spec.containers[0]!;
    gateway.spec.template.spec.containers[0] = { ...container, readinessProbe: { httpGet: { path: '/readyz' } } };
    expect(() => new Deployment(gateway as never).validate()).toThrow();
  });

  it('runs at least two replicas of the gateway and of each subgraph, ready only when /readyz says so, with the shared settings and secrets', () => {
    for (const nome of ['gateway', 'content', 'people', 'transparency', 'participation', 'access']) {
      const deployment = deployments.find((d) => d.metadata.name === nome);
      expect(deployment, nome).toBeDefined();
      expect(deployment!.spec.replicas, nome).toBeGreaterThanOrEqual(2);
      const [container] = deployment!.spec.template.spec.containers as { readinessProbe: { httpGet: { path: string } }; envFrom: { configMapRef?: { name: string }; secretRef?: { name: string } }[] }[];
      expect(container!.readinessProbe.httpGet.path, nome).toBe('/readyz');
      expect(container!.envFrom, nome).toEqual([{ configMapRef: { name: 'portal-config' } }, { secretRef: { name: 'portal-segredos' } }]);
    }
    const config = manifestos.find(({ doc }) => doc.kind === 'ConfigMap')!.doc.data!;
    expect(config.REDIS_URL).toMatch(/^redis:\/\//);
    const segredos = manifestos.find(({ doc }) => doc.kind === 'Secret')!.doc.stringData!;
    for (const nome of ['DATABASE_URL', 'INTERNAL_API_TOKEN', 'ARQUIVOS_SIGNING_KEYS', 'COOKIE_SECRET', 'JWT_PRIVATE_JWKS']) expect(segredos[nome], nome).toMatch(/substitua/);
  });
});
