import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CvDocument, CvEntry, CvSection, CvTheme } from '@platform/cv';

/** Sections a thumbnail has room for. */
const PREVIEW_SECTIONS = 5;
const PREVIEW_ENTRIES = 2;

function Heading({ title, theme }: { title: string; theme: CvTheme }) {
  const c = theme.color;
  const shape: SxProps<Theme> =
    theme.heading === 'bar'
      ? { borderLeft: `3px solid ${c.accent}`, pl: 0.5, color: c.accent }
      : theme.heading === 'band'
        ? { bgcolor: c.chipFill, color: c.chipText, px: 0.5 }
        : { borderBottom: `1px solid ${c.muted}`, color: c.accent };
  return (
    <Box sx={[{ fontWeight: 700, fontSize: '1.1em', mt: 1, mb: 0.5 }, shape] as SxProps<Theme>}>{title}</Box>
  );
}

function Entry({ entry, theme }: { entry: CvEntry; theme: CvTheme }) {
  return (
    <Box sx={{ mb: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {entry.title}
        </Box>
        {entry.meta ? (
          <Box component="span" sx={{ color: theme.color.muted, whiteSpace: 'nowrap' }}>
            {entry.meta}
          </Box>
        ) : null}
      </Box>
      {entry.subtitle ? <Box sx={{ color: theme.color.muted }}>{entry.subtitle}</Box> : null}
    </Box>
  );
}

function Chips({ items, theme }: { items: string[]; theme: CvTheme }) {
  if (theme.chips === 'inline') return <Box>{items.join('  ·  ')}</Box>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item) => (
        <Box
          key={item}
          component="span"
          sx={{ bgcolor: theme.color.chipFill, color: theme.color.chipText, borderRadius: 8, px: 0.75 }}
        >
          {item}
        </Box>
      ))}
    </Box>
  );
}

function Section({ section, theme }: { section: CvSection; theme: CvTheme }) {
  return (
    <Box>
      <Heading title={section.title} theme={theme} />
      {section.text ? <Box>{section.text}</Box> : null}
      {(section.entries ?? []).slice(0, PREVIEW_ENTRIES).map((entry, i) => (
        <Entry key={`${entry.title}-${i}`} entry={entry} theme={theme} />
      ))}
      {section.chips?.length ? <Chips items={section.chips} theme={theme} /> : null}
      {(section.facts ?? []).map((fact) => (
        <Box key={fact.label}>
          <Box component="span" sx={{ fontWeight: 700, color: theme.color.muted }}>
            {fact.label}
          </Box>{' '}
          {fact.value}
        </Box>
      ))}
    </Box>
  );
}

function Header({ cv, theme }: { cv: CvDocument; theme: CvTheme }) {
  const c = theme.color;
  const shape: SxProps<Theme> =
    theme.header === 'banner'
      ? { bgcolor: c.accent, color: c.headerText, px: 1.5, py: 1.25 }
      : theme.header === 'side'
        ? { color: c.text, mx: 1.5, pt: 1.5, pb: 0.75, borderBottom: `2px solid ${c.accent}` }
        : {
            color: c.text,
            mx: 1.5,
            pt: 1.5,
            pb: 0.75,
            textAlign: 'center',
            borderBottom: `1px solid ${c.text}`,
          };
  const nameColor = theme.header === 'side' ? c.accent : theme.header === 'banner' ? c.headerText : c.text;
  return (
    <Box sx={shape}>
      <Box sx={{ fontSize: '2em', fontWeight: 700, lineHeight: 1.3, color: nameColor }}>{cv.name}</Box>
      {cv.altName ? <Box sx={{ fontSize: '1.2em' }}>{cv.altName}</Box> : null}
      {cv.contact.length ? <Box>{cv.contact.join('  ·  ')}</Box> : null}
    </Box>
  );
}

/**
 * A thumbnail of the CV in one template, drawn in HTML from the same model and theme as the gateway's PDF
 * (@platform/cv): what the youth chooses between. It shows the youth's own data, so it is hidden from assistive
 * technology, which reads the template's name on the choice instead; the page and the PDF carry the content.
 */
export function CvPreview({ cv, theme }: { cv: CvDocument; theme: CvTheme }) {
  return (
    <Box
      aria-hidden="true"
      data-template={theme.id}
      sx={{
        aspectRatio: '210 / 297',
        overflow: 'hidden',
        bgcolor: '#ffffff',
        color: theme.color.text,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontSize: 8,
        lineHeight: 1.6,
        textAlign: 'left',
      }}
    >
      <Header cv={cv} theme={theme} />
      <Box sx={{ px: 1.5, pb: 1 }}>
        {cv.sections.slice(0, PREVIEW_SECTIONS).map((section) => (
          <Section key={section.id} section={section} theme={theme} />
        ))}
      </Box>
    </Box>
  );
}
