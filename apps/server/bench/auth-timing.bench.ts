// npm run bench:auth: how long sign-up and forgot-password take for an address that has an
// account against one that has none. Both must do the same work (hash a password, write a
// row, queue one e-mail), so the times should not tell them apart. Requests alternate
// between the two kinds, one at a time, against the server in its own process.
import { signUpCookie, startBenchApp } from './harness.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

const bench = await startBenchApp();
try {
  await signUpCookie(bench, 'owner@bench.test');
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const res = await fetch(`${bench.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: bench.origin },
      body: JSON.stringify(body),
    });
    await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - started;
  };
  const cases = {
    'sign-up': (known: boolean, i: number) =>
      post('/api/auth/sign-up/email', {
        name: 'Bench',
        email: known ? 'owner@bench.test' : `new${i}@bench.test`,
        password: 'benchmark passphrase',
      }),
    'forgot-password': (known: boolean, i: number) =>
      post('/api/auth/request-password-reset', {
        email: known ? 'owner@bench.test' : `nobody${i}@bench.test`,
      }),
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;
  console.log(`${bench.db.dialect}, ${ROUNDS} rounds each, alternating (ms)`);
  console.log('| Endpoint | has an account: median (p90) | no account: median (p90) | ratio |');
  console.log('|---|---|---|---|');
  for (const [name, run] of Object.entries(cases)) {
    const known: number[] = [];
    const unknown: number[] = [];
    await run(true, -1); // warm-up
    for (let i = 0; i < ROUNDS; i++) {
      // Alternate which goes first, so a drift in load falls on both alike.
      if (i % 2) {
        known.push(await run(true, i));
        unknown.push(await run(false, i));
      } else {
        unknown.push(await run(false, i));
        known.push(await run(true, i));
      }
    }
    const [k, u] = [median(known), median(unknown)];
    console.log(
      `| ${name} | ${k.toFixed(1)} (${p90(known).toFixed(1)}) | ${u.toFixed(1)} (${p90(unknown).toFixed(1)}) | ${(k / u).toFixed(2)} |`,
    );
  }
} finally {
  await bench.close();
}
