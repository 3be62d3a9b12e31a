import Avatar from '@mui/material/Avatar';

/** Initials of a name for the placeholder (first letters of the first two words). */
function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
}

export interface PersonAvatarProps {
  /** The person's name (the initials when there is no picture). */
  name: string;
  /** The accessible name (translated): "Photo of …", or what the placeholder stands for. */
  label: string;
  /** The picture's address, or null for the initials. */
  src: string | null;
  /** Width and height in px. */
  size?: number;
}

/** A person's photo, or a placeholder with their initials; both named for screen readers. */
export function PersonAvatar({ name, label, src, size = 96 }: PersonAvatarProps) {
  if (src) return <Avatar src={src} alt={label} sx={{ width: size, height: size }} />;
  return (
    <Avatar
      role="img"
      aria-label={label}
      sx={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.375),
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
