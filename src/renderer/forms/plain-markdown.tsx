import type { ReactNode } from 'react';

/**
 * What the build gives rjsf for `markdown-to-jsx/react` (vite.config.ts): the text as it is. rjsf
 * parses Markdown only for `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp`, which the
 * screen language does not offer, and for its own messages about a schema it cannot show; the parser
 * was a quarter of the form's code (npm run size).
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }): ReactNode {
  return <span>{children}</span>;
}
