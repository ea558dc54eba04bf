import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearchParams } from 'react-router-dom';
import { canAccess } from '../host/conditions.ts';
import { useScreenHost } from '../host/screen-host.ts';
import { useModal } from '../dialogs/dialog-context.ts';
import { useScreenHeading } from '../screens/ScreenHeading.tsx';
import type { PageScreen, PageSection, ScreenModule } from '../screens/types.ts';
import { ScreenView } from '../ScreenView.tsx';

const TAB_PARAM = 'tab';

/** The section a tabs page shows: the one the `tab` query parameter names, else the first. */
export function selectedSection(sections: readonly PageSection[], tab: string | null): PageSection | undefined {
  return sections.find((section) => section.screen === tab) ?? sections[0];
}

/** The tab a key press moves to (WAI-ARIA tabs: arrows wrap, Home and End go to the ends). */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

function PageTabs({ sections }: { sections: PageSection[] }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [search, setSearch] = useSearchParams();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = selectedSection(sections, search.get(TAB_PARAM));
  const choose = (section: PageSection) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(TAB_PARAM, section.screen);
        return next;
      },
      { replace: true },
    );
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(event.key, index, sections.length);
    if (next === null) return;
    event.preventDefault();
    choose(sections[next]!);
    buttons.current[next]?.focus();
  };
  return (
    <>
      <div className="page-tabs" role="tablist">
        {sections.map((section, index) => {
          const active = section === selected;
          return (
            <button
              key={section.screen}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${section.screen}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              className={active ? 'page-tab page-tab-active' : 'page-tab'}
              onClick={() => choose(section)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(section.label ?? `screens.${section.screen}.title`)}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${selected.screen}`}
          className="page-tab-panel"
        >
          <ScreenView key={selected.screen} id={selected.screen} />
        </div>
      )}
    </>
  );
}

/** A page: its sections one under the other, or one at a time behind tabs. */
export function PageView({ module }: { module: ScreenModule }) {
  const screen = module.screen as PageScreen;
  const host = useScreenHost();
  const modal = useModal();
  // In a dialog the frame already shows the page's title.
  const { heading, labelledBy } = useScreenHeading(screen, 1);
  const sections = screen.spec.sections.filter((section) => canAccess(section, host));
  return (
    <section className="screen page-screen" aria-labelledby={labelledBy} data-screen={screen.id}>
      {heading}
      {screen.spec.layout === 'tabs' && !modal ? (
        <PageTabs sections={sections} />
      ) : (
        sections.map((section) => <ScreenView key={section.screen} id={section.screen} />)
      )}
    </section>
  );
}
