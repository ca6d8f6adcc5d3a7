/**
 * The course map: every course and drill with what should come before it, and where the learner
 * stands on each (from the saved progress and practice record). Nothing is locked: a node whose
 * prerequisites are not done yet says which, and the map recommends the next node whose
 * prerequisites are.
 */
import { summarize } from '../course-progress.ts';
import type { DrillKind } from '../game/practice/drills.ts';
import { COURSES, type Course } from '../lessons/index.ts';
import type { Progress } from '../progress.ts';
import type { PracticeScore } from './score.ts';

export type NodeId = `course:${string}` | `drill:${DrillKind}` | 'puzzles';

export interface MapNode {
  readonly id: NodeId;
  readonly title: string;
  /** What should be done first (node ids). */
  readonly after: readonly NodeId[];
}

/**
 * FreeCell's course first: every other course builds on its rules; the run-limit drill practises its
 * run-limit lesson; deciding whether a position can be won, and finding the only move, need the
 * strategy course.
 */
export const PREREQUISITES: Readonly<Record<string, readonly NodeId[]>> = {
  'course:freecell': [],
  'course:challenge': ['course:freecell'],
  'course:inverted': ['course:freecell'],
  'course:ephemeral': ['course:freecell'],
  'course:selective': ['course:freecell'],
  'course:strategy': ['course:freecell'],
  'course:house-rules': ['course:freecell'],
  'drill:limit': ['course:freecell'],
  'drill:winnable': ['course:strategy'],
  'drill:only-move': ['course:strategy'],
  puzzles: ['course:freecell'],
};

const DRILL_TITLES: Readonly<Record<DrillKind, string>> = {
  limit: 'Drill: how many can move?',
  winnable: 'Drill: can this be won?',
  'only-move': 'Drill: the only move',
};

export function mapNodes(courses: readonly Course[] = COURSES): MapNode[] {
  const nodes: MapNode[] = courses.map((c) => ({
    id: `course:${c.id}` as NodeId,
    title: c.title,
    after: PREREQUISITES[`course:${c.id}`] ?? ['course:freecell'],
  }));
  for (const k of Object.keys(DRILL_TITLES) as DrillKind[])
    nodes.push({ id: `drill:${k}`, title: DRILL_TITLES[k], after: PREREQUISITES[`drill:${k}`] ?? [] });
  nodes.push({ id: 'puzzles', title: 'Puzzles, rated', after: PREREQUISITES['puzzles'] ?? [] });
  return nodes;
}

export type NodeState = 'done' | 'started' | 'ready' | 'waiting';

export interface NodeStatus {
  readonly node: MapNode;
  readonly state: NodeState;
  /** "12 of 15 steps, 33 stars of 45", "8 of 10 right, 21 ★". */
  readonly detail: string;
  /** Prerequisites not done yet (titles). */
  readonly missing: readonly string[];
  /** Depth in the map: 0 for a node with no prerequisites. */
  readonly tier: number;
}

/** A drill counts as done after ten right answers. */
export const DRILL_DONE = 10;

export function mapStatus(
  progress: Progress,
  score: PracticeScore | null,
  courses: readonly Course[] = COURSES,
): NodeStatus[] {
  const nodes = mapNodes(courses);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const own = (n: MapNode): { state: 'done' | 'started' | 'new'; detail: string } => {
    if (n.id.startsWith('course:')) {
      const course = courses.find((c) => `course:${c.id}` === n.id) as Course;
      const s = summarize(progress, course);
      return {
        state: s.done === s.total ? 'done' : s.done > 0 ? 'started' : 'new',
        detail: `${s.done} of ${s.total} steps, ${s.stars} of ${s.maxStars} stars`,
      };
    }
    if (n.id === 'puzzles') return { state: 'new', detail: 'positions from real deals, at your level' };
    const k = n.id.slice('drill:'.length) as DrillKind;
    const r = score?.[k];
    if (!r || r.answered === 0) return { state: 'new', detail: 'not tried yet' };
    return {
      state: r.right >= DRILL_DONE ? 'done' : 'started',
      detail: `${r.right} of ${r.answered} right, ${r.stars} ★, ${r.hints} hint${r.hints === 1 ? '' : 's'}`,
    };
  };
  const tierOf = (n: MapNode): number =>
    n.after.length === 0 ? 0 : 1 + Math.max(...n.after.map((a) => tierOf(byId.get(a) as MapNode)));
  return nodes.map((node) => {
    const o = own(node);
    const missing = node.after.filter((a) => own(byId.get(a) as MapNode).state !== 'done');
    const state: NodeState =
      o.state === 'done' ? 'done' : o.state === 'started' ? 'started' : missing.length ? 'waiting' : 'ready';
    return {
      node,
      state,
      detail: o.detail,
      missing: missing.map((m) => (byId.get(m) as MapNode).title),
      tier: tierOf(node),
    };
  });
}

/** The node to take next: one started, else the first ready one (in the map's order). */
export function recommended(status: readonly NodeStatus[]): NodeStatus | null {
  return status.find((s) => s.state === 'started') ?? status.find((s) => s.state === 'ready') ?? null;
}

/** What finishing this course opens: the nodes that list it as a prerequisite. */
export function unlockedBy(courseId: string, courses: readonly Course[] = COURSES): MapNode[] {
  return mapNodes(courses).filter((n) => n.after.includes(`course:${courseId}`));
}
