// deploy/k8s, deploy/compose.yaml and the Dockerfile, parsed: the probes on the server's own
// endpoints, non-root and read-only pods with what they write mounted, requests and limits, the
// PodDisruptionBudget, the Service and NetworkPolicy on the proxy, secrets as files, only variables
// the server reads; the image's bases pinned on a supported Node, secrets out of its build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { SECRET_VARIABLES } from './config';
import { serverVariables } from './testing/variables';

const root = join(__dirname, '..');
const k8s = join(root, 'deploy/k8s');

interface Container {
  name: string;
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  livenessProbe?: { httpGet: { path: string; port: string } };
  readinessProbe?: { httpGet: { path: string; port: string } };
  startupProbe?: { httpGet: { path: string } };
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  securityContext: Record<string, unknown>;
  volumeMounts?: { name: string; mountPath: string }[];
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  spec: Record<string, unknown>;
}

const files = readdirSync(k8s).filter((name) => name.endsWith('.yaml'));
const manifests = files
  .filter((name) => name !== 'kustomization.yaml')
  .flatMap((name) =>
    parseAllDocuments(readFileSync(join(k8s, name), 'utf8')).map((doc) => {
      expect(doc.errors).toEqual([]);
      return doc.toJS() as Manifest;
    }),
  );
