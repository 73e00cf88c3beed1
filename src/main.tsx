// Proves the chain end to end: /config.json, then one list through each API prefix.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

interface Config {
  baseUrl: string;
  secondaryBaseUrl: string;
}

type Count = { state: 'loading' } | { state: 'done'; count: number } | { state: 'error'; message: string };

async function countOf(url: string, pick: (body: unknown) => unknown): Promise<number> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'error' in body ? String(body.error) : response.statusText;
    throw new Error(`${response.status}: ${message}`);
  }
  const list = pick(body);
  if (!Array.isArray(list)) throw new Error('The response is not a list');
  return list.length;
}

function CountLine({ label, count }: { label: string; count: Count }) {
  return (
    <p>
      {label}:{' '}
      {count.state === 'loading' ? 'loading…' : count.state === 'done' ? <strong>{count.count}</strong> : count.message}
    </p>
  );
}

function App() {
  const [products, setProducts] = useState<Count>({ state: 'loading' });
  const [users, setUsers] = useState<Count>({ state: 'loading' });

  useEffect(() => {
    const settle = (set: (c: Count) => void) => [
      (count: number) => set({ state: 'done', count }),
      (error: unknown) => set({ state: 'error', message: error instanceof Error ? error.message : String(error) }),
    ] as const;
    fetch('/config.json')
      .then((r) => r.json() as Promise<Config>)
      .then((config) => {
        void countOf(`${config.baseUrl}/products/`, (b) => b).then(...settle(setProducts));
        void countOf(`${config.secondaryBaseUrl}/users/`, (b) =>
          b && typeof b === 'object' && 'users' in b ? b.users : null,
        ).then(...settle(setUsers));
      })
      .catch((error: unknown) => {
        const failed: Count = { state: 'error', message: `config.json: ${String(error)}` };
        setProducts(failed);
        setUsers(failed);
      });
  }, []);

  return (
    <main>
      <h1>Ad-sales viewer</h1>
      <CountLine label="Products" count={products} />
      <CountLine label="Users" count={users} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
