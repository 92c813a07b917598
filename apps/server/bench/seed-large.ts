// npm run seed:large: the large data set in DATA_DIR (SQLite) or DATABASE_URL, owned
// by a leader who can sign in: leader@large.test / "large dataset leader".
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { userRepository } from '../src/modules/users/user.repository.js';
import { LARGE, seedLarge } from './large-dataset.js';

const config = loadConfig();
const app = await buildApp({ config: { ...config, webDist: undefined }, logger: false });
try {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { 'content-type': 'application/json', origin: config.publicUrl },
    payload: { name: 'Large Leader', email: 'leader@large.test', password: 'large dataset leader' },
  });
  if (signUp.statusCode !== 200)
    throw new Error(`The leader could not be created (${signUp.statusCode}): ${signUp.body}`);
  // The leader is the operator's own account: its address counts as confirmed.
  const users = userRepository(app.db.kysely);
  const leader = (await users.findByEmail('leader@large.test'))!;
  await users.markEmailVerified(leader.id, new Date());
  const started = Date.now();
  await seedLarge(app.db.kysely, leader.id);
  console.log(
    `Seeded ${LARGE.courses} courses, ${LARGE.people} people, ${LARGE.groups} groups and ${LARGE.assignments} assignments on ${app.db.dialect} in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in as leader@large.test / large dataset leader.`,
  );
} finally {
  await app.close();
}
