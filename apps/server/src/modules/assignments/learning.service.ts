import { courseMinutes } from '@slidewise/shared/courses/duration';
import { gradeAnswer } from '@slidewise/shared/courses/grading';
import { checkAnswerShape, type Quiz, type QuizAnswer } from '@slidewise/shared/courses/quiz';
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
import { parseTheme, presentSlideDesign } from '../courses/course.presenter.js';
import { slideRepository, type SlideRow } from '../courses/slide.repository.js';
import { uploadUrl } from '../uploads/upload.presenter.js';
import { pollDistribution, presentFeedback, presentLearnerQuiz } from './learner-quiz.presenter.js';
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
    theme: parseTheme(row.theme),
  };
}

const quizOf = (slide: SlideRow) => (slide.quiz ? (JSON.parse(slide.quiz) as Quiz) : undefined);

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
      const [slideRows, progress] = await Promise.all([
        slides.listAll(courseId),
        learning.progressOf(row.id),
      ]);
      const bySlide = new Map(progress.map((p) => [p.slide_id, p]));
      const distributions = new Map<string, number[]>();
      for (const slide of slideRows) {
        const quiz = quizOf(slide);
        if (quiz?.type === 'poll' && bySlide.get(slide.id)?.answer) {
          distributions.set(
            slide.id,
            pollDistribution(quiz.options.length, await learning.answersTo(slide.id)),
          );
        }
      }
      return {
        course: presentCard(row),
        slides: slideRows.map((slide): LearnerSlide => {
          const seen = bySlide.get(slide.id);
          const quiz = quizOf(slide);
          const answer = seen?.answer ? (JSON.parse(seen.answer) as QuizAnswer) : null;
          return {
            ...presentSlideDesign(slide),
            // Seeded per learner and slide: stable across reloads, different between people.
            ...(quiz ? { quiz: presentLearnerQuiz(quiz, `${row.id}:${slide.id}`) } : {}),
            viewed: seen !== undefined,
            answer,
            feedback:
              quiz && answer !== null
                ? presentFeedback(quiz, Boolean(Number(seen?.correct)), distributions.get(slide.id))
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
      return db.transaction().execute(async () => {
        const row = await assignmentFor(userId, courseId);
        const now = clock.now().toISOString();
        await learning.touch(row.id, now);
        const slide = await slides.find(courseId, event.slideId);
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

        const t = await learning.tally(row.id, courseId);
        const finished = t.slides > 0 && t.viewed >= t.slides && t.answered >= t.quizzes;
        const completedAt = row.completed_at ? toIso(row.completed_at) : finished ? now : null;
        const state = {
          status: completedAt ? 'completed' : t.viewed > 0 ? 'in_progress' : 'not_started',
          progress: completedAt ? 100 : t.slides ? Math.floor((100 * t.viewed) / t.slides) : 0,
          // Polls are answered but never scored.
          score: t.graded ? Math.round((100 * t.correct) / t.graded) : null,
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
  };
}

export type LearningService = ReturnType<typeof learningService>;
