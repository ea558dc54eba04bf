import { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { graphSentences, layoutWorkflowGraph, pathData, type GraphDefinition, type GraphNode } from '../../domain/workflow-graph.ts';
import { valueAt } from '../host/bindings.ts';
import { useScreenData } from '../host/use-screen-data.ts';
import { useScreenHeading } from '../screens/ScreenHeading.tsx';
import type { ScreenModule } from '../screens/types.ts';
import type { GraphScreen } from '../../generated/screen-format.ts';
import './graph.css';

const LINE_HEIGHT = 15;
const BADGE = 18;
/** The average width of a character of an arrow's label (11px), in SVG units. */
const LABEL_CHARACTER = 6.2;

/** The definition in an answer, keeping only activities and transitions of the expected shape. */
function definitionOf(data: unknown, path: string | undefined): GraphDefinition {
  const found = path ? valueAt(data, path) : data;
  const activities = valueAt(found, 'activities');
  const transitions = valueAt(found, 'transitions');
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const records = (list: unknown) =>
    (Array.isArray(list) ? list : []).filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
  const known = new Set<string>();
  const activitiesFound: GraphDefinition['activities'][number][] = [];
  for (const item of records(activities)) {
    const id = text(item.id);
    if (id === '' || known.has(id)) continue;
    known.add(id);
    activitiesFound.push({ id, name: text(item.name) || id, type: text(item.type) });
  }
  return {
    activities: activitiesFound,
    transitions: records(transitions).map((item) => ({
      from: text(item.from),
      to: text(item.to),
      action: text(item.action),
      ...(text(item.name) ? { name: text(item.name) } : {}),
    })),
  };
}

function NodeBox({ node, badge }: { node: GraphNode; badge: string }) {
  const top = node.y + BADGE + (node.height - BADGE - node.lines.length * LINE_HEIGHT) / 2 + 11;
  return (
    <g className={`graph-node${node.mark ? ` graph-node-${node.mark}` : ''}`} data-activity={node.id}>
      <rect x={node.x} y={node.y} width={node.width} height={node.height} rx={8} />
      {node.mark === 'end' && <rect className="graph-node-inner" x={node.x + 4} y={node.y + 4} width={node.width - 8} height={node.height - 8} rx={5} />}
      <text className="graph-node-badge" x={node.x + node.width / 2} y={node.y + 14} textAnchor="middle">
        {badge}
      </text>
      <text className="graph-node-name" x={node.x + node.width / 2} y={top} textAnchor="middle">
        {node.lines.map((line, index) => (
          <tspan key={index} x={node.x + node.width / 2} y={top + index * LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/**
 * A workflow definition drawn as a graph (src/domain/workflow-graph.ts lays it out): an SVG in a box
 * that scrolls sideways when the page is narrower, named by the caption; screen readers get the same
 * graph as a list of "activity → action → next activity".
 */
export function GraphView({ module }: { module: ScreenModule }) {
  const screen = module.screen as GraphScreen;
  const spec = screen.spec;
  const { t } = useTranslation();
  const { heading, labelledBy } = useScreenHeading(screen);
  const ids = { caption: useId(), list: useId(), arrow: useId().replace(/:/g, '') };
  const source = useScreenData(spec.data, module);
  const layout = useMemo(() => layoutWorkflowGraph(definitionOf(source.data, spec.definition)), [source.data, spec.definition]);
  const sentences = useMemo(() => graphSentences(layout), [layout]);
  const caption = t(spec.caption);
  const start = layout.nodes.find((node) => node.mark === 'start');
  const ends = layout.nodes.filter((node) => node.mark === 'end');

  return (
    <section className="screen graph-screen" aria-labelledby={labelledBy} aria-busy={source.loading} data-screen={screen.id}>
      {heading}
      {layout.nodes.length === 0 ? (
        <p className="grid-empty">{source.pending ? t('app.loading') : t(spec.emptyText ?? 'grid.empty')}</p>
      ) : (
        <figure className="graph-figure">
          <figcaption id={ids.caption}>{caption}</figcaption>
          {/* A region that scrolls must take the keyboard's focus, to be scrolled without a pointer. */}
          <div className="graph-scroll" tabIndex={0} role="region" aria-labelledby={ids.caption}>
            <svg
              className="graph-drawing"
              role="img"
              aria-labelledby={ids.caption}
              aria-describedby={ids.list}
              width={layout.width}
              height={layout.height}
              viewBox={`0 0 ${layout.width} ${layout.height}`}
            >
              <defs>
                <marker id={ids.arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
                  <path d="M0,0 L10,5 L0,10 z" className="graph-arrow-head" />
                </marker>
              </defs>
              {layout.edges.map((edge, index) => (
                <path
                  key={`edge-${index}`}
                  className={`graph-edge graph-edge-${edge.direction}`}
                  d={pathData(edge.path)}
                  markerEnd={`url(#${ids.arrow})`}
                />
              ))}
              {layout.nodes.map((node) => (
                <NodeBox key={node.id} node={node} badge={t(`enums.workflowActivity.${node.type}`, { defaultValue: node.type })} />
              ))}
              {layout.edges.map((edge, index) => {
                // About the width of the label's letters, for the plate that keeps it readable over the lines.
                const width = edge.label.length * LABEL_CHARACTER + 8;
                return (
                  <g key={`label-${index}`} className="graph-edge-label" data-action={edge.action}>
                    <rect x={edge.labelAt.x - width / 2} y={edge.labelAt.y - 8} width={width} height={16} rx={3} />
                    <text x={edge.labelAt.x} y={edge.labelAt.y + 4} textAnchor="middle">
                      {edge.label}
                    </text>
                  </g>
                );
              })}
            </svg>
          </div>
          <ul id={ids.list} className="visually-hidden">
            {start && <li>{t('graph.startsAt', { name: start.name })}</li>}
            {sentences.map((sentence, index) => (
              <li key={index}>{sentence}</li>
            ))}
            {ends.length > 0 && <li>{t('graph.endsAt', { names: ends.map((node) => node.name).join(', ') })}</li>}
          </ul>
        </figure>
      )}
    </section>
  );
}
