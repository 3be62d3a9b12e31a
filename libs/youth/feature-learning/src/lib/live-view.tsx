import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { COURSE_PROGRESS, type PlayerMenu } from '@platform/contract';
import { RoomLink, roomLinkOf, useFormatters, useLocalName, useToast, useTranslate } from '@platform/ui';
import { useJoinLiveClass } from '@platform/youth-data-access-learning';

type MenuLesson = PlayerMenu['modules'][number]['lessons'][number];

/** The clock, read again every `ms` (the join button opens and closes on its own). */
function useNow(ms = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

export interface LiveViewProps {
  courseId: number;
  lesson: MenuLesson;
  /** The learner joined: the outline shows the lesson live. */
  onChanged: () => void;
}

/**
 * A live lesson (ADR 0114): when its class starts (Dhaka time, in the learner's language) and how long it lasts, a
 * countdown, and "Join live class" — enabled from 15 minutes before the start until the end; the gateway decides
 * again (409 outside the window) and answers the room, which opens in a new tab.
 */
export function LiveView({ courseId, lesson, onChanged }: LiveViewProps) {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const { formatDateTime, formatDuration } = useFormatters();
  const now = useNow();
  const join = useJoinLiveClass();
  const [room, setRoom] = useState<string | null>(null);
  const live = lesson.live;
  const title = local(lesson.title, lesson.title_en);

  async function joinClass() {
    try {
      const answer = await join.trigger({ params: { id: courseId, lessonId: lesson.id } });
      setRoom(roomLinkOf(answer.url));
      toast.success('course_learning.live.joined');
      onChanged();
    } catch (error) {
      toast.error(error);
    }
  }

  if (!live) return <Alert severity="info">{t('course_learning.empty')}</Alert>;
  const opens = Date.parse(live.opens_at);
  const starts = Date.parse(live.starts_at);
  const ends = Date.parse(live.ends_at);
  const open = now >= opens && now < ends;
  const state =
    now >= ends
      ? t('course_learning.live.ended')
      : now >= starts
        ? t('course_learning.live.now')
        : t('course_learning.live.starts_in', {
            duration: formatDuration(Math.ceil((starts - now) / 60_000)),
          });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="player-content-title" component="h2" variant="h5">
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography>
          {t('course_learning.live.starts_at', { time: formatDateTime(live.starts_at) })}
        </Typography>
        <Typography color="text.secondary">
          {t('course_learning.live.length', { duration: formatDuration(live.duration_minutes) })}
        </Typography>
        {live.progress === null ? null : (
          <Chip
            size="small"
            color={live.progress === COURSE_PROGRESS.COMPLETED ? 'success' : 'error'}
            label={t(`course_learning.live.progress.${live.progress}`)}
          />
        )}
      </Box>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {state}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('course_learning.live.rules')}
      </Typography>
      {now >= ends ? (
        <Typography variant="body2">
          {t(live.attended ? 'course_learning.live.attended' : 'course_learning.live.missed')}
        </Typography>
      ) : null}
      {room ? (
        <RoomLink
          room={room}
          openLabelId="course_learning.live.open_room"
          newTabId="course_learning.live.new_tab"
        />
      ) : now < ends ? (
        <Box>
          <Button variant="contained" disabled={!open || join.isMutating} onClick={() => void joinClass()}>
            {t('course_learning.live.join')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
