import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@slidewise/shared/i18n/languages';
import { BackToCourses } from '@/features/courses/components/course-header';
import { CreateCourseForm } from '@/features/courses/components/create-course-form';
import {
  StartingPointPicker,
  type StartingPoint,
} from '@/features/courses/components/starting-point-picker';
import { TemplateCourseForm } from '@/features/courses/components/template-course-form';
import { ImportPresentation } from '@/features/imports/components/import-presentation';
import { PlanLimitNotice } from '@/features/subscription/components/plan-limit-notice';
import { usePlanRoom } from '@/features/subscription/hooks/use-plan-room';
import { Page } from '@/components/page';
import { SkeletonText } from '@/components/skeleton';
import { currentLanguage } from '@/lib/i18n';

export function CourseCreateRoute() {
  const { t } = useTranslation();
  // After the trial the plan may allow no more courses (402): the upgrade is offered here.
  const [error, setError] = useState<unknown>(null);
  // Known before the form: no form to fill in only to be refused.
  const room = usePlanRoom('courses');
  const [start, setStart] = useState<StartingPoint>('blank');
  // A leader usually writes in the language they use Slidewise in.
  const [language, setLanguage] = useState<Language>(currentLanguage);
  return (
    <Page
      className="mx-auto max-w-3xl space-y-6"
      title={t('routes.courseCreate.title')}
      intro={t('routes.courseCreate.description')}
      back={<BackToCourses />}
    >
      {room.reached ? (
        <PlanLimitNotice limit={room.reached} />
      ) : room.pending ? (
        <SkeletonText lines={4} />
      ) : (
        <>
          <PlanLimitNotice error={error} />
          <StartingPointPicker value={start} onChange={setStart} language={language} />
          {start === 'blank' ? (
            <CreateCourseForm onErrorChange={setError} />
          ) : (
            <TemplateCourseForm
              templateId={start}
              language={language}
              onLanguageChange={setLanguage}
              onErrorChange={setError}
            />
          )}
          <ImportPresentation />
        </>
      )}
    </Page>
  );
}
