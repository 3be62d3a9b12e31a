import type { CourseTree } from '@platform/contract';

/**
 * Course trees read lately, each under the version it was read at (the course's `updated_at`, which every change of
 * the course or its structure moves under the course's lock). A read asks the database for the version first (one
 * indexed row, the tenant check at the same time) and answers the kept tree only when the version is the same, so a
 * replica never serves a tree another replica changed. At most `limit` trees, the least recently read dropped first.
 */
export class TreeCache {
  private readonly trees = new Map<number, { version: string; tree: CourseTree }>();

  constructor(private readonly limit = 100) {}

  get(courseId: number, version: string): CourseTree | null {
    const kept = this.trees.get(courseId);
    if (!kept || kept.version !== version) return null;
    // most recently read last
    this.trees.delete(courseId);
    this.trees.set(courseId, kept);
    return kept.tree;
  }

  set(courseId: number, version: string, tree: CourseTree): void {
    this.trees.delete(courseId);
    this.trees.set(courseId, { version, tree });
    while (this.trees.size > this.limit) {
      const oldest = this.trees.keys().next().value;
      if (oldest === undefined) break;
      this.trees.delete(oldest);
    }
  }
}
