// The large data set behind `npm run seed:large` and `npm run bench:reports`: one
// leader with 500 courses (5 slides each, one a quiz), 10,000 people, 300 groups
// and 100,000 assignments with progress, written in bulk inside one transaction.
import type { AppKysely } from '../src/db/database.js';
import { newId } from '../src/lib/ids.js';

export const LARGE = {
  courses: 500,
  people: 10_000,
  groups: 300,
  assignments: 100_000,
  slidesPerCourse: 5,
};
const DAY = 24 * 60 * 60 * 1000;

/** A small deterministic generator, so every run builds the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function insertAll<T extends object>(db: AppKysely, table: string, rows: T[], batch = 500) {
  for (let i = 0; i < rows.length; i += batch) {
    await db
      .executor()
      .insertInto(table as never)
      .values(rows.slice(i, i + batch) as never)
      .execute();
  }
}

export async function seedLarge(db: AppKysely, ownerId: string, now = new Date()): Promise<void> {
  const rand = random(42);
  const iso = (ms: number) => new Date(ms).toISOString();
  await db.transaction().execute(async () => {
    const quiz = JSON.stringify({
      question: 'Which one?',
      options: ['a', 'b', 'c'],
      correct: [1],
      multiple: false,
    });
    const body = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Read me' }] }],
    });
    const courses = Array.from({ length: LARGE.courses }, (_, i) => ({
      id: newId(),
      owner_id: ownerId,
      title: `Course ${String(i + 1).padStart(3, '0')}`,
      description: '',
      cover_upload_id: null,
      language: 'en',
      status: 'published',
      slide_count: LARGE.slidesPerCourse,
      duration_minutes: 1.5,
      version: 1,
      created_at: iso(now.getTime() - 200 * DAY),
      updated_at: iso(now.getTime() - 100 * DAY),
      deleted_at: null,
    }));
    await insertAll(db, 'courses', courses);
    const slides = courses.flatMap((course) =>
      Array.from({ length: LARGE.slidesPerCourse }, (_, p) => ({
        id: newId(),
        course_id: course.id,
        position: p,
        kind: p === 2 ? 'quiz' : 'content',
        title: `Slide ${p + 1}`,
        body: p === 2 ? null : body,
        quiz: p === 2 ? quiz : null,
        minutes: p === 2 ? 0.5 : 0.25,
        version: 1,
        created_at: courses[0]!.created_at,
        updated_at: courses[0]!.created_at,
      })),
    );
    await insertAll(db, 'slides', slides);
    const quizOf = new Map(
      courses.map((c, i) => [c.id, slides[i * LARGE.slidesPerCourse + 2]!.id]),
    );

    const people = Array.from({ length: LARGE.people }, (_, i) => ({
      id: newId(),
      email: `person${i}@large.test`,
      email_verified: 0,
      name: `Person ${i}`,
      image: null,
      phone_number: null,
      role: 1,
      locale: null,
      last_login_at: null,
      created_at: courses[0]!.created_at,
      updated_at: courses[0]!.created_at,
    }));
    await insertAll(db, 'users', people);

    const groups = Array.from({ length: LARGE.groups }, (_, i) => ({
      id: newId(),
      owner_id: ownerId,
      name: `Team ${i + 1}`,
      name_key: `team ${i + 1}`,
      description: '',
      created_at: courses[0]!.created_at,
      updated_at: courses[0]!.created_at,
    }));
    await insertAll(db, 'groups', groups);
    // Each person belongs to one group (about 33 people a group).
    await insertAll(
      db,
      'group_members',
      people.map((person, i) => ({
        id: newId(),
        group_id: groups[i % LARGE.groups]!.id,
        email: person.email,
        user_id: person.id,
        added_at: courses[0]!.created_at,
      })),
    );

    // 10 courses a person; statuses spread, dates over the last 120 days.
    const assignments = [];
    const progress = [];
    for (let i = 0; i < LARGE.assignments; i++) {
      const person = people[i % LARGE.people]!;
      const course = courses[(Math.floor(i / LARGE.people) * 37 + i) % LARGE.courses]!;
      const assigned = now.getTime() - Math.floor(rand() * 120) * DAY;
      const roll = rand();
      const status = roll < 0.5 ? 'completed' : roll < 0.75 ? 'in_progress' : 'not_started';
      const completed =
        status === 'completed' ? assigned + Math.floor(rand() * 10 + 1) * DAY : null;
      const correct = rand() < 0.7;
      const id = newId();
      assignments.push({
        id,
        course_id: course.id,
        owner_id: ownerId,
        email: person.email,
        user_id: person.id,
        direct: 1,
        assigned_at: iso(assigned),
        due_at: iso(assigned + 14 * DAY),
        status,
        progress: status === 'completed' ? 100 : status === 'in_progress' ? 40 : 0,
        score: status === 'completed' ? (correct ? 100 : 0) : null,
        last_slide_id: null,
        last_activity_at: status === 'not_started' ? null : iso(completed ?? assigned + DAY),
        completed_at: completed === null ? null : iso(Math.min(completed, now.getTime())),
        reminders_enabled: 1,
        archived_at: null,
      });
      if (status === 'completed') {
        progress.push({
          assignment_id: id,
          slide_id: quizOf.get(course.id)!,
          viewed_at: iso(assigned),
          answer: correct ? '[1]' : '[0]',
          correct: correct ? 1 : 0,
        });
      }
    }
    await insertAll(db, 'assignments', assignments, 400);
    await insertAll(db, 'slide_progress', progress, 800);
  });
}
