import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The native control inside an `OutlinedField` (an `input` or a `select`): MUI's small outlined input's size and text,
 * no border of its own (the frame draws it).
 */
export const outlinedControlSx = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  height: 40,
  m: 0,
  px: '14px',
  py: '8.5px',
  border: 0,
  borderRadius: 1,
  outline: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '1rem',
  '&::placeholder': { color: 'text.secondary', opacity: 0.6 },
  '& option': { bgcolor: 'background.paper', color: 'text.primary' },
} as const;

/**
 * MUI's small outlined field (the label on the border, in a notch — inside an empty text field out of focus, in place
 * of its placeholder; the border darker on hover, primary and 2 px thick while focused) around a native control the
 * caller renders first, with `outlinedControlSx`, the given `id` and, for a text field, a placeholder — drawn
 * the way OutlinedInput draws it (a label over an `aria-hidden` fieldset whose legend cuts the notch), without its
 * modules: InputBase, TextareaAutosize, FormControl, InputLabel and NativeSelect are ~10 KB gzip that the home's and
 * /jobs' first visit loaded for one search box and one sort list (issue 13, ADR 0006 r8).
 */
export function OutlinedField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        flex: 1,
        minWidth: 0,
        color: 'text.secondary',
        '&:hover > fieldset': { borderColor: 'text.primary' },
        '&:focus-within': { color: 'primary.main' },
        '&:focus-within > fieldset': { borderColor: 'primary.main', borderWidth: 2 },
        // an empty text field out of focus: the label sits inside it, as a placeholder, and the notch closes
        '& > input:placeholder-shown:not(:focus)': { '&::placeholder': { opacity: 0 } },
        '& > input:placeholder-shown:not(:focus) + label': {
          transform: 'translate(14px, 9px) scale(1)',
          maxWidth: 'calc(100% - 24px)',
        },
        '& > input:placeholder-shown:not(:focus) ~ fieldset > legend': { maxWidth: '0.01px' },
      }}
    >
      {children}
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          zIndex: 1,
          maxWidth: 'calc(133% - 32px)',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontSize: '1rem',
          lineHeight: '1.4375em',
          transform: 'translate(14px, -9px) scale(0.75)',
          transformOrigin: 'top left',
          transition:
            'transform 200ms cubic-bezier(0, 0, 0.2, 1), max-width 200ms cubic-bezier(0, 0, 0.2, 1)',
          pointerEvents: 'none',
        }}
      >
        {label}
      </Box>
      <Box
        component="fieldset"
        aria-hidden
        sx={{
          position: 'absolute',
          inset: '-5px 0 0',
          m: 0,
          px: 1,
          py: 0,
          border: 1,
          borderColor: 'text.disabled',
          borderRadius: 1,
          pointerEvents: 'none',
          overflow: 'hidden',
          minWidth: 0,
        }}
      >
        <Box
          component="legend"
          sx={{
            float: 'unset',
            width: 'auto',
            p: 0,
            height: 11,
            fontSize: '0.75em',
            maxWidth: '100%',
            whiteSpace: 'nowrap',
          }}
        >
          <Box
            component="span"
            sx={{ px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' }}
          >
            {label}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
