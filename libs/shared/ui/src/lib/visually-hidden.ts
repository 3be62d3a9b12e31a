/**
 * Hidden from sight but not from the keyboard or screen readers: a file input behind a styled button, a column
 * header that only a screen reader needs, a loader's label.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
