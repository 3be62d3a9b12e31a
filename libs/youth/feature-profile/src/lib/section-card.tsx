import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { YouthDataSection } from '@platform/contract';
import { useTranslate, useToast } from '@platform/ui';
import { useUpdateDataVisibility } from '@platform/youth-data-access-profile';

/**
 * Shows or hides one part of the profile on the public profile and CV (`show-or-hide-youth-data`). The switch
 * follows the gateway: it flips when the call succeeds, and says so.
 */
export function VisibilitySwitch({ section, shown }: { section: YouthDataSection; shown: boolean }) {
  const t = useTranslate();
  const toast = useToast();
  const { trigger, isMutating } = useUpdateDataVisibility();
  async function change(next: boolean) {
    try {
      await trigger({ body: { sections: { [section]: next } } });
      toast.success(next ? 'profile.visibility.shown' : 'profile.visibility.hidden');
    } catch (error) {
      toast.error(error);
    }
  }
  return (
    <FormControlLabel
      sx={{ mr: 0 }}
      label={t('profile.visibility.switch')}
      control={
        <Switch
          checked={shown}
          disabled={isMutating}
          onChange={(event) => void change(event.target.checked)}
          slotProps={{
            input: {
              'aria-label': t('profile.visibility.switch_for', { section: t(`profile.section.${section}`) }),
            },
          }}
        />
      }
    />
  );
}

export interface SectionCardProps {
  /** The part of the profile (its title is `profile.section.<section>`). */
  section: YouthDataSection;
  /** Whether the part is shown on the public profile and CV; no switch when undefined. */
  shown?: boolean;
  /** Buttons beside the title (add, edit). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One part of the profile: a titled region with its show-or-hide switch and actions. */
export function SectionCard({ section, shown, actions, children }: SectionCardProps) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {t(`profile.section.${section}`)}
          </Typography>
          {shown === undefined ? null : <VisibilitySwitch section={section} shown={shown} />}
          {actions}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The add or edit button of a part, named with the part for a screen reader ("Edit Skills"): a link to `to`, or a
 * button that calls `onClick`.
 */
export function SectionButton({
  section,
  kind,
  to,
  onClick,
  disabled,
}: {
  section: YouthDataSection;
  kind: 'add' | 'edit';
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}) {
  const t = useTranslate();
  const name = t(`profile.section.${section}`);
  const props = {
    startIcon: kind === 'add' ? <AddOutlined /> : <EditOutlined />,
    'aria-label':
      kind === 'add'
        ? t('profile.actions.add_to', { section: name })
        : t('profile.actions.edit_item', { item: name }),
    disabled,
    children: t(`profile.actions.${kind}`),
  };
  return to ? <Button component={RouterLink} to={to} {...props} /> : <Button onClick={onClick} {...props} />;
}
