import CheckCircle from '@mui/icons-material/CheckCircle';
import Article from '@mui/icons-material/ArticleOutlined';
import Audiotrack from '@mui/icons-material/AudiotrackOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Quiz from '@mui/icons-material/QuizOutlined';
import Videocam from '@mui/icons-material/VideocamOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COURSE_CONTENT_TYPE as TYPE, type CourseContentType, type PlayerMenu } from '@platform/contract';
import { useLocalName, useTranslate, visuallyHidden } from '@platform/ui';

const ICON: Record<CourseContentType, ReactNode> = {
  [TYPE.VIDEO]: <Videocam fontSize="small" />,
  [TYPE.AUDIO]: <Audiotrack fontSize="small" />,
  [TYPE.FILE]: <Description fontSize="small" />,
  [TYPE.QUIZ]: <Quiz fontSize="small" />,
  [TYPE.TEXT]: <Article fontSize="small" />,
};

export interface SideMenuProps {
  menu: PlayerMenu;
  currentId: number | null;
  id?: string;
}

/** The course's outline (spec §7 side-menu): modules, their lessons and contents, each with the learner's state. */
export function SideMenu({ menu, currentId, id }: SideMenuProps) {
  const t = useTranslate();
  const local = useLocalName();
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
                {l.contents.map((k) => {
                  const current = k.id === currentId;
                  return (
                    <ListItem key={k.id} disablePadding>
                      <ListItemButton
                        component={RouterLink}
                        to={`?content=${k.id}`}
                        selected={current}
                        aria-current={current ? 'page' : undefined}
                        sx={{ borderRadius: 1 }}
                      >
                        <ListItemIcon sx={{ minWidth: 32 }}>{ICON[k.content_type]}</ListItemIcon>
                        <ListItemText
                          primary={local(k.title, k.title_en)}
                          secondary={
                            k.completed
                              ? t('course_learning.menu.completed')
                              : t(`course_learning.type.${k.content_type}`)
                          }
                        />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
