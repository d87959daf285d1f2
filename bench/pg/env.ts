/** What the benchmarks' main files share (bench/pg/main.ts, bench/tracking/main.ts). */

/** The positive integer in the environment variable `name`, or `fallback` when it is unset. */
export function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** Signs `email` in on the API at `apiUrl`; answers its access token. */
export async function signIn(apiUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
