import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Article from '@mui/icons-material/ArticleOutlined';
import Audiotrack from '@mui/icons-material/AudiotrackOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Quiz from '@mui/icons-material/QuizOutlined';
import Videocam from '@mui/icons-material/VideocamOutlined';
import VideoCall from '@mui/icons-material/VideoCallOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  COURSE_LESSON_KIND,
  COURSE_CONTENT_TYPE as TYPE,
  type CourseContentType,
  type PlayerMenu,
} from '@platform/contract';
import { useFormatters, useLocalName, useTranslate, visuallyHidden } from '@platform/ui';

const ICON: Record<CourseContentType, ReactNode> = {
  [TYPE.VIDEO]: <Videocam fontSize="small" />,
  [TYPE.AUDIO]: <Audiotrack fontSize="small" />,
  [TYPE.FILE]: <Description fontSize="small" />,
  [TYPE.QUIZ]: <Quiz fontSize="small" />,
  [TYPE.TEXT]: <Article fontSize="small" />,
};

export interface SideMenuProps {
  menu: PlayerMenu;
  /** The stop shown: a content, an assignment lesson's assignment (ADR 0089) or a SCORM lesson (ADR 0102). */
  current: { kind: 'content' | 'assignment' | 'scorm' | 'live' | 'exam' | 'module-exam'; id: number } | null;
  id?: string;
}

/** One link of the outline. */
function MenuLink({
  to,
  current,
  icon,
  primary,
  secondary,
}: {
  to: string;
  current: boolean;
  icon: ReactNode;
  primary: string;
  secondary: string | null;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        sx={{ borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 32 }}>{icon}</ListItemIcon>
        <ListItemText primary={primary} secondary={secondary} />
      </ListItemButton>
    </ListItem>
  );
}

/** The course's outline (spec §7 side-menu): modules, their lessons and contents, each with the learner's state. */
export function SideMenu({ menu, current, id }: SideMenuProps) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatDateTime } = useFormatters();
  return (
    <Box
      component="nav"
      id={id}
      aria-label={t('course_learning.menu.label')}
      sx={{ display: 'grid', gap: 2 }}
    >
      {menu.modules.map((m) => (
        <Box key={m.id}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {local(m.title, m.title_en)}
          </Typography>
          {m.lessons.map((l) => (
            <Box key={l.id} sx={{ mt: 1 }}>
              <Typography
                component="h3"
                variant="body2"
                sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                {local(l.title, l.title_en)}
                {l.completed ? (
                  <>
                    <CheckCircle color="success" fontSize="inherit" aria-hidden />
                    <Box component="span" sx={visuallyHidden}>
                      {t('course_learning.menu.completed')}
                    </Box>
                  </>
                ) : null}
              </Typography>
              <List dense disablePadding>
                {l.kind === COURSE_LESSON_KIND.LIVE_LESSON && l.live ? (
                  <MenuLink
                    to={`?live=${l.id}`}
                    current={current?.kind === 'live' && current.id === l.id}
                    icon={<VideoCall fontSize="small" />}
                    primary={t('course_learning.live.menu')}
                    secondary={
                      l.live.progress === null
                        ? formatDateTime(l.live.starts_at)
                        : t(`course_learning.live.progress.${l.live.progress}`)
                    }
                  />
                ) : null}
                {l.contents.map((k) => (
                  <MenuLink
                    key={k.id}
                    to={`?content=${k.id}`}
                    current={current?.kind === 'content' && current.id === k.id}
                    icon={ICON[k.content_type]}
                    primary={local(k.title, k.title_en)}
                    secondary={
                      k.completed
                        ? t('course_learning.menu.completed')
                        : t(`course_learning.type.${k.content_type}`)
                    }
                  />
                ))}
                {l.kind === COURSE_LESSON_KIND.ASSESSMENT ? (
                  <MenuLink
                    to={`?exam=${l.id}`}
                    current={current?.kind === 'exam' && current.id === l.id}
                    icon={<Quiz fontSize="small" />}
                    primary={t('exam_lesson.menu')}
                    secondary={l.completed ? t('course_learning.menu.completed') : null}
                  />
                ) : null}
                {l.kind === COURSE_LESSON_KIND.SCORM_CONTENT ? (
                  <MenuLink
                    to={`?scorm=${l.id}`}
                    current={current?.kind === 'scorm' && current.id === l.id}
                    icon={<Article fontSize="small" />}
                    primary={t('course_learning.scorm.menu')}
                    secondary={l.completed ? t('course_learning.menu.completed') : null}
                  />
                ) : null}
                {l.kind === COURSE_LESSON_KIND.ASSIGNMENT ? (
                  <MenuLink
                    to={`?assignment=${l.id}`}
                    current={current?.kind === 'assignment' && current.id === l.id}
                    icon={<AssignmentOutlined fontSize="small" />}
                    primary={t('course_assignments.player.menu')}
                    secondary={l.completed ? t('course_learning.menu.completed') : null}
                  />
                ) : null}
              </List>
            </Box>
          ))}
          {m.exam ? (
            // a module assessment's exam, at the end of its module (ADR 0121)
            <List dense disablePadding sx={{ mt: 1 }}>
              <MenuLink
                to={`?module-exam=${m.id}`}
                current={current?.kind === 'module-exam' && current.id === m.id}
                icon={<Quiz fontSize="small" />}
                primary={t('exam_module.menu')}
                secondary={m.exam.passed ? t('course_learning.menu.completed') : null}
              />
            </List>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
