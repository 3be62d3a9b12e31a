import Add from '@mui/icons-material/Add';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { COURSE_CONTENT_TYPES_OFFERED, type CourseContent, type CourseContentType } from '@platform/contract';
import { useLocalName, useTranslate } from '@platform/ui';
import { contentTypeLabelId } from './labels';

/* The parts of the course tree editor's rows (tree-editor.tsx): a level's ordered list, a content's label, and the
 * lesson's "Add content" menu (the content types, or a copy from the content library). */

export const ORDERED_LIST = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 } as const;

/** A button opening the menu of the content types a provider can add (a quiz draws on the question bank). */
export function AddContentButton({
  name,
  onChoose,
  onLibrary,
}: {
  name: string;
  onChoose: (type: CourseContentType) => void;
  /** Copy one of the institute's library contents instead (ADR 0091). */
  onLibrary: () => void;
}) {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<Add />}
        aria-haspopup="menu"
        aria-label={t('course_structure.content.add_to', { name })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('course_structure.content.add')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {COURSE_CONTENT_TYPES_OFFERED.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onChoose(type);
            }}
          >
            {t(contentTypeLabelId(type))}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLibrary();
          }}
        >
          {t('course_library.from_library')}
        </MenuItem>
      </Menu>
    </>
  );
}

/** A level's rows in order, or the sentence saying there are none yet. */
export function Rows({ count, emptyId, children }: { count: number; emptyId: string; children: ReactNode }) {
  const t = useTranslate();
  if (count === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t(emptyId)}
      </Typography>
    );
  return (
    <Box component="ol" sx={ORDERED_LIST}>
      {children}
    </Box>
  );
}

/** A content's row: its type, its title and (design view) a button showing it as a learner sees it. */
export function ContentLabel({
  content: c,
  onPreview,
}: {
  content: CourseContent;
  onPreview?: (content: CourseContent) => void;
}) {
  const t = useTranslate();
  const local = useLocalName();
  const name = local(c.title, c.title_en);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip size="small" label={t(contentTypeLabelId(c.content_type))} />
      <Typography component="span" variant="body2">
        {name}
      </Typography>
      {onPreview ? (
        <IconButton
          size="small"
          aria-label={t('course_structure.action.preview', { name })}
          onClick={() => onPreview(c)}
        >
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}
