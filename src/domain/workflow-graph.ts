/**
 * A workflow definition laid out as a graph to draw: activities as boxes in layers from left to
 * right, transitions as arrows labelled with their action. Pure: the same definition gives the same
 * drawing, whatever draws it.
 *
 * - An activity's layer is the longest path to it from the START, over the transitions that go
 *   forward (a transition back to an activity already on the path, a loop, is drawn under the boxes
 *   and does not push its target on). An arrow over more than one layer runs under the boxes between. Activities no path reaches come after the last layer.
 * - Within a layer, activities keep the definition's order.
 */

/** An activity as a definition holds it (schemas/workflow-definition.schema.json). */
export interface GraphActivity {
  id: string;
  name: string;
  type: string;
}

/** A transition as a definition holds it. */
export interface GraphTransition {
  from: string;
  to: string;
  action: string;
  name?: string;
}

export interface GraphDefinition {
  activities: readonly GraphActivity[];
  transitions: readonly GraphTransition[];
}

export interface Point {
  x: number;
  y: number;
}

export interface GraphNode {
  id: string;
  name: string;
  type: string;
  /** Marked as where an item begins, or as a terminal state. */
  mark: 'start' | 'end' | null;
  layer: number;
  /** Its place in its layer, from the top. */
  row: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The name broken into the lines drawn in the box. */
  lines: string[];
}

export interface GraphEdge {
  from: string;
  to: string;
  action: string;
  /** What the arrow says: the transition's name, else its action. */
  label: string;
  /** forward: to a later layer; back: to the same or an earlier layer (a loop); self: to itself. */
  direction: 'forward' | 'back' | 'self';
  /** Cubic Bézier segments: the start, then two control points and an end per segment (the arrow's head is at the last). */
  path: Point[];
  /** Where the label's middle is. */
  labelAt: Point;
}

export interface GraphLayout {
  nodes: GraphNode[];
  edges: GraphEdge[];
  width: number;
  height: number;
}

/** The sizes of the drawing, in SVG units (about pixels). */
export const GRAPH_SIZES = {
  nodeWidth: 168,
  nodeHeight: 72,
  /** Between two layers: room for the arrows and their labels. */
  layerGap: 128,
  rowGap: 40,
  margin: 16,
  /** Below the boxes, for each arrow that goes back. */
  loopGap: 28,
  /** Characters of a line in a box (names are broken at spaces), and lines at most. */
  lineLength: 22,
  maxLines: 3,
} as const;

/** An SVG path's `d` of a path of cubic segments. */
export function pathData(path: readonly Point[]): string {
  const at = (point: Point) => `${Math.round(point.x * 10) / 10},${Math.round(point.y * 10) / 10}`;
  let d = `M${at(path[0]!)}`;
  for (let index = 1; index + 2 < path.length; index += 3) d += ` C${at(path[index]!)} ${at(path[index + 1]!)} ${at(path[index + 2]!)}`;
  return d;
}

/** A name broken at spaces into lines of at most `length` characters; the last shown line ends in … when more is left. */
export function breakLines(text: string, length: number = GRAPH_SIZES.lineLength, max: number = GRAPH_SIZES.maxLines): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= length) lines[last] += ` ${word}`;
    else lines.push(word.length > length ? `${word.slice(0, length - 1)}…` : word);
  }
  if (lines.length <= max) return lines;
  const shown = lines.slice(0, max);
  const tail = shown[max - 1]!;
  shown[max - 1] = tail.length >= length ? `${tail.slice(0, length - 1)}…` : `${tail}…`;
  return shown;
}

/**
 * The layer of each activity: the longest path from the START over the transitions that do not
 * close a loop. Loops are found by a walk from the START in the definition's order (a transition to
 * an activity still on the walk's path closes one).
 */
