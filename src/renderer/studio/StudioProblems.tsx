import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/** A problem as the dev server's check sends it (scripts/lib/screen-check-project.ts). */
export interface StudioProblem {
  file: string;
  pointer: string;
  key: string;
  values: Record<string, string | number>;
}

/**
 * What `npm run check:screens` would say now, as the dev server sends it after each save (and when
 * the studio opens); nothing on a built site, which has no dev server.
 */
export function useProblems(): StudioProblem[] {
  const [problems, setProblems] = useState<StudioProblem[]>([]);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return undefined;
    const take = (data: StudioProblem[]) => setProblems(data);
    hot.on('balcao:problems', take);
    hot.send?.('balcao:problems?');
    // A hot context without these (a test's) has no dev server to ask.
    return () => hot.off?.('balcao:problems', take);
  }, []);
  return problems;
}

/** The problems in a red box, each with its file, the place in it and one sentence in the page's language. */
export function StudioProblems({ problems }: { problems: StudioProblem[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (problems.length === 0) return null;
  return (
    <section className="studio-problems" role="alert" aria-labelledby={titleId} data-testid="studio-problems">
      <h2 id={titleId}>{t('studio.problems', { count: problems.length })}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.file}${problem.pointer}${problem.key}${JSON.stringify(problem.values)}`}>
            <code>
              {problem.file}
              {problem.pointer ? `#${problem.pointer}` : ''}
            </code>
            : {t(problem.key, { ...problem.values, interpolation: { escapeValue: false } })}
          </li>
        ))}
      </ul>
    </section>
  );
}
