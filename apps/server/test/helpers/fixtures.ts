import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import type { TestApp, TestClient } from './test-app.js';

/** The fields a refused request names, sorted; the answer must be a 422. */
export function invalidFields(res: LightMyRequestResponse): string[] {
  expect(res.statusCode, res.body).toBe(422);
  const { error } = res.json<{ error: { details: { path: string }[] } }>();
  return error.details.map((d) => d.path).sort();
}

/** A rich-text body of one paragraph. */
export const doc = (text = 'Hi') => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/**
 * A course of `owner`'s with these slides (by default one content slide), published;
 * returns its id and its slides' ids in order.
 */
export async function publishedCourse(
  owner: TestClient,
  title: string,
  slides: Record<string, unknown>[] = [{ kind: 'content', body: doc() }],
) {
  const course = (await owner.post('/api/v1/courses', { title })).json<{ id: string }>();
  const slideIds: string[] = [];
  for (const slide of slides) {
    slideIds.push(
      (await owner.post(`/api/v1/courses/${course.id}/slides`, slide)).json<{ id: string }>().id,
    );
  }
  const published = await owner.patch(`/api/v1/courses/${course.id}`, {
    version: 1,
    status: 'published',
  });
  expect(published.statusCode, published.body).toBe(200);
  return { id: course.id, slideIds };
}

/**
 * Waits until every e-mail queued so far has gone out (running the queue itself with
 * `run`, when the app's worker does not poll), so a test that moves the clock by days
 * does not expire a send in flight.
 */
export async function allMailSent(t: TestApp, { run = false } = {}) {
  await vi.waitFor(async () => {
    if (run) await t.app.mail.runOnce();
    const unsent = await t.app.db.kysely
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '!=', 'sent')
      .execute();
    expect(unsent).toHaveLength(0);
  });
}