export function graphLayers(definition: GraphDefinition): Map<string, number> {
  const ids = definition.activities.map((activity) => activity.id);
  const known = new Set(ids);
  const out = new Map<string, GraphTransition[]>(ids.map((id) => [id, []]));
  for (const transition of definition.transitions) {
    if (known.has(transition.from) && known.has(transition.to)) out.get(transition.from)!.push(transition);
  }
  const start = definition.activities.find((activity) => activity.type === 'START')?.id ?? ids[0];
  const closing = new Set<GraphTransition>();
  const finished: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (id: string) => {
    state.set(id, 'open');
    for (const transition of out.get(id)!) {
      const seen = state.get(transition.to);
      if (seen === 'open') closing.add(transition);
      else if (!seen) walk(transition.to);
    }
    state.set(id, 'done');
    finished.push(id);
  };
  if (start !== undefined) walk(start);
  const reached = new Set(finished);
  const layers = new Map<string, number>();
  // Reverse finishing order is a topological order of the transitions left.
  for (const id of [...finished].reverse()) {
    if (!layers.has(id)) layers.set(id, 0);
    for (const transition of out.get(id)!) {
      if (closing.has(transition)) continue;
      layers.set(transition.to, Math.max(layers.get(transition.to) ?? 0, layers.get(id)! + 1));
    }
  }
  const after = Math.max(-1, ...layers.values()) + 1;
  for (const id of ids) if (!reached.has(id)) layers.set(id, after);
  return layers;
}

function bezierAt(a: Point, b: Point, c: Point, d: Point, t: number): Point {
  const u = 1 - t;
  return {
    x: u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
    y: u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y,
  };
}

/** The middle of a path of cubic segments: the middle of its middle segment. */
function pathMiddle(path: Point[]): Point {
  const segments = (path.length - 1) / 3;
  const k = Math.floor(segments / 2);
  const [a, b, c, d] = path.slice(3 * k, 3 * k + 4) as [Point, Point, Point, Point];
  return bezierAt(a, b, c, d, segments % 2 === 1 ? 0.5 : 0);
}

