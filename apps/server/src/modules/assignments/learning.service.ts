import { gradeAnswer } from '@slidewise/shared/courses/grading';
import { checkAnswerShape, type Quiz, type QuizAnswer } from '@slidewise/shared/courses/quiz';
import type { LearningCard } from '@slidewise/shared/learning/assignment';
import type {
  LearnerSlide,
  LearningCourse,
  ProgressState,
} from '@slidewise/shared/learning/player';
import { attemptsLeft, meetsPassMark } from '@slidewise/shared/learning/certification';
import type { AppKysely, DialectName } from '../../db/database.js';
import { toIso } from '../../db/schema.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId, newPublicId } from '../../lib/ids.js';
import {
  presentCourseSummary,
  presentSettings,
  presentSlideDesign,
} from '../courses/course.presenter.js';
import { courseContent, type SlideRow } from '../courses/course.service.js';
import { userService } from '../users/user.service.js';
import { assignmentProgress } from '../progress/assignment-progress.js';
import { pollDistribution, presentFeedback, presentLearnerQuiz } from './learner-quiz.presenter.js';
import { learningRepository } from './learning.repository.js';
import { presentTraining } from './training.presenter.js';

type CardRow = Awaited<ReturnType<ReturnType<typeof learningRepository>['list']>>[number];

function presentCard(row: CardRow, now: Date): LearningCard {
  return {
    courseId: row.course_id,
    ...presentCourseSummary(row),
    language: row.language,
    leaderName: row.leader_name,
    message: row.message,
    dueAt: row.due_at ? toIso(row.due_at) : null,
    status: row.effective_status as LearningCard['status'],
    progress: Number(row.progress),
    score: row.score === null ? null : Number(row.score),
    lastSlideId: row.last_slide_id,
    completedAt: row.completed_at ? toIso(row.completed_at) : null,
    settings: presentSettings(row),
    ...presentTraining(row, now),
  };
}

const conflict = (message: string) => new AppError(409, 'conflict', message);

const quizOf = (slide: Pick<SlideRow, 'quiz'>) =>
  slide.quiz ? (JSON.parse(slide.quiz) as Quiz) : undefined;

