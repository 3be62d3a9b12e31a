import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CourseContent, CourseTree } from '@platform/contract';
import { PaperSection, useTranslate } from '@platform/ui';
import { ContentPreview } from './content-preview';
import { StructurePage } from './structure-page';
import { TreeEditor } from './tree-editor';

/** The chosen content as it is now in the tree (it may have been edited since it was chosen), or null. */
function current(tree: CourseTree, id: number | null): CourseContent | null {
  for (const m of tree.modules)
    for (const l of m.lessons) for (const c of l.contents) if (c.id === id) return c;
  return null;
}

function Design({ tree, canManage }: { tree: CourseTree; canManage: boolean }) {
  const t = useTranslate();
  const [previewed, setPreviewed] = useState<number | null>(null);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        {canManage ? <Typography variant="body2">{t('course_structure.design.help')}</Typography> : null}
        <TreeEditor
          tree={tree}
          depth="contents"
          canManage={canManage}
          draggable
          onPreview={(content) => setPreviewed(content.id)}
        />
      </Box>
      <PaperSection title={t('course_structure.design.preview')} sx={{ alignSelf: 'start' }}>
        <ContentPreview content={current(tree, previewed)} />
      </PaperSection>
    </Box>
  );
}

/**
 * /courses/{id}/design (spec §2): the whole course tree — modules, lessons, contents — reordered by buttons, keys or
 * dragging, contents added through dialogs, and a preview of a content as a learner sees it.
 */
export function DesignPage() {
  return (
    <StructurePage titleId="course_structure.design.title">
      {(tree, canManage) => <Design tree={tree} canManage={canManage} />}
    </StructurePage>
  );
}