/** The definition laid out: every activity a box, every transition between known activities an arrow. */
export function layoutWorkflowGraph(definition: GraphDefinition): GraphLayout {
  const S = GRAPH_SIZES;
  const layers = graphLayers(definition);
  const rows = new Map<number, number>();
  const nodes: GraphNode[] = definition.activities.map((activity) => {
    const layer = layers.get(activity.id)!;
    const row = rows.get(layer) ?? 0;
    rows.set(layer, row + 1);
    return {
      id: activity.id,
      name: activity.name,
      type: activity.type,
      mark: activity.type === 'START' ? 'start' : activity.type === 'END' ? 'end' : null,
      layer,
      row,
      x: S.margin + layer * (S.nodeWidth + S.layerGap),
      y: S.margin + row * (S.nodeHeight + S.rowGap),
      width: S.nodeWidth,
      height: S.nodeHeight,
      lines: breakLines(activity.name),
    };
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const bottomOf = (layer: number) =>
    Math.max(S.margin, ...nodes.filter((node) => node.layer === layer).map((node) => node.y + node.height));
  const boxesBottom = Math.max(S.margin, ...nodes.map((node) => node.y + node.height));
  const pairs = new Map<string, number>();
  const edges: GraphEdge[] = [];
  const backs: { edge: GraphEdge; from: GraphNode; to: GraphNode }[] = [];
  let lanes = 0;
  let deepest = boxesBottom;
  for (const transition of definition.transitions) {
    const from = byId.get(transition.from);
    const to = byId.get(transition.to);
    if (!from || !to) continue;
    // Arrows between the same two activities are spread apart.
    const pair = `${from.id}→${to.id}`;
    const nth = pairs.get(pair) ?? 0;
    pairs.set(pair, nth + 1);
    const spread = nth * 14;
    const edge: GraphEdge = {
      from: from.id,
      to: to.id,
      action: transition.action,
      label: transition.name || transition.action,
      direction: 'forward',
      path: [],
      labelAt: { x: 0, y: 0 },
    };
    edges.push(edge);
    if (from === to) {
      edge.direction = 'self';
      const left = from.x + from.width / 2 - 24 - spread;
      const right = from.x + from.width / 2 + 24 + spread;
      edge.path = [
        { x: left, y: from.y },
        { x: left - 8, y: from.y - 36 - spread },
        { x: right + 8, y: from.y - 36 - spread },
        { x: right, y: from.y },
      ];
    } else if (to.layer === from.layer + 1) {
      const start = { x: from.x + from.width, y: from.y + from.height / 2 + spread };
      const end = { x: to.x, y: to.y + to.height / 2 + spread };
      const bend = S.layerGap / 2;
      edge.path = [start, { x: start.x + bend, y: start.y }, { x: end.x - bend, y: end.y }, end];
    } else if (to.layer > from.layer) {
      // Over more than one layer: along a lane under the boxes of the layers between, so no box is crossed.
      lanes += 1;
      let lane = 0;
      for (let layer = from.layer + 1; layer < to.layer; layer += 1) lane = Math.max(lane, bottomOf(layer));
      lane += S.rowGap / 2 + (lanes - 1) * 16;
      deepest = Math.max(deepest, lane);
      const start = { x: from.x + from.width, y: from.y + from.height / 2 + spread };
      const end = { x: to.x, y: to.y + to.height / 2 + spread };
      const out = { x: start.x + S.layerGap / 2, y: lane };
      const into = { x: end.x - S.layerGap / 2, y: lane };
      edge.path = [
        start,
        { x: out.x, y: start.y },
        { x: start.x, y: lane },
        out,
        { x: out.x + (into.x - out.x) / 3, y: lane },
        { x: into.x - (into.x - out.x) / 3, y: lane },
        into,
        { x: end.x, y: lane },
        { x: into.x, y: end.y },
        end,
      ];
    } else {
      edge.direction = 'back';
      backs.push({ edge, from, to });
    }
  }
  // Arrows back, each on a lane of its own under everything else.
  backs.forEach(({ edge, from, to }, index) => {
    // Out of the source's left side into the gap before it, down to the lane, along it to the gap
    // after the target and up into the target's right side: through no box.
    const depth = deepest + (index + 1) * S.loopGap;
    const start = { x: from.x, y: from.y + (from.height * 3) / 4 };
    const end = { x: to.x + to.width, y: to.y + (to.height * 3) / 4 };
    const down = { x: from.x - S.layerGap / 4 - index * 6, y: depth };
    const up = { x: to.x + to.width + S.layerGap / 4 + index * 6, y: depth };
    edge.path = [
      start,
      { x: down.x, y: start.y },
      { x: down.x, y: start.y },
      down,
      { x: down.x + (up.x - down.x) / 3, y: depth },
      { x: up.x - (up.x - down.x) / 3, y: depth },
      up,
      { x: up.x, y: end.y },
      { x: up.x, y: end.y },
      end,
    ];
  });
  for (const edge of edges) {
    const middle = pathMiddle(edge.path);
    edge.labelAt = edge.direction === 'self' ? { x: middle.x, y: middle.y - 6 } : middle;
  }
  // A loop over a box of the first row needs room above it.
  const above = edges.some((edge) => edge.direction === 'self' && byId.get(edge.from)!.row === 0) ? 48 : 0;
  if (above > 0) {
    for (const node of nodes) node.y += above;
    for (const edge of edges) {
      edge.path = edge.path.map((point) => ({ x: point.x, y: point.y + above }));
      edge.labelAt = { x: edge.labelAt.x, y: edge.labelAt.y + above };
    }
  }
  const lastLayer = Math.max(0, ...nodes.map((node) => node.layer));
  const width = 2 * S.margin + (lastLayer + 1) * S.nodeWidth + lastLayer * S.layerGap;
  const height = above + deepest + backs.length * S.loopGap + S.margin;
  return { nodes, edges, width, height };
}

/** The graph said in words, for screen readers: one line per transition, "activity → action → next activity". */
export function graphSentences(layout: GraphLayout): string[] {
  const names = new Map(layout.nodes.map((node) => [node.id, node.name]));
  return layout.edges.map((edge) => `${names.get(edge.from)} → ${edge.label} → ${names.get(edge.to)}`);
}