const one = (kind: string) => {
  const found = manifests.filter((m) => m.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!;
};
const deployment = one('Deployment');
const pod = (deployment.spec.template as { spec: Record<string, unknown> }).spec;
const containers = pod.containers as Container[];
const viewer = containers.find((c) => c.name === 'viewer')!;
const proxy = containers.find((c) => c.name === 'oauth2-proxy')!;
const envOf = (c: Container) => new Map(c.env?.map((e) => [e.name, e.value]));
const podLabels = (deployment.spec.selector as { matchLabels: Record<string, string> }).matchLabels;
/** Bytes of a Kubernetes quantity ("384Mi"). */
const bytes = (q: string) => Number(q.replace(/Mi$/, '')) * 2 ** 20;

describe('deploy/k8s', () => {
  it('lists every manifest in the kustomization', () => {
    const kustomization = parse(readFileSync(join(k8s, 'kustomization.yaml'), 'utf8')) as {
      resources: string[];
    };
    expect([...kustomization.resources].sort()).toEqual(
      files.filter((name) => name !== 'kustomization.yaml').sort(),
    );
  });

  it('probes the server’s own /livez and /readyz on the port it listens on', () => {
    const port = viewer.ports!.find((p) => p.name === 'http')!;
    expect(String(port.containerPort)).toBe(envOf(viewer).get('PORT'));
    expect(viewer.livenessProbe!.httpGet).toEqual({ path: '/livez', port: 'http' });
    expect(viewer.readinessProbe!.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(viewer.startupProbe!.httpGet.path).toBe('/livez');
    // Longer than the 8 s drain after SIGTERM.
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(8);
  });

  it('runs non-root on a read-only root, with what the server writes on emptyDirs', () => {
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    for (const c of containers) {
      expect(c.securityContext, c.name).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
    }
    const volumes = new Map(
      (pod.volumes as { name: string; emptyDir?: unknown }[]).map((v) => [v.name, v]),
    );
    const mounts = new Map(viewer.volumeMounts!.map((m) => [m.mountPath, m.name]));
    for (const path of [envOf(viewer).get('DATA_DIR')!, '/tmp']) {
      expect(volumes.get(mounts.get(path)!)?.emptyDir, path).toBeDefined();
    }
  });

  it('gives every container requests and limits, the viewer’s above what was measured', () => {
    for (const c of containers) {
      for (const resource of ['cpu', 'memory']) {
        expect(c.resources.requests[resource], `${c.name} ${resource}`).toBeDefined();
        expect(c.resources.limits[resource], `${c.name} ${resource}`).toBeDefined();
      }
    }
    // Up to about 255 MB under load with the heap held to 192 MB (docs/deploy.md): the request
    // covers it, and the heap's bound leaves room under the limit for the rest of the process.
    const heap = Number(/--max-old-space-size=(\d+)/.exec(envOf(viewer).get('NODE_OPTIONS')!)![1]);
    const limit = bytes(viewer.resources.limits.memory!);
    expect(bytes(viewer.resources.requests.memory!)).toBeGreaterThanOrEqual(255 * 1e6);
    expect(limit).toBeGreaterThanOrEqual((heap + 160) * 2 ** 20);
  });

  it('names only variables the server reads, its secrets as files of the Secret', () => {
    const read = serverVariables(join(root, 'server'));
    const fromFiles = new Set<string>(SECRET_VARIABLES.map((name) => `${name}_FILE`));
    const unknown = [...envOf(viewer).keys()].filter(
      (name) => !read.has(name) && !fromFiles.has(name) && name !== 'NODE_OPTIONS',
    );
    expect(unknown).toEqual([]);
    const secretMount = viewer.volumeMounts!.find((m) => m.name === 'secrets')!.mountPath;
    for (const name of SECRET_VARIABLES) expect(envOf(viewer).has(name), name).toBe(false);
    for (const [name, value] of envOf(viewer)) {
      if (fromFiles.has(name)) expect(value, name).toMatch(new RegExp(`^${secretMount}/[a-z-]+$`));
    }
    expect(envOf(viewer).get('DATABASE_URL_FILE')).toBeDefined();
  });

  it('trusts the identity header from the proxy beside it, and routes people to the proxy', () => {
    expect(envOf(viewer).get('AUTH_MODE')).toBe('proxy');
    expect(envOf(viewer).get('TRUSTED_PROXIES')).toBe('127.0.0.1');
    expect(envOf(proxy).get('OAUTH2_PROXY_UPSTREAMS')).toBe(
      `http://127.0.0.1:${envOf(viewer).get('PORT')}/`,
    );
    const service = one('Service').spec as {
      selector: Record<string, string>;
      ports: { targetPort: string }[];
    };
    expect(service.selector).toEqual(podLabels);
    expect(service.ports.map((p) => p.targetPort)).toEqual(['proxy']);
  });

  it('keeps one replica through a drain (PodDisruptionBudget)', () => {
    const pdb = one('PodDisruptionBudget').spec as {
      minAvailable: number;
      selector: { matchLabels: Record<string, string> };
    };
    expect(pdb.selector.matchLabels).toEqual(podLabels);
    expect(pdb.minAvailable).toBeGreaterThanOrEqual(1);
    expect(pdb.minAvailable).toBeLessThan(deployment.spec.replicas as number);
  });

  it('lets in only the proxy’s port, and the viewer’s port from the monitoring namespace', () => {
    const policy = one('NetworkPolicy').spec as {
      podSelector: { matchLabels: Record<string, string> };
      policyTypes: string[];
      ingress: { from: unknown[]; ports: { port: number }[] }[];
    };
    expect(policy.podSelector.matchLabels).toEqual(podLabels);
    expect(policy.policyTypes).toContain('Ingress');
    const proxyPort = proxy.ports!.find((p) => p.name === 'proxy')!.containerPort;
    expect(policy.ingress.map((rule) => rule.ports.map((p) => p.port))).toEqual([
      [proxyPort],
      [Number(envOf(viewer).get('PORT'))],
    ]);
    for (const rule of policy.ingress) expect(rule.from.length).toBeGreaterThan(0);
  });
});

describe('deploy/compose.yaml', () => {
  const compose = parse(readFileSync(join(root, 'deploy/compose.yaml'), 'utf8')) as {
    services: Record<
      string,
      { ports?: string[]; environment?: Record<string, string>; volumes?: string[] }
    >;
  };
  const { viewer: app, 'oauth2-proxy': front, postgres } = compose.services;

  it('publishes oauth2-proxy on 127.0.0.1 unless told otherwise, and nothing else', () => {
    expect(front!.ports).toEqual(['${PROXY_BIND:-127.0.0.1}:${PROXY_PORT:-4180}:4180']);
    expect(app!.ports).toBeUndefined();
    expect(postgres!.ports).toBeUndefined();
  });

  it('runs the viewer as its own role, not the database’s superuser', () => {
    const user = /^postgres:\/\/([^:]+):/.exec(app!.environment!.DATABASE_URL!)![1];
    expect(user).toBe('viewer');
    expect(postgres!.environment!.POSTGRES_USER).not.toBe(user);
    expect(postgres!.volumes).toContain('./postgres-init:/docker-entrypoint-initdb.d:ro');
    const init = readFileSync(join(root, 'deploy/postgres-init/10-app-role.sh'), 'utf8');
    expect(init).toContain(`app_role=${user}`);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]!);

  it('pins every base by digest, with the tag beside it, on one supported Node release', () => {
    expect(bases).toHaveLength(2);
    const releases = bases.map((base) => {
      const match = /^node:(\d+)\.(\d+)\.(\d+)-bookworm(?:-slim)?@sha256:[0-9a-f]{64}$/.exec(base);
      expect(match, base).not.toBeNull();
      return match!.slice(1).join('.');
    });
    expect(new Set(releases).size).toBe(1);
    // Node 22 or 24: LTS lines past Node 20's end of life (April 2026).
    expect(['22', '24']).toContain(releases[0]!.split('.')[0]);
    expect(bases[1]).toMatch(/-bookworm-slim@/);
  });

  it('keeps .env files anywhere in the tree, and keys, out of the build context', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(
      expect.arrayContaining(['**/.env', '**/.env.*', '**/*.pem', '**/*.key']),
    );
  });
});
