import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CvDocument, CvSection } from '@platform/cv';
import { NamedChipList, PaperSection } from '@platform/ui';

function Section({ section }: { section: CvSection }) {
  return (
    <PaperSection title={section.title}>
      {section.text ? <Typography sx={{ whiteSpace: 'pre-line' }}>{section.text}</Typography> : null}
      {section.entries?.length ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {section.entries.map((entry, i) => (
            <li key={`${entry.title}-${i}`}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {entry.title}
                </Typography>
                {entry.meta ? (
                  <Typography variant="body2" color="text.secondary">
                    {entry.meta}
                  </Typography>
                ) : null}
              </Box>
              {entry.subtitle ? <Typography color="text.secondary">{entry.subtitle}</Typography> : null}
              {entry.lines.map((line) => (
                <Typography key={line} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {line === entry.url ? <Link href={line}>{line}</Link> : line}
                </Typography>
              ))}
            </li>
          ))}
        </Stack>
      ) : null}
      {section.chips?.length ? (
        <NamedChipList items={section.chips} size="medium" variant="outlined" />
      ) : null}
      {section.facts?.length ? (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
            columnGap: 2,
            m: 0,
          }}
        >
          {section.facts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ fontWeight: 700 }}>
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </PaperSection>
  );
}

export interface CvViewProps {
  /** The CV model (useCvDocument of the public CV view). */
  doc: CvDocument;
  /** The photo's address (a public file); absent: the initials avatar. */
  photoUrl?: string;
  /** Beside the name, e.g. the download button. */
  action?: ReactNode;
  /** The name's heading level: 1 on a page of its own, 2 inside a page that has its own title. */
  level?: 1 | 2;
}

/**
 * A CV as a page: the header (photo, name in both languages, contact lines, an action) and one titled region per
 * section, from the same model the gateway draws into the PDF. Hidden parts are absent from the view, so from here.
 */
export function CvView({ doc, photoUrl, action, level = 1 }: CvViewProps) {
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar src={photoUrl} alt={doc.name} sx={{ width: 96, height: 96 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h4" component={level === 1 ? 'h1' : 'h2'}>
              {doc.name}
            </Typography>
            {doc.altName ? (
              // the name in the other language (Bengali under an English name, and the other way round)
              <Typography
                variant="h6"
                component="p"
                color="text.secondary"
                lang={doc.lang === 'bn-BD' ? 'en' : 'bn'}
              >
                {doc.altName}
              </Typography>
            ) : null}
            {doc.contact.map((line) => (
              <Typography key={line} sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
          </Box>
          {action}
        </Stack>
      </Paper>
      {doc.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </Stack>
  );
}
