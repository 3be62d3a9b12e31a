import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';

export interface InstructorCardProps {
  /** The name as text, or a link to the trainer's page (the course page's list). */
  name: ReactNode;
  /** The photo's full address, or null for none (then no image is drawn). */
  photoUrl: string | null;
  photoAlt: string;
  subject?: string | null;
  about?: string | null;
  /** The name's element: a heading in a list of instructors, a paragraph on a page that has its own headings. */
  nameAs?: ElementType;
  /** Shown when there is neither a subject nor a bio. */
  empty?: ReactNode;
  /** The card's own element (`li` in a list). */
  as?: ElementType;
  /** A frame around the card (a page shows one trainer; a list does not frame each). */
  framed?: boolean;
}

/**
 * A trainer as learners see them as a course's instructor: a round photo (loaded only near the screen), name,
 * subject and short bio. The course page's instructor list and the admin's trainer page draw the same card.
 */
export function InstructorCard({
  name,
  photoUrl,
  photoAlt,
  subject,
  about,
  nameAs = 'p',
  empty,
  as = 'div',
  framed = false,
}: InstructorCardProps) {
  return (
    <Box
      component={as}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        ...(framed ? { p: 2, border: 1, borderColor: 'divider', borderRadius: 1 } : {}),
      }}
    >
      {photoUrl ? (
        <Box
          component="img"
          src={photoUrl}
          alt={photoAlt}
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          sx={{ borderRadius: '50%', objectFit: 'cover', flex: 'none', bgcolor: 'action.hover' }}
        />
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Typography component={nameAs} variant="subtitle1" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {subject ? <Typography color="text.secondary">{subject}</Typography> : null}
        {about ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {about}
          </Typography>
        ) : null}
        {!subject && !about && empty ? (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
