import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from './message';

/** A video room's link, only when it is an http(s) address (a `javascript:`, `data:` or other link never becomes one). */
export function roomLinkOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface RoomLinkProps {
  /** An address `roomLinkOf` has accepted. */
  room: string;
  /** Catalogue ids: the button, and the note under it that the room opens in a new tab. */
  openLabelId: string;
  newTabId?: string;
}

/**
 * An online interview's or briefing's room: the address written out (so it can be copied to another device), a
 * button that opens it in a new tab with the configured video service, and a note saying so.
 */
export function RoomLink({ room, openLabelId, newTabId }: RoomLinkProps) {
  const t = useTranslate();
  return (
    <Box>
      <Typography sx={{ wordBreak: 'break-all', mb: 1.5, fontFamily: 'monospace' }}>{room}</Typography>
      <Button
        variant="contained"
        href={room}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewOutlined />}
      >
        {t(openLabelId)}
      </Button>
      {newTabId ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(newTabId)}
        </Typography>
      ) : null}
    </Box>
  );
}