export function learningService(deps: { db: AppKysely; dialect: DialectName; clock: Clock }) {
  const { db, clock } = deps;
  const learning = learningRepository(db, deps.dialect);
  const courses = courseContent(db);
  const users = userService(db);

  async function assignmentFor(userId: string, courseId: string, { toChange = false } = {}) {
    const nowIso = clock.now().toISOString();
    const row = await (toChange ? learning.findToChange : learning.find)(userId, courseId, nowIso);
    if (!row) throw notFound('Course');
    return row;
  }

  type Row = Awaited<ReturnType<typeof assignmentFor>>;

  /**
   * Recomputes status, progress, score and result from what is stored (the
   * client's view of them is never trusted). Finishing an attempt records it;
   * passing (and signing off, when asked) completes the round and issues its one
   * certificate. Runs inside the caller's transaction, which holds the row.
   */
  async function settle(row: Row, lastSlideId: string | null, now: string) {
    const changes: Parameters<typeof learning.update>[1] = {
      last_slide_id: lastSlideId,
      last_activity_at: now,
    };
    // The one definition (assignment-progress.ts) says what is done and, once the attempt
    // is finished, its score; pass mark, attempts and sign-off decide completion here.
    const base = assignmentProgress(await learning.tally(row.id, row.course_id), null, now);
    const finished = base.status === 'completed';
    const score = base.score;
    let { status, result } = row;
    let completedAt = row.completed_at ? toIso(row.completed_at) : null;
    let progress = base.progress;

    // A finished attempt stands as it was (until a retake or a new round).
    if (!completedAt && result === null) {
      status = finished ? 'in_progress' : base.status;
      changes.score = score;
      if (finished) {
        result = meetsPassMark(score, row.pass_mark) ? 'passed' : 'failed';
        changes.result = result;
        await learning.recordAttempt({
          id: newId(),
          assignment_id: row.id,
          round: Number(row.round),
          attempt: Number(row.attempt),
          score,
          result,
          course_version: Number(row.course_version),
          answers: JSON.stringify(
            (await learning.progressOf(row.id))
              .filter((p) => p.answer !== null)
              .map((p) => ({
                slideId: p.slide_id,
                answer: JSON.parse(p.answer!) as unknown,
                // A poll has no right answer.
                correct: p.correct === null ? null : Boolean(Number(p.correct)),
              })),
          ),
          finished_at: now,
        });
        if (
          result === 'failed' &&
          attemptsLeft(row.max_attempts, Number(row.extra_attempts), Number(row.attempt)) === 0
        )
          status = 'failed';
      }
    }
    if (
      !completedAt &&
      result === 'passed' &&
      (row.signed_off_at || !Number(row.require_sign_off))
    ) {
      completedAt = now;
      status = 'completed';
      Object.assign(
        changes,
        await complete(
          { ...row, score: changes.score !== undefined ? changes.score : row.score },
          now,
        ),
      );
    }
    if (completedAt) progress = 100;
    Object.assign(changes, { status, progress, completed_at: completedAt });
    await learning.update(row.id, changes);
    const after = { ...row, ...changes, result: result ?? null } as Row;
    return {
      status: status as ProgressState['status'],
      progress,
      score:
        changes.score !== undefined ? changes.score : row.score === null ? null : Number(row.score),
      completedAt,
      lastSlideId,
      ...presentTraining(after, clock.now()),
    };
  }

  /** Completes the round: the certificate (one per round) and how long the completion holds. */
  async function complete(row: Row, now: string) {
    const validUntil = row.valid_for_days
      ? new Date(Date.parse(now) + Number(row.valid_for_days) * 86_400_000).toISOString()
      : null;
    const learner = await users.account(row.user_id!);
    const certificateId = await learning.issueCertificate({
      id: newPublicId(),
      assignment_id: row.id,
      round: Number(row.round),
      owner_id: row.owner_id,
      user_id: row.user_id!,
      course_id: row.course_id,
      learner_name: row.signed_off_name || learner?.name || learner?.email || '',
      course_title: row.title,
      issuer_name: row.organisation_name || row.leader_name,
      score: row.pass_mark === null ? null : (row.score ?? null),
      course_version: Number(row.course_version),
      signed_off_name: row.signed_off_name,
      issued_at: now,
      valid_until: validUntil,
      revoked_at: null,
    });
    return {
      certificate_id: certificateId,
      certified_at: now,
      valid_until: validUntil,
      completed_version: Number(row.course_version),
    };
  }

  return {
    async list(userId: string): Promise<{ items: LearningCard[] }> {
      return {
        items: (await learning.list(userId, clock.now().toISOString())).map((row) =>
          presentCard(row, clock.now()),
        ),
      };
    },

    async get(userId: string, courseId: string): Promise<LearningCourse> {
      const row = await assignmentFor(userId, courseId);
      // One statement: the slides, this learner's progress and, for answered polls, every answer.
      const slideRows = await learning.slidesWithProgress(courseId, row.id);
      return {
        course: presentCard(row, clock.now()),
        slides: slideRows.map((slide): LearnerSlide => {
          const quiz = quizOf(slide);
          const answer = slide.answer ? (JSON.parse(slide.answer) as QuizAnswer) : null;
          return {
            ...presentSlideDesign(slide),
            // Seeded per learner and slide: stable across reloads, different between people.
            ...(quiz ? { quiz: presentLearnerQuiz(quiz, `${row.id}:${slide.id}`) } : {}),
            viewed: slide.viewed_at !== null,
            answer,
            feedback:
              quiz && answer !== null
                ? presentFeedback(
                    quiz,
                    Boolean(Number(slide.correct)),
                    quiz.type === 'poll'
                      ? pollDistribution(quiz.options.length, slide.poll_answers?.split('|') ?? [])
                      : undefined,
                  )
                : null,
          };
        }),
      };
    },

    /**
     * Records that the learner reached a slide (and answered it, for a quiz), then
     * recomputes status, progress, score and completion from what is stored: the
     * client's view of them is never trusted. Idempotent; concurrent posts for one
     * learner are serialised on the assignment row.
     */
    async record(
      userId: string,
      courseId: string,
      event: { slideId: string; answer?: unknown },
    ): Promise<ProgressState> {
      // Read before the transaction, through the read cache: a statement (on PostgreSQL a round
      // trip) fewer while the assignment's row is held. A slide removed meanwhile is then
      // recorded as viewed, as slides viewed before their removal are: the tally counts only
      // the course's current slides.
      const slide = await courses.slide(courseId, event.slideId);
      return db.transaction().execute(async () => {
        const row = await assignmentFor(userId, courseId, { toChange: true });
        const now = clock.now().toISOString();
        if (!slide) throw notFound('Slide');
        const quiz = quizOf(slide);
        if (event.answer !== undefined) {
          if (!quiz)
            throw validationFailed([
              { path: 'answer', code: 'not_a_quiz', message: 'This slide takes no answer.' },
            ]);
          const checked = checkAnswerShape(quiz, event.answer);
          if (!checked.ok) {
            throw validationFailed([
              { path: 'answer', code: 'invalid_answer', message: checked.message },
            ]);
          }
          const correct = gradeAnswer(quiz, checked.answer);
          await learning.recordView(row.id, slide.id, now, checked.answer, correct);
        } else {
          await learning.recordView(row.id, slide.id, now, null, null);
        }

        const state = await settle(row, slide.id, now);
        const stored = quiz
          ? (await learning.progressOf(row.id)).find((p) => p.slide_id === slide.id)
          : undefined;
        return {
          ...state,
          feedback:
            quiz && stored?.answer
              ? presentFeedback(
                  quiz,
                  Boolean(Number(stored.correct)),
                  quiz.type === 'poll'
                    ? pollDistribution(quiz.options.length, await learning.answersTo(slide.id))
                    : undefined,
                )
              : null,
        };
      });
    },

    /** Starts the next attempt: the quiz answers go (kept in the attempt record). */
    async retake(userId: string, courseId: string): Promise<ProgressState> {
      return db.transaction().execute(async () => {
        const row = await assignmentFor(userId, courseId, { toChange: true });
        if (row.completed_at || row.result === 'passed')
          throw conflict('This course is already passed.');
        if (row.result !== 'failed') throw conflict('Finish this attempt first.');
        if (attemptsLeft(row.max_attempts, Number(row.extra_attempts), Number(row.attempt)) === 0)
          throw conflict('No attempts are left.');
        await learning.clearQuizAnswers(row.id, courseId);
        const next = { ...row, attempt: Number(row.attempt) + 1, result: null, score: null };
        await learning.update(row.id, { attempt: next.attempt, result: null, score: null });
        return { ...(await settle(next, null, clock.now().toISOString())), feedback: null };
      });
    },

    /** The learner's sign-off, the last step of a course that asks for one. */
    async signOff(userId: string, courseId: string, fullName: string): Promise<ProgressState> {
      return db.transaction().execute(async () => {
        const row = await assignmentFor(userId, courseId, { toChange: true });
        const now = clock.now().toISOString();
        if (!Number(row.require_sign_off)) throw conflict('This course asks for no sign-off.');
        if (row.signed_off_at && row.completed_at) throw conflict('This course is already signed.');
        if (row.result !== 'passed') throw conflict('Finish and pass the course first.');
        await learning.update(row.id, { signed_off_name: fullName, signed_off_at: now });
        const signed = { ...row, signed_off_name: fullName, signed_off_at: now };
        return { ...(await settle(signed, row.last_slide_id, now)), feedback: null };
      });
    },
  };
}

export type LearningService = ReturnType<typeof learningService>;
