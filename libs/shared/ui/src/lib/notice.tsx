import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface NoticeProps {
  severity: 'error' | 'info';
  /** The severity's icon (`<ErrorOutlineOutlined fontSize="inherit" />`): each caller brings only the one it shows. */
  icon: ReactNode;
  /** A heading line above the text (as MUI's AlertTitle draws it). */
  title?: ReactNode;
  /** At the end of the line (a retry button). */
  action?: ReactNode;
  mb?: number;
  children: ReactNode;
}

/**
 * A notice drawn as MUI's standard Alert is (role="alert", colours, icon, spacing, the action at the end) without its
 * module: the Alert with its five icons and close button (≈ 2.7 KB gzip) would otherwise come with every first visit
 * that shows a form's rules line or a list's load error (ADR 0006 r7, r10). LoadErrorAlert, Form's rules line and
 * refusal, and FormErrorSummary draw through it.
 */
export function Notice({ severity, icon, title, action, mb = 2, children }: NoticeProps) {
  return (
    <Box
      role="alert"
      sx={(theme) => {
        const { light } = theme.palette[severity];
        const lightMode = theme.palette.mode === 'light';
        return {
          ...theme.typography.body2,
          display: 'flex',
          px: 2,
          py: '6px',
          mb,
          borderRadius: `${theme.shape.borderRadius}px`,
          color: lightMode ? theme.darken(light, 0.6) : theme.lighten(light, 0.6),
          backgroundColor: lightMode ? theme.lighten(light, 0.9) : theme.darken(light, 0.9),
        };
      }}
    >
      <Box
        sx={{ display: 'flex', mr: 1.5, py: '7px', fontSize: 22, opacity: 0.9, color: `${severity}.main` }}
      >
        {icon}
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>
        {title ? (
          <Box
            sx={(theme) => ({
              ...theme.typography.body1,
              fontWeight: theme.typography.fontWeightMedium,
              mt: '-2px',
              mb: '0.35em',
            })}
          >
            {title}
          </Box>
        ) : null}
        {children}
      </Box>
      {action ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 0.5, pl: 2, ml: 'auto', mr: -1 }}>
          {action}
        </Box>
      ) : null}
    </Box>
  );
}
