/** A value for every screen, or one per breakpoint (as MUI's `sx` takes it). */
type Responsive<T> = T | { xs?: T; sm?: T; md?: T; lg?: T; xl?: T };

/**
 * A list (`ul` / `ol`) without bullets, indent or margins: its items are cards or rows that lay themselves out.
 * `<Stack component="ul" spacing={2} sx={bareList}>`.
 */
export const bareList = { listStyle: 'none', p: 0, m: 0 } as const;

/**
 * A bare list as a grid: `columns` is the grid's `gridTemplateColumns` per breakpoint, `gap` the theme's spacing
 * between the items. `<Box component="ul" sx={gridList({ xs: '1fr', md: 'repeat(3, 1fr)' })}>`.
 */
export function gridList(columns: Responsive<string>, gap: Responsive<number> = 2) {
  return { ...bareList, display: 'grid', gap, gridTemplateColumns: columns } as const;
}

/**
 * A bare list of cards side by side in one row that scrolls sideways, each card `width` of the row per breakpoint;
 * a scroll stops at a card's start. Nothing moves on its own.
 */
export function sidewaysList(width: Responsive<string>, gap: Responsive<number> = 2) {
  return {
    ...bareList,
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: width,
    gap,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    pb: 1,
    '& > li': { scrollSnapAlign: 'start' },
  } as const;
}
