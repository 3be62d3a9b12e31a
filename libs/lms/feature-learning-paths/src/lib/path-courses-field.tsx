import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useLookup } from '@platform/api-client';
import type { LearningPathCourse } from '@platform/contract';
import { ownCourseLookup } from '@platform/lms-data-access-courses';
import { LookupAutocomplete, useFieldMessages, useLocalName, useTranslate } from '@platform/ui';

/** The course picker offers the institute's published, active courses only (the gateway refuses any other). */
const PUBLISHED = { publication_status: 'published', row_status: 1 } as const;

type Named = Pick<LearningPathCourse, 'title' | 'title_en'>;

/**
 * The path's courses in order, bound to the form's `course_ids`: add one with the course lookup (it goes to the
 * end), move it up or down, remove it. Every control is a button reachable by keyboard; a move is announced.
 */
export function PathCoursesField({ known }: { known: readonly LearningPathCourse[] }) {
  const t = useTranslate();
  const local = useLocalName();
  const legendId = useId();
  const { field, fieldState } = useController({ name: 'course_ids' });
  const { errorText, helperText } = useFieldMessages(fieldState.error, 'learning_paths.courses.add_hint');
  const ids = (field.value ?? []) as number[];
  const [names, setNames] = useState(
    () => new Map<number, Named>(known.map((c) => [c.course_id, { title: c.title, title_en: c.title_en }])),
  );
  const [announcement, setAnnouncement] = useState('');
  const lookup = useLookup(ownCourseLookup, { value: null, filters: PUBLISHED });
  const nameOf = (id: number) => {
    const n = names.get(id);
    return n ? local(n.title, n.title_en) : `#${id}`;
  };

  const add = (id: number | null) => {
    if (id === null || ids.includes(id)) return;
    const record = lookup.recordOf(id) ?? lookup.options.find((o) => o.id === id);
    if (record)
      setNames((m) => new Map(m).set(id, { title: record.title, title_en: record.title_en ?? null }));
    field.onChange([...ids, id]);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved as number);
    field.onChange(next);
    setAnnouncement(
      t('learning_paths.courses.moved', {
        name: nameOf(moved as number),
        position: index + by + 1,
        total: next.length,
      }),
    );
  };
  const remove = (id: number) => field.onChange(ids.filter((x) => x !== id));

  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography id={legendId} component="legend" variant="h6">
        {t('learning_paths.courses.legend')}
      </Typography>
      {ids.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('learning_paths.courses.empty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ pl: 0, my: 1, listStyle: 'none' }}>
          {ids.map((id, index) => {
            const name = nameOf(id);
            return (
              <Box
                component="li"
                key={id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography sx={{ minWidth: '2ch' }}>
                  {t('learning_paths.courses.position', { position: index + 1 })}
                </Typography>
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Typography>
                <IconButton
                  aria-label={t('learning_paths.courses.up', { name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpward />
                </IconButton>
                <IconButton
                  aria-label={t('learning_paths.courses.down', { name })}
                  disabled={index === ids.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownward />
                </IconButton>
                <IconButton
                  aria-label={t('learning_paths.courses.remove', { name })}
                  onClick={() => remove(id)}
                >
                  <DeleteOutlined />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      <LookupAutocomplete
        lookup={lookup}
        value={null}
        onChange={add}
        labelId="learning_paths.courses.add"
        errorText={errorText}
        helperText={helperText}
      />
      <Box
        role="status"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {announcement}
      </Box>
    </Box>
  );
}
