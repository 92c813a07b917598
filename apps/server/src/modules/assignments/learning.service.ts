import { courseMinutes } from '@slidewise/shared/courses/duration';
import type { Quiz } from '@slidewise/shared/courses/slide';
import type {
  LearnerSlide,
  LearningCard,
  LearningCourse,
  ProgressState,
} from '@slidewise/shared/learning/assignment';
import type { AppKysely } from '../../db/database.js';
import { toIso } from '../../db/schema.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { slideRepository } from '../courses/slide.repository.js';
import { uploadUrl } from '../uploads/upload.presenter.js';
import { learningRepository } from './learning.repository.js';

type CardRow = Awaited<ReturnType<ReturnType<typeof learningRepository>['list']>>[number];

function presentCard(row: CardRow): LearningCard {
  return {
    courseId: row.course_id,
    title: row.title,
    description: row.description,
    coverImage: row.cover_upload_id ? uploadUrl(row.cover_upload_id) : null,
    language: row.language,
    leaderName: row.leader_name,
    dueAt: row.due_at ? toIso(row.due_at) : null,
    status: row.effective_status as LearningCard['status'],
    progress: Number(row.progress),
    score: row.score === null ? null : Number(row.score),
    slideCount: Number(row.slide_count),
    estimatedMinutes: courseMinutes(Number(row.duration_minutes)),
    lastSlideId: row.last_slide_id,
    completedAt: row.completed_at ? toIso(row.completed_at) : null,
  };
}

const sameAnswer = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

function feedbackFor(quiz: Quiz, correct: boolean) {
  return { correct, correctOptions: quiz.correct, explanation: quiz.explanation ?? null };
}

export function learningService(deps: { db: AppKysely; clock: Clock }) {
  const { db, clock } = deps;
  const learning = learningRepository(db);
  const slides = slideRepository(db);

  async function assignmentFor(userId: string, courseId: string) {
    const row = await learning.find(userId, courseId, clock.now().toISOString());
    if (!row) throw notFound('Course');
    return row;
  }

  return {
    async list(userId: string): Promise<{ items: LearningCard[] }> {
      return { items: (await learning.list(userId, clock.now().toISOString())).map(presentCard) };
    },

    async get(userId: string, courseId: string): Promise<LearningCourse> {
      const row = await assignmentFor(userId, courseId);
      const slideRows = await learning.slidesWithProgress(courseId, row.id);
      return {
        course: presentCard(row),
        slides: slideRows.map((slide): LearnerSlide => {
          const quiz = slide.quiz ? (JSON.parse(slide.quiz) as Quiz) : undefined;
          const answer = slide.answer ? (JSON.parse(slide.answer) as number[]) : null;
          return {
            id: slide.id,
            kind: slide.kind as LearnerSlide['kind'],
            title: slide.title,
            ...(slide.body ? { body: JSON.parse(slide.body) as unknown } : {}),
            ...(quiz
              ? {
                  quiz: { question: quiz.question, options: quiz.options, multiple: quiz.multiple },
                }
              : {}),
            viewed: slide.viewed_at !== null,
            answer,
            feedback: quiz && answer ? feedbackFor(quiz, Boolean(Number(slide.correct))) : null,
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
      event: { slideId: string; answer?: number[] | undefined },
    ): Promise<ProgressState> {
      return db.transaction().execute(async () => {
        const row = await assignmentFor(userId, courseId);
        const now = clock.now().toISOString();
        await learning.touch(row.id, now);
        const slide = await slides.find(courseId, event.slideId);
        if (!slide) throw notFound('Slide');
        const quiz = slide.quiz ? (JSON.parse(slide.quiz) as Quiz) : undefined;
        let correct: boolean | null = null;
        if (event.answer !== undefined) {
          if (!quiz)
            throw validationFailed([
              { path: 'answer', code: 'not_a_quiz', message: 'This slide takes no answer.' },
            ]);
          const answer = [...new Set(event.answer)];
          if (
            answer.length === 0 ||
            answer.some((i) => i >= quiz.options.length) ||
            (!quiz.multiple && answer.length !== 1)
          ) {
            throw validationFailed([
              { path: 'answer', code: 'out_of_range', message: 'Choose among the options given.' },
            ]);
          }
          correct = sameAnswer(answer, quiz.correct);
          await learning.recordView(row.id, slide.id, now, answer, correct);
        } else {
          await learning.recordView(row.id, slide.id, now, null, null);
        }

        const t = await learning.tally(row.id, courseId);
        const finished = t.slides > 0 && t.viewed >= t.slides && t.answered >= t.quizzes;
        const completedAt = row.completed_at ? toIso(row.completed_at) : finished ? now : null;
        const state = {
          status: completedAt ? 'completed' : t.viewed > 0 ? 'in_progress' : 'not_started',
          progress: completedAt ? 100 : t.slides ? Math.floor((100 * t.viewed) / t.slides) : 0,
          score: t.quizzes ? Math.round((100 * t.correct) / t.quizzes) : null,
          lastSlideId: slide.id,
          completedAt,
        };
        await learning.saveState(row.id, state);
        const stored = quiz
          ? (await learning.progressOf(row.id)).find((p) => p.slide_id === slide.id)
          : undefined;
        return {
          status: state.status as ProgressState['status'],
          progress: state.progress,
          score: state.score,
          completedAt: state.completedAt,
          lastSlideId: state.lastSlideId,
          feedback:
            quiz && stored?.answer ? feedbackFor(quiz, Boolean(Number(stored.correct))) : null,
        };
      });
    },
  };
}

export type LearningService = ReturnType<typeof learningService>;
