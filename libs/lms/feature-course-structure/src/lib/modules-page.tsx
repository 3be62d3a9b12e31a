import { StructurePage } from './structure-page';
import { TreeEditor } from './tree-editor';

/** /courses/{id}/module (spec §2): the course's modules and their lessons — add, edit, delete, move up and down. */
export function ModulesPage() {
  return (
    <StructurePage titleId="course_structure.modules.title">
      {(tree, canManage) => <TreeEditor tree={tree} depth="lessons" canManage={canManage} />}
    </StructurePage>
  );
}
